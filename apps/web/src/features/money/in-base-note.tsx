import Typography from '@mui/material/Typography';
import type { InBase } from '@studydesk/contract';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../invoices/invoice-money';

/** "In GBP: £2,445.00", the rates it used and the currencies it could not convert. */
export function InBaseNote({ inBase, label }: { inBase: InBase; label: string }) {
  const rates = inBase.rates.map((r) => `${r.currency} ${r.rate} (${formatDate(r.date)})`);
  return (
    <Typography variant="body2" component="div" sx={{ mt: 1 }}>
      <strong>
        {label} in {inBase.total.currency}: {formatMoney(inBase.total)}
      </strong>
      <Typography variant="caption" component="div" color="text.secondary">
        Rates used: {rates.length > 0 ? rates.join(' · ') : 'none needed'}
      </Typography>
      {inBase.notConverted.length > 0 && (
        <Typography variant="caption" component="div" color="warning.dark">
          Not converted (no rate on the day): {inBase.notConverted.join(', ')}
        </Typography>
      )}
    </Typography>
  );
}
