import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DownOutlined } from '../../lib/icons/down-outlined';
import type { Forecast } from '@studydesk/contract';
import { SectionCard } from '../../components/section-card';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../invoices/invoice-money';
import { monthLabel } from './money-labels';
import { MoneyTable } from './money-table';

const percent = (rate: string) => `${(Number(rate) * 100).toFixed(1)}%`;

/** Each stage's measured conversion, the schedule, and each college's payment delay. */
function WorkedOut({ forecast }: { forecast: Forecast }) {
  const stages = forecast.stages.map((s) => ({
    key: s.stage,
    cells: [s.name, String(s.open), `${s.enrolled} of ${s.decided}`, percent(s.conversion)],
  }));
  const colleges = forecast.colleges.map((c) => ({
    key: c.college,
    cells: [
      c.name,
      c.schedule ?? 'All at enrolment',
      `${c.delayDays} days`,
      c.observed > 0
        ? `${c.observed} payments seen`
        : `none seen: ${forecast.defaultDelayDays} days`,
    ],
  }));
  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        Each open application’s expected commission × its stage’s conversion to Enrolled (measured
        from this agency’s own decided applications), spread over the college’s schedule, each
        instalment paid the college’s payment delay after it can be claimed.
      </Typography>
      <MoneyTable
        caption="Conversion to Enrolled by stage"
        head={['Stage', 'Open now', 'Enrolled of decided', 'Conversion']}
        rows={stages}
        empty="No stages yet"
      />
      <Typography variant="body2">
        <strong>Schedule:</strong> {forecast.schedule}
      </Typography>
      <MoneyTable
        caption="Schedule and payment delay by college"
        head={['College', 'Schedule', 'Delay', 'From']}
        rows={colleges}
        empty="No colleges in the pipeline"
      />
    </Stack>
  );
}

/** Commission expected per month from the open pipeline, with how it was worked out. */
export default function ForecastSection({ forecast }: { forecast: Forecast }) {
  const rows = forecast.months.map((m) => ({
    key: `${m.month}\u0000${m.expected.currency}`,
    cells: [monthLabel(m.month), formatMoney(m.expected), String(m.applications)],
  }));
  return (
    <SectionCard title="Commission forecast">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          As of {formatDate(forecast.today)}
        </Typography>
        <MoneyTable
          caption="Expected by month"
          head={['Month', 'Expected', 'Applications']}
          rows={rows}
          empty="No open applications with commission to forecast"
        />
        <Accordion disableGutters variant="outlined">
          <AccordionSummary expandIcon={<DownOutlined aria-hidden />}>
            <Typography>How it was worked out</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <WorkedOut forecast={forecast} />
          </AccordionDetails>
        </Accordion>
      </Stack>
    </SectionCard>
  );
}
