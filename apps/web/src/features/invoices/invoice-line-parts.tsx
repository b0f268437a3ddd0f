import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Fee } from '@studydesk/contract';
import type { InvoiceInput } from './invoice-form';
import { formatMoney, invoiceTotals } from './invoice-money';

/* The invoice's lines' two helpers: the price list's picker and the running totals. */

/**
 * Adds a service from the price list as a line (its name, price and tax). A service priced in
 * another currency than `currency` is shown but cannot be picked: its price is no figure of this
 * invoice (null `currency`: the form is blank, and the first service picked sets it).
 */
export function PriceListPicker({
  fees,
  currency,
  onPick,
}: {
  fees: readonly Fee[];
  currency: string | null;
  onPick: (f: Fee) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Add from the price list"
      value=""
      onChange={(e) => {
        const fee = fees.find((f) => f._id === e.target.value);
        if (fee) onPick(fee);
      }}
      sx={{ minWidth: 240 }}
      disabled={fees.length === 0}
    >
      {fees.map((f) => {
        const other = currency !== null && f.price.currency !== currency;
        return (
          <MenuItem key={f._id} value={f._id} disabled={other}>
            {`${f.name} · ${formatMoney(f.price)}`}
            {other && ` (priced in ${f.price.currency}, not ${currency})`}
          </MenuItem>
        );
      })}
    </TextField>
  );
}

/** What the lines come to, as the invoice will say, while they are typed. */
export function Totals({ lines, currency }: { lines: InvoiceInput['lines']; currency: string }) {
  const t = invoiceTotals(lines, currency);
  return (
    <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
      {t
        ? `Net ${formatMoney(t.net)} · Tax ${formatMoney(t.tax)} · Total ${formatMoney(t.total)}`
        : 'Total: shown once the currency and each line\u2019s price are filled in'}
    </Typography>
  );
}
