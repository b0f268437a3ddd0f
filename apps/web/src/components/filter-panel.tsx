import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FilterOutlined } from '../lib/icons/filter-outlined';

type Props = {
  /** how many filters are set */
  active: number;
  /** the fields, one under another */
  children: ReactNode;
  /** clears them all (shown while any is set) */
  onClear: () => void;
};

/**
 * The "Filters" button (with how many are set) and the panel it opens: a side drawer from the
 * sm breakpoint, the whole screen on a phone. Each field changes the URL at once.
 */
export function FilterPanel({ active, children, onClear }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  const actions = (
    <>
      {active > 0 && <Button onClick={onClear}>Clear filters</Button>}
      <Button variant="contained" onClick={close}>
        Done
      </Button>
    </>
  );
  const title = (
    <Typography id={titleId} variant="h5" component="h2">
      Filters
    </Typography>
  );
  return (
    <>
      <Button
        variant="outlined"
        color="secondary"
        startIcon={<FilterOutlined aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={{ flexShrink: 0, height: 40, color: 'text.primary', borderColor: 'divider' }}
      >
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </Button>
      {phone ? (
        <Dialog fullScreen open={open} onClose={close} aria-labelledby={titleId}>
          <DialogTitle component="div">{title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              {children}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>
        </Dialog>
      ) : (
        <Drawer
          anchor="right"
          open={open}
          onClose={close}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-labelledby': titleId,
              sx: { width: 360, maxWidth: '88vw', p: 2.5 },
            },
          }}
        >
          <Stack spacing={2.5}>
            {title}
            {children}
            <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1 }}>
              {actions}
            </Stack>
          </Stack>
        </Drawer>
      )}
    </>
  );
}
