import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LazyTooltip } from './lazy-popup';

/** An icon button named for what it does to which row ("Edit VAT"), its name as a tooltip. */
export function RowButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: ReactElement;
  onClick: () => void;
}) {
  return (
    <LazyTooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </LazyTooltip>
  );
}

export type ListRow = {
  key: string;
  primary: ReactNode;
  secondary?: ReactNode;
  /** the row's buttons, at its end */
  actions?: ReactNode;
  muted?: boolean;
};

export const rowListSx = { listStyle: 'none', m: 0, p: 0 } as const;
export const rowSx = {
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 1,
  py: 0.75,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** A short list of a card's rows (a setting's entries), each with its buttons; `empty` if none. */
export function RowList({ label, rows, empty }: { label: string; rows: ListRow[]; empty: string }) {
  if (rows.length === 0) return <Typography variant="body2">{empty}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={rowListSx}>
      {rows.map((r) => (
        <Stack key={r.key} component="li" direction="row" sx={rowSx}>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              color={r.muted ? 'text.secondary' : undefined}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {r.primary}
            </Typography>
            {r.secondary && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {r.secondary}
              </Typography>
            )}
          </Box>
          <Stack direction="row" sx={{ flexShrink: 0, alignItems: 'center' }}>
            {r.actions}
          </Stack>
        </Stack>
      ))}
    </Box>
  );
}
