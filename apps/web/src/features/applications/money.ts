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
