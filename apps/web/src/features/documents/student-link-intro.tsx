import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LinkOutlined } from '../../lib/icons/link-outlined';

/** What the student link is, above its state and buttons. */
export function StudentLinkIntro() {
  return (
    <Typography variant="body2" color="text.secondary">
      A private page where the student sees their checklist and sends what is missing from their
      phone, without an account. The link is shown once; a new one replaces it.
    </Typography>
  );
}

/** "Create link", when the student has no working link (disabled while its code loads). */
export function CreateLinkButton({
  disabled,
  onClick,
}: {
  disabled: boolean;
  onClick?: () => void;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<LinkOutlined aria-hidden />}
      disabled={disabled}
      onClick={onClick}
    >
      Create link
    </Button>
  );
}
