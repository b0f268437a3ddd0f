import { sql, type RawBuilder } from 'kysely';
import { finestDigits, unusualDigits, type CommissionStatus } from '@studydesk/contract';

/*
 * An application's commission reckoned in SQL, in one place: for one application and for the
 * summary (modules/applications/commission.ts), and for the triggers that keep the reckoned
 * sums (migration 066), which sit below the modules.
 * - the currency: a percentage's is the application's, else the rule's, else the college's
 *   country's; a fixed amount's (or no rule's) the rule's, else the country's;
 * - the expected amount in whole minor units of its currency (JPY none, GBP cents, KWD fils):
 *   a fixed rule's value, or the tuition in minor units × percentage / 100, rounded half away
 *   from zero on the minor unit; none without a rule, or a percentage without tuition;
 * - the status: received, invoiced (by their dates), none once closed, claimable at Enrolled,
 *   else expected.
 */
const ref = (column: string) => sql.ref(column);
/*
 * Half away from zero on a whole unit. Amounts are never negative, so floor(x + 0.5) is that;
 * round() is not the same everywhere (PostgreSQL rounds a double half to even).
 */
export const half = (x: RawBuilder<unknown>) => sql<number>`floor(${x} + 0.5)`;
/**
 * The currency's minor units in a major one, in SQL, which has no Intl: 100 unless listed. The
 * list is asked first as one `in` (a lookup in both databases), so a common currency is not
 * compared with every unusual one in turn, once for every kept group a report reckons.
 */
let scales: { codes: RawBuilder<unknown>; cases: RawBuilder<unknown> } | undefined;
const scaleOf = (currency: RawBuilder<unknown>) => {
  const unusual = [...unusualDigits()];
  scales ??= {
    codes: sql.join(unusual.map(([code]) => sql.lit(code))),
    cases: sql.join(
      unusual.map(([code, d]) => sql`when ${sql.lit(code)} then ${sql.lit(10 ** d)}`),
      sql` `,
    ),
  };
  return sql<number>`(case when ${currency} in (${scales.codes})
    then (case ${currency} ${scales.cases} end) else 100 end)`;
};
const toMinor = (amount: RawBuilder<unknown>, currency: RawBuilder<unknown>) =>
  half(sql`${amount} * ${scaleOf(currency)}`);
/** Amounts recorded by hand are summed in the finest minor unit of any currency. */
export const FINE = 10 ** finestDigits();
/** A date recorded (as JavaScript's truthiness read it: neither null nor ''). */
export const filled = (column: string) => sql<boolean>`coalesce(${ref(column)}, '') <> ''`;

/**
 * What the rule is applied to: an application, or a group of like ones (commission.summary.ts),
 * joined to its stage `s`, college's country `co` and college's rule `r`.
 */
/** Where it stands, from its dates and its stage `s`'s phase. */
export const statusOf = (received: RawBuilder<unknown>, invoiced: RawBuilder<unknown>) =>
  sql<CommissionStatus | null>`case when ${received} then 'received'
    when ${invoiced} then 'invoiced' when ${ref('s.phase')} = 'closed' then null
    when ${ref('s.phase')} = 'enrolled' then 'claimable' else 'expected' end`;

export type Source = {
  currency: RawBuilder<unknown>;
  tuition: RawBuilder<unknown>;
  received: RawBuilder<unknown>;
  invoiced: RawBuilder<unknown>;
};
export const reckoned = (x: Source) => {
  const currency = sql<string | null>`case when ${ref('r.type')} = 'percent'
    then coalesce(${x.currency}, ${ref('r.currency')}, ${ref('co.currency')})
    else coalesce(${ref('r.currency')}, ${ref('co.currency')}) end`;
  const tuition = toMinor(x.tuition, currency);
  return {
    currency,
    expectedMinor: sql<number | null>`case
      when ${ref('r.type')} = 'fixed' then ${toMinor(ref('r.value'), currency)}
      when ${ref('r.type')} = 'percent' and ${x.tuition} is not null
        then ${half(sql`${tuition} * ${ref('r.value')} / 100.0`)} end`,
    status: statusOf(x.received, x.invoiced),
  };
};
