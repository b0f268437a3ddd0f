import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { QueryState, type QueryLike } from '../../components/query-state';

/** A dialog while what it edits loads (or fails to, with Retry). */
export function LoadingDialog<D>(props: {
  open: boolean;
  title: string;
  query: QueryLike<D>;
  fallback: string;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={id} maxWidth="sm" fullWidth>
      <DialogTitle id={id}>{props.title}</DialogTitle>
      <DialogContent dividers>
        <QueryState
          query={{ ...props.query, data: undefined }}
          fallback={props.fallback}
          loadingLabel="Loading"
        >
          {() => null}
        </QueryState>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={props.onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
