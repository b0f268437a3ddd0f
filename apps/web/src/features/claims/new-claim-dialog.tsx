import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { usePhoneFullScreen } from '../../components/phone-full-screen';
import { RefSelect } from '../../components/ref-select';
import { errorMessage } from '../../lib/errors';
import { withToasts } from '../../lib/with-toasts';
import { collegeSource } from '../colleges/colleges-api';
import { totalsByCurrency } from '../invoices/invoice-money';
import { formatMoney } from '../invoices/invoice-money';
import { OFFICE_PARAM } from '../offices/office-filter';
import { ClaimableLines } from './claimable-lines';
import { claimUrl } from './claim-labels';
import { useClaimableQuery, useCreateClaimMutation } from './claims-api';

type Props = { open: boolean; onClose: () => void };

/**
 * The college's claimable students, all ticked when they arrive: what is kept is what the user
 * unticked, so the list and its "N of M ticked" come in one render (an effect ticking them after
 * the list showed "0 of 2 ticked · nothing" for a frame, and Create disabled).
 */
function useClaimables(college: string) {
  const office = useSearchParams()[0].get(OFFICE_PARAM) ?? undefined;
  const query = useClaimableQuery({ college, office }, { skip: !college });
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const ticked = useMemo(
    () => new Set(rows.map((r) => r.application).filter((a) => !unticked.has(a))),
    [rows, unticked],
  );
  const toggle = (id: string) =>
    setUnticked((u) => {
      const next = new Set(u);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { query, ticked, toggle, rows };
}

function Lines({ college, c }: { college: string; c: ReturnType<typeof useClaimables> }) {
  const { query, rows, ticked } = c;
  if (!college)
    return <Typography color="text.secondary">Choose the college to claim from.</Typography>;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, 'Could not load what is claimable')}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.isFetching) return <Typography role="status">Loading what is claimable…</Typography>;
  if (rows.length === 0)
    return (
      <Typography>
        Nothing of this college is claimable today: no enrolled student has an instalment due that
        is not claimed already.
      </Typography>
    );
  const totals = totalsByCurrency(
    rows.filter((r) => ticked.has(r.application)).map((r) => r.amount),
  );
  return (
    <Stack spacing={1}>
      <ClaimableLines rows={rows} ticked={ticked} onToggle={c.toggle} />
      <Typography sx={{ fontWeight: 600, textAlign: 'right' }} role="status">
        {`${ticked.size} of ${rows.length} ticked · ${totals.map(formatMoney).join(' + ') || 'nothing'}`}
      </Typography>
    </Stack>
  );
}

/** New claim: a college, its claimable students (all ticked), Create → the claim's page. */
export function NewClaimDialog({ open, onClose }: Props) {
  const [college, setCollege] = useState('');
  const c = useClaimables(college);
  const [create, creating] = useCreateClaimMutation();
  const navigate = useNavigate();
  const submit = async () => {
    let made = '';
    const body = { college, applications: [...c.ticked] };
    const ok = await withToasts(
      async () => (made = (await create(body).unwrap())._id),
      'Claim created',
      'Could not create the claim',
    );
    if (ok) void navigate(claimUrl(made));
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={usePhoneFullScreen()}
      fullWidth
      maxWidth="md"
      aria-labelledby="new-claim-title"
    >
      <DialogTitle id="new-claim-title">New claim</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RefSelect
            source={collegeSource}
            label="College"
            value={college}
            onChange={(v) => setCollege(String(v))}
            required
          />
          <Lines college={college} c={c} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          loading={creating.isLoading}
          disabled={c.ticked.size === 0}
        >
          Create claim
        </Button>
      </DialogActions>
    </Dialog>
  );
}
