/*
 * The money tables (migration 036). Amounts are whole minor units of the row's currency:
 * `bigint` columns, which PostgreSQL answers as text, so they are read through Number()
 * (every amount the API accepts keeps its sums below 2^53).
 */
type Meta = { id: string; createdAt: string; updatedAt: string };
type Minor = number | string;

/** The agency's money settings: one row, id 'agency'. Tax rates as JSON text. */
export type MoneySettingsRow = {
  id: string;
  baseCurrency: string;
  taxRates: string;
  bankDetails: string;
  terms: string;
  /** Days before and after an instalment's due date its student is reminded (migration 042). */
  reminderDaysBefore: number;
  reminderDaysAfter: number;
  updatedAt: string | null;
  /** Days after a claim is sent that it is chased while unpaid (migration 040). */
  claimChaseDays: number;
};
/** One unit of `currency` is worth `rate` (decimal text) of the base currency on `date`. */
export type MoneyRateRow = Meta & { currency: string; rate: string; date: string; base: string };
/** The last number given of a kind (INV, RC, CL …) in a year. */
export type NumberSequenceRow = { kind: string; year: number; last: number };
export type FeeRow = Meta & {
  name: string;
  amount: Minor;
  currency: string;
  taxRate: string;
  retiredAt: string | null;
};
export type InvoiceRow = Meta & {
  number: string;
  enquiryId: string;
  currency: string;
  issued: string;
  due: string;
  net: Minor;
  tax: Minor;
  total: Minor;
  paid: Minor;
  createdBy: string | null;
};
export type InvoiceLineRow = {
  invoiceId: string;
  position: number;
  description: string;
  unit: Minor;
  quantity: number;
  taxRate: string;
  net: Minor;
  tax: Minor;
  total: Minor;
};
export type InvoiceInstalmentRow = {
  invoiceId: string;
  position: number;
  due: string;
  amount: Minor;
  paid: Minor;
};
export type PaymentRow = Meta & {
  receiptNumber: string;
  invoiceId: string;
  method: string;
  reference: string | null;
  amount: Minor;
  date: string;
  createdBy: string | null;
};

/** A reminder mailed for an instalment ('before' or 'after' its due date), once (migration 042). */
export type InvoiceReminderRow = {
  invoiceId: string;
  position: number;
  kind: string;
  sentAt: string;
};

/**
 * The money summary's kept sums (migration 064): payments per day, office, counsellor ('' none)
 * and currency; what instalments still ask for per office, due day and currency. PostgreSQL
 * keeps several signed delta rows per key (summed when read), SQLite one.
 */
export type MoneyReceivedRow = {
  day: string;
  officeId: string;
  counsellor: string;
  currency: string;
  minor: Minor;
  n: Minor;
};
export type MoneyOwedRow = {
  officeId: string;
  due: string;
  currency: string;
  minor: Minor;
  n: Minor;
};

export type MoneyTables = {
  money_received: MoneyReceivedRow;
  money_owed: MoneyOwedRow;
  money_settings: MoneySettingsRow;
  money_rates: MoneyRateRow;
  number_sequences: NumberSequenceRow;
  fees: FeeRow;
  invoices: InvoiceRow;
  invoice_lines: InvoiceLineRow;
  invoice_instalments: InvoiceInstalmentRow;
  payments: PaymentRow;
  invoice_reminders: InvoiceReminderRow;
};
