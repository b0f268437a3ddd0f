/* The money reports' paths and age bands, zod-free (in `@studydesk/contract/plain`). */
export const MONEY_SUMMARY_PATH = '/money/summary';
export const MONEY_EXPORT_PATH = '/money/export';
export const MONEY_FORECAST_PATH = '/money/forecast';

/** Days past due an outstanding instalment has reached ('current': not due yet). */
export const AGE_BANDS = ['current', '0-30', '31-60', '61-90', '90+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** A payment's method as people read it (the stored value is the key): screens and receipts. */
export const PAYMENT_METHOD_WORDS: Record<string, string> = {
  'bank-transfer': 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  online: 'Online',
  other: 'Other',
};
