import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import { darken } from '@mui/material/styles';

export type NoticeSeverity = 'error' | 'warning' | 'info';

// MUI's own outlined icons for the three severities (Material's error, warning and info outlines)
const ICONS: Record<NoticeSeverity, string> = {
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
};

type NoticeProps = { severity: NoticeSeverity; action?: ReactNode; children: ReactNode };

/**
 * A message in an outlined box with its severity's icon, an action on the right (role "alert"):
 * drawn as MUI's outlined Alert is (its sizes and colours), from the shell's own parts. The Alert
 * module is 2 KB on the first load of every list and record, which show it only on a failure.
 */
export function Notice({ severity, action, children }: NoticeProps) {
  return (
    <Box
      role="alert"
      sx={(theme) => ({
        ...theme.typography.body2,
        display: 'flex',
        px: 2,
        py: '6px',
        borderRadius: '6px',
        border: `1px solid ${theme.palette[severity].light}`,
        color: darken(theme.palette[severity].light, 0.6),
      })}
    >
      <Box
        sx={{ mr: '12px', py: '7px', display: 'flex', fontSize: 22, opacity: 0.9 }}
        color={`${severity}.main`}
      >
        <SvgIcon fontSize="inherit">
          <path d={ICONS[severity]} />
        </SvgIcon>
      </Box>
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>{children}</Box>
      {action && (
        <Box
          sx={{ display: 'flex', alignItems: 'flex-start', p: '4px 0 0 16px', ml: 'auto', mr: -1 }}
        >
          {action}
        </Box>
      )}
    </Box>
  );
}
