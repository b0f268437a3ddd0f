import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { SETTINGS_DEFAULTS } from '@studydesk/contract';
import { now } from '../../lib/ids';

/*
 * "Past the response target", each enquiry against its own office's target (its own setting,
 * else the agency's, else the default). Worked out in the statement, so a list filter (which
 * is built without a read of its own) and the figures that link to it count the same rows.
 * A stored setting that is not a whole number is its default, as the settings store reads it.
 */

/** Any database handle or transaction: only its dialect is read. */
export type Dialected = Pick<Kysely<unknown>, 'getExecutor'>;

const isPg = (db: Dialected) => db.getExecutor().adapter instanceof PostgresAdapter;

const target = (pg: boolean) => {
  const valid = pg
    ? sql`s.value ~ '^[1-9][0-9]{0,3}$'`
    : sql`s.value glob '[1-9]*' and s.value not glob '*[^0-9]*' and length(s.value) <= 4`;
  return sql<number>`coalesce(
    (select o."responseTargetMinutes" from offices o where o.id = enquiries."officeId"),
    (select case when ${valid} then cast(s.value as integer) end
       from settings s where s.key = 'responseTargetMinutes'),
    ${SETTINGS_DEFAULTS.responseTargetMinutes})`;
};

/** The ISO time `minutes` before `at`, in the statement (the stored times' own format). */
const minutesBefore = (pg: boolean, at: string, minutes: ReturnType<typeof target>) =>
  pg
    ? sql<string>`to_char((cast(${at} as timestamptz) - make_interval(mins => ${minutes})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${at}, '-' || ${minutes} || ' minutes')`;

/**
 * True for an enquiry (table `enquiries`) created longer before `at` (default now) than its
 * office's response target.
 */
export function pastOfficeTarget(db: Dialected, at = now()) {
  const pg = isPg(db);
  return sql<boolean>`enquiries."createdAt" < ${minutesBefore(pg, at, target(pg))}`;
}
