import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import type { AlsoEnquired, Enquiry, MergeField } from '@studydesk/contract';
import { QueryState } from '../../components/query-state';
import { withToasts } from '../../components/with-toasts';
import { formatDate } from '../../lib/dates';
import { enquiriesApi } from './enquiries-api';
import { useMergeEnquiryMutation } from './history-api';
import { MergeTable } from './merge-table';

type Props = { enquiry: Enquiry; others: AlsoEnquired[]; onClose: () => void };

/**
 * Merge two enquiries from the same person: pick the other one and which to keep, see both
 * side by side, take single fields from the one merged away, confirm.
 */
export function MergeDialog({ enquiry, others, onClose }: Props) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [otherId, setOtherId] = useState(others[0]?._id ?? '');
  const [keepThis, setKeepThis] = useState(true);
  const [take, setTake] = useState<ReadonlySet<MergeField>>(new Set());
  const other = enquiriesApi.useGetQuery(otherId);
  const [merge, { isLoading: saving }] = useMergeEnquiryMutation();
  const navigate = useNavigate();
  const reset = () => setTake(new Set());
  const toggle = (f: MergeField) =>
    setTake((s) => {
      const next = new Set(s);
      if (!next.delete(f)) next.add(f);
      return next;
    });

  async function confirm(kept: Enquiry, gone: Enquiry) {
    const body = { other: gone._id, take: [...take] };
    const ok = await withToasts(
      () => merge({ id: kept._id, body }).unwrap(),
      `${gone.enqNo} merged into ${kept.enqNo}`,
      'Failed to merge the enquiries',
    );
    if (!ok) return;
    onClose();
    if (kept._id !== enquiry._id) void navigate(`/enquiries/${kept._id}`);
  }

  const pair = (o: Enquiry) => (keepThis ? [enquiry, o] : [o, enquiry]) as [Enquiry, Enquiry];
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>Merge enquiries</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {others.length > 1 && (
            <TextField
              select
              label="Merge with"
              value={otherId}
              onChange={(ev) => (setOtherId(ev.target.value), reset())}
            >
              {others.map((o) => (
                <MenuItem key={o._id} value={o._id}>
                  {o.enqNo}, received {formatDate(o.createdAt)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <QueryState
            query={other}
            fallback="Failed to load the other enquiry"
            loadingLabel="Loading the other enquiry"
          >
            {(o) => {
              const [kept, gone] = pair(o);
              return (
                <Stack spacing={2}>
                  <FormControl>
                    <FormLabel id={`${id}-keep`}>Keep</FormLabel>
                    <RadioGroup
                      row
                      aria-labelledby={`${id}-keep`}
                      value={keepThis ? 'this' : 'other'}
                      onChange={(ev) => (setKeepThis(ev.target.value === 'this'), reset())}
                    >
                      <FormControlLabel
                        value="this"
                        control={<Radio />}
                        label={`${enquiry.enqNo} (this one)`}
                      />
                      <FormControlLabel value="other" control={<Radio />} label={o.enqNo} />
                    </RadioGroup>
                  </FormControl>
                  <MergeTable kept={kept} gone={gone} take={take} onToggle={toggle} />
                  <Alert severity="warning">
                    {gone.enqNo} will be deleted and point to {kept.enqNo}; its follow-ups, contact
                    log and history move to {kept.enqNo}. {kept.enqNo}&apos;s values are kept except
                    the fields ticked.
                  </Alert>
                  <DialogActions sx={{ px: 0 }}>
                    <Button onClick={onClose}>Cancel</Button>
                    <Button
                      variant="contained"
                      color="warning"
                      disabled={saving}
                      onClick={() => void confirm(kept, gone)}
                    >
                      Merge into {kept.enqNo}
                    </Button>
                  </DialogActions>
                </Stack>
              );
            }}
          </QueryState>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
