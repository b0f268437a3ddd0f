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
import { withToasts } from '../../lib/with-toasts';
import { formatDate } from '../../lib/dates';
import { enquiriesApi } from './enquiries-api';
import { useMergeEnquiryMutation } from './history-api';
import { MergeTable } from './merge-table';

type Props = { enquiry: Enquiry; others: AlsoEnquired[]; onClose: () => void };
type Choice = { keepThis: boolean; take: ReadonlySet<MergeField> };

/** Which of the two to keep: this one (the default) or the other. */
function KeepChoice({
  enquiry,
  other,
  keepThis,
  onChange,
}: {
  enquiry: Enquiry;
  other: Enquiry;
  keepThis: boolean;
  onChange: (keepThis: boolean) => void;
}) {
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={`${id}-keep`}>Keep</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-keep`}
        value={keepThis ? 'this' : 'other'}
        onChange={(ev) => onChange(ev.target.value === 'this')}
      >
        <FormControlLabel value="this" control={<Radio />} label={`${enquiry.enqNo} (this one)`} />
        <FormControlLabel value="other" control={<Radio />} label={other.enqNo} />
      </RadioGroup>
    </FormControl>
  );
}

/** The choice for one pair, the two side by side, and the confirming button. */
function MergeBody({
  enquiry,
  other,
  onClose,
}: {
  enquiry: Enquiry;
  other: Enquiry;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<Choice>({ keepThis: true, take: new Set() });
  const [merge, { isLoading: saving }] = useMergeEnquiryMutation();
  const navigate = useNavigate();
  const [kept, gone] = choice.keepThis ? [enquiry, other] : [other, enquiry];
  const toggle = (f: MergeField) => {
    const take = new Set(choice.take);
    if (!take.delete(f)) take.add(f);
    setChoice({ ...choice, take });
  };
  async function confirm() {
    const ok = await withToasts(
      () => merge({ id: kept._id, body: { other: gone._id, take: [...choice.take] } }).unwrap(),
      `${gone.enqNo} merged into ${kept.enqNo}`,
      'Failed to merge the enquiries',
    );
    if (!ok) return;
    onClose();
    if (kept._id !== enquiry._id) void navigate(`/enquiries/${kept._id}`);
  }
  return (
    <Stack spacing={2}>
      <KeepChoice
        enquiry={enquiry}
        other={other}
        keepThis={choice.keepThis}
        onChange={(keepThis) => setChoice({ keepThis, take: new Set() })}
      />
      <MergeTable kept={kept} gone={gone} take={choice.take} onToggle={toggle} />
      <Alert severity="warning">
        {gone.enqNo} will be deleted and point to {kept.enqNo}; its follow-ups, contact log and
        history move to {kept.enqNo}. {kept.enqNo}&apos;s values are kept except the fields ticked.
      </Alert>
      <DialogActions sx={{ px: 0 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color="warning"
          disabled={saving}
          onClick={() => void confirm()}
        >
          Merge into {kept.enqNo}
        </Button>
      </DialogActions>
    </Stack>
  );
}

/**
 * Merge two enquiries from the same person: pick the other one and which to keep, see both
 * side by side, take single fields from the one merged away, confirm.
 */
export default function MergeDialog({ enquiry, others, onClose }: Props) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [otherId, setOtherId] = useState(others[0]?._id ?? '');
  const other = enquiriesApi.useGetQuery(otherId);
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
              onChange={(ev) => setOtherId(ev.target.value)}
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
            {(o) => <MergeBody key={o._id} enquiry={enquiry} other={o} onClose={onClose} />}
          </QueryState>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
