import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  ApplicationCommission,
  ApplicationDetail,
  CommissionStatus,
} from '@studydesk/contract';
import { DetailList } from '../../../components/detail-list';
import { FormSlot } from '../../../components/form-slot';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { ToneChip, type Tone } from '../../../components/tone-chip';
import { lazyPart } from '../../../lib/lazy';
import { formatDate } from '../../../lib/dates';
import { userCan } from '../../../lib/permissions';
import { useApplicationCommissionQuery, useCollegeCommissionRuleQuery } from './record-api';
import { money } from '../money';

// The invoice's form (its schema, the form library, the inputs) loads with the commission.
const InvoiceForm = lazyPart(() => import('./invoice-form'));
/** Its height while its code comes: four fields and Save, at every width. */
const INVOICE_HEIGHT = 320;

const STATUS: Record<CommissionStatus, { label: string; tone: Tone }> = {
  expected: { label: 'Expected', tone: 'secondary' },
  claimable: { label: 'Claimable', tone: 'warning' },
  invoiced: { label: 'Invoiced', tone: 'info' },
  received: { label: 'Received', tone: 'success' },
};

type Of = { application: ApplicationDetail };

/** Why there is no amount: no rule, a closed application, or a percentage without tuition. */
function NoAmount({ application: a, line: c }: Of & { line: ApplicationCommission }) {
  const { data: rule } = useCollegeCommissionRuleQuery(a.college);
  const college = a.collegeName ?? 'This college';
  const why =
    c.status === null
      ? 'No commission: the application is closed.'
      : rule && rule.type === null
        ? `${college} has no commission rule, so no commission is expected yet. An admin sets the rule on the college.`
        : rule
          ? `${college} pays a percentage of first-year tuition: enter the tuition under Details to see the amount.`
          : '';
  return <Typography color="text.secondary">{why}</Typography>;
}

function Line({ application: a, line: c }: Of & { line: ApplicationCommission }) {
  const { _id: id, enquiry } = a;
  if (c.status === null || c.expected === null) return <NoAmount application={a} line={c} />;
  const claimed = c.status !== 'expected';
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="p">
          {money(c.expected, c.currency)}
        </Typography>
        <ToneChip label={STATUS[c.status].label} tone={STATUS[c.status].tone} />
      </Stack>
      {!claimed && (
        <Typography variant="body2" color="text.secondary">
          It becomes claimable when the application is Enrolled.
        </Typography>
      )}
      {claimed && (
        <DetailList
          items={[
            { label: 'Invoiced', value: c.invoicedDate && formatDate(c.invoicedDate) },
            {
              label: 'Invoiced amount',
              value: c.invoicedAmount === null ? null : money(c.invoicedAmount, c.currency),
            },
            { label: 'Received', value: c.receivedDate && formatDate(c.receivedDate) },
            {
              label: 'Received amount',
              value: c.receivedAmount === null ? null : money(c.receivedAmount, c.currency),
            },
          ]}
        />
      )}
      {claimed && userCan('commission', 'write') && (
        <FormSlot height={INVOICE_HEIGHT}>
          <InvoiceForm id={id} enquiry={enquiry} line={c} />
        </FormSlot>
      )}
    </Stack>
  );
}

/** The commission this application should earn, in its currency, and where its claim stands. */
export function CommissionSection({ application }: Of) {
  const query = useApplicationCommissionQuery(application._id);
  return (
    <SectionCard title="Commission">
      <QueryState
        query={query}
        fallback="Failed to load the commission"
        loadingLabel="Loading the commission"
      >
        {(line) => <Line application={application} line={line} />}
      </QueryState>
    </SectionCard>
  );
}
