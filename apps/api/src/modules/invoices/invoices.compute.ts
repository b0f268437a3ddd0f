import { INVOICE_MESSAGES as M, type InvoiceCreate } from '@studydesk/contract';
import type { InvoiceInstalmentRow, InvoiceLineRow } from '../../db/schema-money';
import { badRequest } from '../../lib/errors';
import { minorOf, parseAmount, share, split, sum, times, type Amount } from '../../lib/money/money';

/** A percentage as text ("17.5") as thousandths of a percent, the rate a share takes. */
const milliPercent = (percent: string): bigint => {
  const [whole = '0', frac = ''] = percent.split('.');
  return BigInt(whole + frac.padEnd(3, '0'));
};

type Lines = Omit<InvoiceLineRow, 'invoiceId'>[];
type Instalments = Omit<InvoiceInstalmentRow, 'invoiceId'>[];
export type Worked = {
  lines: Lines;
  instalments: Instalments;
  net: number;
  tax: number;
  total: number;
};

/**
 * An invoice's figures from what was sent: each line's net (unit × quantity, exact), its tax
 * (rounded half up per line, so the printed lines add up to the printed totals) and the totals;
 * the instalments as sent (they must add up to the total) or the total split evenly.
 */
export function workOut(c: InvoiceCreate): Worked {
  const cur = c.currency;
  const nets: Amount[] = [];
  const taxes: Amount[] = [];
  const lines: Lines = c.lines.map((l, i) => {
    const unit = parseAmount(l.amount, cur, `lines.${i}.amount`);
    const net = times(unit, l.quantity);
    const tax = share(net, milliPercent(l.tax), 5n);
    nets.push(net);
    taxes.push(tax);
    return {
      position: i,
      description: l.description,
      unit: minorOf(unit),
      quantity: l.quantity,
      taxRate: l.tax,
      net: minorOf(net),
      tax: minorOf(tax),
      total: minorOf(net) + minorOf(tax),
    };
  });
  const total = sum([...nets, ...taxes], cur);
  return {
    lines,
    instalments: instalmentsOf(c, total),
    net: minorOf(sum(nets, cur)),
    tax: minorOf(sum(taxes, cur)),
    total: minorOf(total),
  };
}

function instalmentsOf(c: InvoiceCreate, total: Amount): Instalments {
  // Earliest due first, before any split: a minor unit left over goes to the first one due.
  const plan = (c.instalments?.length ? c.instalments : [{ due: c.due, amount: undefined }])
    .map((p, sent) => ({ ...p, sent }))
    .sort((a, b) => a.due.localeCompare(b.due));
  const given = plan.filter((p) => p.amount !== undefined).length;
  if (given !== 0 && given !== plan.length)
    throw badRequest(M.instalmentsMixed, { instalments: M.instalmentsMixed });
  const amounts =
    given === 0
      ? split(total, plan.length)
      : plan.map((p) => parseAmount(p.amount!, c.currency, `instalments.${p.sent}.amount`));
  if (minorOf(sum(amounts, c.currency)) !== minorOf(total))
    throw badRequest(M.instalmentsSum, { instalments: M.instalmentsSum });
  return plan.map((p, position) => ({
    position,
    due: p.due,
    amount: minorOf(amounts[position]!),
    paid: 0,
  }));
}

/**
 * A payment spread over the instalments, earliest due first: what each one's `paid` becomes.
 * The caller has checked that the payment is no more than what is outstanding.
 */
export function spread(instalments: readonly InvoiceInstalmentRow[], amount: number) {
  let left = amount;
  return instalments.map((p) => {
    const owed = Number(p.amount) - Number(p.paid);
    const take = Math.min(owed, left);
    left -= take;
    return { position: p.position, paid: Number(p.paid) + take };
  });
}
