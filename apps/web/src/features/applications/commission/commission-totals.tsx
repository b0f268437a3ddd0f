import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CommissionSummary } from '@studydesk/contract';
import { SectionCard } from '../../../components/section-card';
import { money } from '../money';
import { FIGURES, currencyName } from './commission-format';

type Totals = CommissionSummary['totals'][number];

/** The four figures as a description list. */
export function Figures({
  sums,
  currency,
}: {
  sums: Omit<Totals, 'currency'>;
  currency: string | null;
}) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: 1.5,
        m: 0,
      }}
    >
      {FIGURES.map((f) => (
        <div key={f.key}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {f.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {money(sums[f.key], currency)}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/** One card per currency: amounts in different currencies are never added together. */
export function CommissionTotals({ totals }: { totals: Totals[] }) {
  return (
    <SectionCard title="Totals by currency">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Each currency is totalled on its own; amounts in different currencies are never added
        together.
      </Typography>
      <Box
        component="ul"
        aria-label="Totals by currency"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {totals.map((t) => (
          <Paper
            component="li"
            variant="outlined"
            key={String(t.currency)}
            aria-label={`Totals in ${currencyName(t.currency)}`}
            sx={{ p: 2 }}
          >
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {t.currency ? `In ${t.currency}` : 'Without a currency'}
            </Typography>
            <Figures sums={t} currency={t.currency} />
          </Paper>
        ))}
      </Box>
    </SectionCard>
  );
}
