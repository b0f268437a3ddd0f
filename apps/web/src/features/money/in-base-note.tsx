import Typography from '@mui/material/Typography';
import type { InBase } from '@studydesk/contract';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../invoices/invoice-money';

/** What the total in base says: its amount, of only part when currencies had no rate. */
function totalText({ total, notConverted }: InBase, label: string): string {
  const head = `${label} in ${total.currency}`;
  if (notConverted.length === 0) return `${head}: ${formatMoney(total)}`;
  const without = notConverted.join(', ');
  // Nothing converted: a zero would read as "no money", when it is "not known".
  if (Number(total.amount) === 0) return `${head}: not worked out (no rate for ${without})`;
  return `${head}: ${formatMoney(total)}, without ${without}`;
}

/** "In GBP: £2,445.00", the rates it used and the currencies it could not convert. */
export function InBaseNote({ inBase, label }: { inBase: InBase; label: string }) {
  const rates = inBase.rates.map((r) => `${r.currency} ${r.rate} (${formatDate(r.date)})`);
  const noneNeeded = inBase.notConverted.length === 0 ? 'none needed' : 'none';
  return (
    <Typography variant="body2" component="div" sx={{ mt: 1 }}>
      <strong>{totalText(inBase, label)}</strong>
      <Typography variant="caption" component="div" color="text.secondary">
        Rates used: {rates.length > 0 ? rates.join(' · ') : noneNeeded}
      </Typography>
      {inBase.notConverted.length > 0 && (
        <Typography variant="caption" component="div" color="warning.dark">
          Not converted (no rate on the day): {inBase.notConverted.join(', ')}
        </Typography>
      )}
    </Typography>
  );
}
