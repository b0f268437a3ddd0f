import Button from '@mui/material/Button';
import { UploadOutlined } from '../../lib/icons/upload-outlined';

/** The Documents card's Upload; disabled while the section's code is still loading. */
export function UploadButton({ onClick }: { onClick?: () => void }) {
  return (
    <Button
      variant="outlined"
      startIcon={<UploadOutlined aria-hidden />}
      disabled={!onClick}
      onClick={onClick}
    >
      Upload
    </Button>
  );
}
