import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Claimable } from '@studydesk/contract';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../invoices/invoice-money';

type Props = {
  rows: readonly Claimable[];
  ticked: ReadonlySet<string>;
  onToggle: (application: string) => void;
};

const since = (r: Claimable) =>
  r.claimableSince ? `claimable since ${formatDate(r.claimableSince)}` : 'claimable at enrolment';

/** What a row asks for: course, intake, tuition, and since when. */
function facts(r: Claimable): string {
  const parts = [r.courseTitle, r.intakeName, r.tuition && `tuition ${formatMoney(r.tuition)}`];
  return [...parts.filter(Boolean), since(r)].join(' · ');
}

/** One box per enrolled student with something to claim: tick those this claim asks for. */
export function ClaimableLines({ rows, ticked, onToggle }: Props) {
  return (
    <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Claimable students">
      {rows.map((r) => (
        <Stack
          component="li"
          key={r.application}
          direction="row"
          sx={{ alignItems: 'flex-start', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <FormControlLabel
            sx={{ flex: 1, minWidth: 0, m: 0, alignItems: 'flex-start' }}
            control={
              <Checkbox
                checked={ticked.has(r.application)}
                onChange={() => onToggle(r.application)}
                sx={{ mt: -0.75 }}
              />
            }
            label={
              <Stack sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {r.student}
                </Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {facts(r)}
                </Typography>
              </Stack>
            }
          />
          <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
            {formatMoney(r.amount)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
