import Button from '@mui/material/Button';
import { MailOutlined } from '../../lib/icons/mail-outlined';
import { LazyTooltip } from '../../components/lazy-popup';

/** "E-mail": opens the dialog, or (`blocked`) says why mail cannot be written. */
export type MailAction = { onOpen: () => void; blocked: string | null };

/** A blocked button still takes the focus, so its reason can be read by keyboard too. */
const BLOCKED = { color: 'text.disabled', borderColor: 'action.disabledBackground' } as const;

/** Beside Log contact on a wide screen; when blocked, its tooltip (and description) says why. */
export function MailButton({ onOpen, blocked }: MailAction) {
  return (
    <LazyTooltip title={blocked ?? ''} describeChild>
      <Button
        variant="outlined"
        startIcon={<MailOutlined aria-hidden />}
        onClick={blocked ? undefined : onOpen}
        aria-disabled={blocked ? true : undefined}
        aria-haspopup={blocked ? undefined : 'dialog'}
        sx={blocked ? BLOCKED : undefined}
      >
        E-mail
      </Button>
    </LazyTooltip>
  );
}
