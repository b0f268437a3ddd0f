import { badRequest } from '../errors';

/** The days money is dated within: a typo's year (0026, 2206) is refused, never stored. */
const FIRST = '2000-01-01';
const LAST = '2099-12-31';
const DAY_MS = 86_400_000;

/**
 * A day money is dated on (a due date, a payment's day), checked against the years it can be
 * in; `paid`: a day something was paid, which cannot be after today (tomorrow in UTC is
 * allowed: the agency's today may be ahead of the server's).
 */
export function checkMoneyDay(day: string, field: string, paid = false): void {
  const latest = paid ? new Date(Date.now() + DAY_MS).toISOString().slice(0, 10) : LAST;
  const message =
    day < FIRST
      ? 'Enter a day from 2000 on'
      : day > latest
        ? paid
          ? 'A payment cannot be dated after today'
          : 'Enter a day before 2100'
        : null;
  if (message) throw badRequest(message, { [field]: message });
}
