import { Link } from 'react-router';
import Button from '@mui/material/Button';
import { UploadOutlined } from '../../lib/icons/upload-outlined';

/** "Import" beside a list's Export: opens the import wizard (its code loads with its route). */
export function ImportButton({ to }: { to: string }) {
  return (
    <Button variant="outlined" component={Link} to={to} startIcon={<UploadOutlined aria-hidden />}>
      Import
    </Button>
  );
}
