import type { z } from 'zod';
import type { Fee, InvoiceCreateSchema } from '@studydesk/contract';
import { currencyDigits } from '@studydesk/contract/plain';
import { addDays, localIsoDate } from '../../lib/dates';

/** The form's values: what the API's schema reads (amounts as typed text). */
export type InvoiceInput = z.input<typeof InvoiceCreateSchema>;
export type LineInput = InvoiceInput['lines'][number];

export const blankLine = (): LineInput => ({ description: '', amount: '', quantity: 1, tax: '0' });
export const feeLine = (fee: Fee): LineInput => ({
  description: fee.name,
  amount: fee.price.amount,
  quantity: 1,
  tax: fee.tax,
});

/**
 * A new invoice: due in two weeks, in the price list's currency (else the agency's base
 * currency, else pounds), one blank line.
 */
export function blankInvoice(fees: readonly Fee[], base = 'GBP'): InvoiceInput {
  return {
    currency: fees[0]?.price.currency ?? base,
    due: addDays(localIsoDate(), 14),
    lines: [blankLine()],
  };
}

/** Instalments a month apart from the invoice's due date; amounts blank split the total evenly. */
export const instalmentsFrom = (due: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ due: addDays(due, 30 * i) }));

/** The input's granularity for an amount of `currency` ("0.01", "1", "0.001"). */
export function amountStep(currency: string): string {
  const d = /^[A-Z]{3}$/i.test(currency) ? currencyDigits(currency.toUpperCase()) : 2;
  return d === 0 ? '1' : `0.${'0'.repeat(d - 1)}1`;
}

/** Every field a server error may name, so a 400's fieldErrors land beside the input. */
export function fieldNames(v: InvoiceInput): string[] {
  return [
    'currency',
    'due',
    'lines',
    'instalments',
    ...v.lines.flatMap((_, i) =>
      ['description', 'amount', 'quantity', 'tax'].map((f) => `lines.${i}.${f}`),
    ),
    ...(v.instalments ?? []).flatMap((_, i) => [`instalments.${i}.due`, `instalments.${i}.amount`]),
  ];
}
