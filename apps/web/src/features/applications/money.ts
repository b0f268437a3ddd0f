import { currencyDigits } from '@studydesk/contract/plain';

/**
 * An amount in its currency, the one way every applications screen writes money ("€2,000.00",
 * "CA$4,500.00"); a code the browser does not know reads "2000.00 XYZ", no currency the number.
 */
export function money(amount: number, currency: string | null): string {
  if (currency)
    try {
      return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);
    } catch {
      // a code the browser does not know: the number and the code
      return `${amount.toFixed(2)} ${currency}`;
    }
  return new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(amount);
}

/**
 * An amount input's step in its currency: one minor unit ("1" for JPY, "0.001" for KWD), so the
 * browser takes as many decimals as the currency has (its default step of 1 takes none).
 */
export function amountStep(currency: string | null | undefined): string {
  const d = currencyDigits(currency ?? '');
  return d === 0 ? '1' : `0.${'1'.padStart(d, '0')}`;
}
