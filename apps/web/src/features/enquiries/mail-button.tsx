import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/** A blocked button still takes the focus, so its reason can be read by keyboard too. */
const BLOCKED = { color: 'text.disabled', borderColor: 'action.disabledBackground' } as const;

/**
 * "E-mail" beside Log contact: a word on wide screens, its icon on narrow ones (the line of
 * actions stays one line). When mail cannot be written (no address, not one's record) it says
 * why instead of opening.
 */
export function MailButton({
  onOpen,
  blocked,
  icon,
}: {
  onOpen: () => void;
  blocked: string | null;
  icon: ReactNode;
}) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const props = {
    onClick: blocked ? undefined : onOpen,
    'aria-disabled': blocked ? true : undefined,
    'aria-haspopup': blocked ? undefined : ('dialog' as const),
  };
  const button = narrow ? (
    <IconButton {...props} aria-label="E-mail" sx={blocked ? BLOCKED : undefined}>
      {icon}
    </IconButton>
  ) : (
    <Button {...props} variant="outlined" startIcon={icon} sx={blocked ? BLOCKED : undefined}>
      E-mail
    </Button>
  );
  return (
    <Tooltip title={blocked ?? (narrow ? 'E-mail' : '')} describeChild>
      {button}
    </Tooltip>
  );
}
