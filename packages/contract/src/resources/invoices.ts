import { z } from 'zod';
import { ListQuerySchema, RecordMetaSchema } from '../common/list';
import { id, isoDate, oneOf, optionalText, text } from '../common/fields';
import { amountInput, amountsFitCurrency, currencyInput, MoneySchema } from '../common/money-wire';
import { percentInput } from './money';

export const INVOICES_PATH = '/invoices';
export const INVOICE_STATUSES = ['open', 'part-paid', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PAYMENT_METHODS = [
  'bank-transfer',
  'card',
  'cash',
  'cheque',
  'online',
  'other',
] as const;
export const INVOICE_MAX_LINES = 50;
export const INVOICE_MAX_INSTALMENTS = 12;

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  receiptNotFound: 'Receipt not found',
  instalmentsSum: 'The instalments must add up to the invoice total',
  instalmentsMixed: 'Give every instalment an amount, or none (then the total is split evenly)',
  overpaid: 'The payment is more than the invoice still owes',
  paid: 'This invoice is paid in full',
  noEmail: 'The student has no e-mail address to send it to',
  studentNotYours: 'Only the student\u2019s own counsellor, a manager or an admin can invoice them',
} as const;

const LineInputSchema = z.object({
  description: text('Description', 200),
  amount: amountInput('Amount'),
  quantity: z
    .number('Quantity must be a whole number')
    .int('Quantity must be a whole number')
    .min(1)
    .max(1000)
    .default(1),
  tax: percentInput().default('0'),
});
const InstalmentInputSchema = z.object({
  due: isoDate('Due date'),
  amount: amountInput('Instalment')
    .refine((v) => /[1-9]/.test(v), 'Instalment must be above 0')
    .optional(),
});

/** POST /enquiries/:id/invoices: amounts are decimal text (or numbers) in `currency`. */
export const InvoiceCreateSchema = z
  .object({
    currency: currencyInput(),
    due: isoDate('Due date'),
    lines: z.array(LineInputSchema).min(1, 'Add at least one line').max(INVOICE_MAX_LINES),
    instalments: z.array(InstalmentInputSchema).max(INVOICE_MAX_INSTALMENTS).optional(),
  })
  .superRefine((v, ctx) =>
    amountsFitCurrency(v, ctx, [
      ...v.lines.map((l, i) => ({ path: ['lines', i, 'amount'], text: l.amount })),
      ...(v.instalments ?? []).flatMap((p, i) =>
        p.amount === undefined ? [] : [{ path: ['instalments', i, 'amount'], text: p.amount }],
      ),
    ]),
  );
export type InvoiceCreate = z.infer<typeof InvoiceCreateSchema>;

export const InvoiceLineSchema = z.object({
  description: z.string(),
  unit: MoneySchema,
  quantity: z.number().int(),
  tax: z.string(),
  net: MoneySchema,
  taxAmount: MoneySchema,
  total: MoneySchema,
});
export const InstalmentSchema = z.object({
  due: z.string(),
  amount: MoneySchema,
  paid: MoneySchema,
  outstanding: MoneySchema,
});
export const ReceiptSchema = RecordMetaSchema.extend({
  number: z.string(),
  invoice: z.string(),
  invoiceNumber: z.string(),
  method: z.string(),
  reference: z.string().nullable(),
  amount: MoneySchema,
  date: z.string(),
  /** What the invoice still owes after this payment. */
  outstanding: MoneySchema,
});
export type Receipt = z.infer<typeof ReceiptSchema>;
/** GET /invoices/:id/receipts/:receipt/pdf: one payment's receipt, printed again. */
export const ReceiptParamsSchema = z.object({ id: id('Invoice'), receipt: id('Receipt') });

/** An invoice in a list: its totals; the full invoice adds lines, instalments and payments. */
export const InvoiceSummarySchema = RecordMetaSchema.extend({
  number: z.string(),
  enquiry: z.string(),
  student: z.string(),
  currency: z.string(),
  issued: z.string(),
  due: z.string(),
  /**
   * The earliest instalment not yet paid in full (YYYY-MM-DD), null once paid: what the student
   * owes next, where `due` stays the invoice's own date. Always sent; optional in the type only
   * for answers cached before it existed.
   */
  nextDue: z.string().nullable().optional(),
  status: z.enum(INVOICE_STATUSES),
  /** An instalment is past its due date and not paid in full. */
  overdue: z.boolean(),
  net: MoneySchema,
  tax: MoneySchema,
  total: MoneySchema,
  paid: MoneySchema,
  outstanding: MoneySchema,
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;
export const InvoiceSchema = InvoiceSummarySchema.extend({
  lines: z.array(InvoiceLineSchema),
  instalments: z.array(InstalmentSchema),
  payments: z.array(ReceiptSchema.omit({ outstanding: true })),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceListQuerySchema = ListQuerySchema.pick({ page: true, limit: true }).extend({
  status: oneOf('Status', [...INVOICE_STATUSES, 'overdue'] as const).optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;
export const InvoiceListSchema = z.object({
  data: z.array(InvoiceSummarySchema),
  total: z.number().int(),
});

/** POST /invoices/:id/payments: the amount is in the invoice's currency. */
export const PaymentCreateSchema = z.object({
  method: oneOf('Method', PAYMENT_METHODS),
  reference: optionalText('Reference', 100),
  amount: amountInput('Amount'),
  date: isoDate('Date'),
});
export type PaymentCreate = z.infer<typeof PaymentCreateSchema>;

/** POST /invoices/:id/send: the mail queued to the student, the PDF attached. */
export const InvoiceSentSchema = z.object({ mail: z.string(), to: z.string() });
export type InvoiceSent = z.infer<typeof InvoiceSentSchema>;

/**
 * An invoice in the Due tab: an instalment is past its due date and not paid in full. Admins and
 * managers see their offices' invoices; a counsellor their own students'.
 */
export const DueInvoiceSchema = z.object({
  /** The invoice's id. */
  _id: z.string(),
  number: z.string(),
  enquiry: z.string(),
  enqNo: z.string(),
  name: z.string(),
  /** The earliest unpaid instalment's due date (YYYY-MM-DD), before the Due tab's today. */
  due: z.string(),
  /** What is overdue: the unpaid part of the instalments past their due date. */
  overdue: MoneySchema,
});
export type DueInvoice = z.infer<typeof DueInvoiceSchema>;
