import Button from '@mui/material/Button';
import { PlusOutlined } from '../lib/icons/plus-outlined';

/** A card's "Add …" action, in its header: outlined and small beside the title. */
export function CardAddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<PlusOutlined aria-hidden />}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
