/*
 * Money in its currency's own minor unit: ISO 4217 codes and their digits as ICU knows them
 * (JPY 0, GBP 2, KWD 3), so a made-up code is refused and a yen has no decimals. Both are read
 * once and cached: Intl is slow to ask and the answers never change while a process runs.
 */
let codes: ReadonlySet<string> | undefined;
const digits = new Map<string, number>();

/** An ISO 4217 code the runtime's ICU knows (upper case). */
export const isCurrency = (code: string) =>
  (codes ??= new Set(Intl.supportedValuesOf('currency'))).has(code);

/** How many decimals an amount in `currency` has (2 for an unknown one, as most have). */
export function currencyDigits(currency: string): number {
  let d = digits.get(currency);
  if (d === undefined) {
    d = isCurrency(currency)
      ? (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2)
      : 2;
    digits.set(currency, d);
  }
  return d;
}

/** The codes whose minor unit is not a hundredth (for code that cannot call Intl, like SQL). */
export const unusualDigits = (): ReadonlyMap<string, number> => {
  if (codes === undefined) isCurrency('');
  const out = new Map<string, number>();
  for (const c of codes ?? []) if (currencyDigits(c) !== 2) out.set(c, currencyDigits(c));
  return out;
};

/** The most decimals any currency has: a unit fine enough to sum amounts of any currency. */
export const finestDigits = () => Math.max(2, ...unusualDigits().values());

/** How many minor units one major unit makes (100 for GBP). */
export const minorScale = (currency: string) => 10 ** currencyDigits(currency);
