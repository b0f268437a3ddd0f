import { useId } from 'react';
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
import type { ListFilter } from './filter-values';
import { FilterField } from './list-filters';

export type FilterPanelViewProps = {
  open: boolean;
  onClose: () => void;
  filters: readonly ListFilter[];
  values: Readonly<Record<string, string>>;
  onFilter: (name: string, value?: string) => void;
  /** clears them all (shown while any is set) */
  onClear: () => void;
};

/**
 * The filters' panel: a side drawer from the sm breakpoint, the whole screen on a phone, the
 * fields one under another. Each field changes the URL at once.
 */
export default function FilterPanelView({
  open,
  onClose,
  filters,
  values,
  ...props
}: FilterPanelViewProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const active = filters.some((f) => values[f.name]);
  const actions = (
    <>
      {active && <Button onClick={props.onClear}>Clear filters</Button>}
      <Button variant="contained" onClick={onClose}>
        Done
      </Button>
    </>
  );
  const title = (
    <Typography id={titleId} variant="h5" component="h2">
      Filters
    </Typography>
  );
  const fields = filters.map((f) => (
    <FilterField key={f.name} filter={f} value={values[f.name] ?? ''} onChange={props.onFilter} />
  ));
  if (phone)
    return (
      <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
        <DialogTitle component="div">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {fields}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>
      </Dialog>
    );
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
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
        {fields}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1 }}>
          {actions}
        </Stack>
      </Stack>
    </Drawer>
  );
}
