import { append, type Kept } from './money-sums-sql';
import { both, each, triggerName, type Source } from './money-sums-triggers';

/*
 * PostgreSQL's triggers for the money summary's kept sums (migration 064): once per statement,
 * over its transition tables, appending signed deltas (insert only: no row shared between
 * writers, so no lock order between them and no deadlock).
 *
 * A delta's place (office, owner) is read from the student's row when the trigger runs, so a
 * write and a move of the same student must not each miss the other's uncommitted change:
 * a student moved locks their invoices (`for no key update`) before counting what hangs under
 * them, so it waits for a payment in flight (which holds its invoice) and then counts it; a
 * payment or instalment written holds its invoice (`for share`) so a move waits for it; a new
 * invoice, or one moved to another student, holds that student (`for share`) so a move of them
 * waits for it, or it for the move, and reads their office after. Nothing here locks a student
 * from a payment's path (which holds its invoice): a merge, which locks both students and then
 * moves their invoices, never waits in the opposite order.
 */
/**
 * Each statement through EXECUTE: PL/pgSQL would keep the plan a connection first made (on
 * nearly empty tables, a scan) for its whole life; EXECUTE plans for the tables as they are
 * (docs/DECISIONS.md, "Trigger statements planned on each write").
 */
const planned = (statement: string) => `execute $x$${statement.replace(/;\s*$/, '')}$x$;`;
const run = (k: Kept, rows: string) => planned(append(k, rows));

const paired = (s: Source) =>
  `from old_rows o join new_rows nw on nw.id = o.id and ${s.moved!('o', 'nw', 'is distinct from')}`;

/** The rows whose money moved: every old and new one, or (by key) those that changed. */
const heads = (s: Source) =>
  s.moved
    ? { minus: paired(s), plus: paired(s) }
    : { minus: 'from old_rows o', plus: 'from new_rows nw' };

/** What a statement of `s` locks first (per operation), as the comment above says. */
function locks(s: Source, op: 'insert' | 'update' | 'delete'): string {
  const rows = op === 'delete' ? 'old_rows' : 'new_rows';
  if (s.table === 'payments' || s.table === 'invoice_instalments')
    return planned(
      `select 1 from invoices i where i.id in (select "invoiceId" from ${rows}) for share of i`,
    );
  if (s.table === 'invoices' && op !== 'delete') {
    const from = op === 'insert' ? 'from new_rows nw' : paired(s);
    return planned(`select 1 ${from} join enquiries e on e.id = nw."enquiryId" for share of e`);
  }
  if (s.table === 'enquiries' && op === 'update')
    return planned(
      `select 1 ${paired(s)} join invoices i on i."enquiryId" = nw.id for no key update of i`,
    );
  return '';
}

const REFS: Record<string, string> = {
  insert: 'new table as new_rows',
  delete: 'old table as old_rows',
  update: 'old table as old_rows new table as new_rows',
};
const opsOf = (s: Source) =>
  s.inserts === false ? ['delete', 'update'] : ['insert', 'delete', 'update'];
const fn = (s: Source) => `money_sums_${s.name}`;

export function pgTriggers(s: Source): string[] {
  const h = heads(s);
  const on = (op: string, refs: string) =>
    `create trigger ${triggerName(s, op)} after ${op} on ${s.table} referencing ${refs}
     for each statement execute function ${fn(s)}()`;
  return [
    `create function ${fn(s)}() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then ${locks(s, 'insert')}
         ${each(run, s.parts('1', 'nw', 'from new_rows nw'))}
       elsif tg_op = 'DELETE' then ${locks(s, 'delete')}
         ${each(run, s.parts('-1', 'o', 'from old_rows o'))}
       else ${locks(s, 'update')}
         ${both(run, s.parts('-1', 'o', h.minus), s.parts('1', 'nw', h.plus))}
       end if;
       return null;
     end $$`,
    ...opsOf(s).map((op) => on(op, REFS[op]!)),
  ];
}

export const dropPgTriggers = (s: Source): string[] => [
  ...opsOf(s).map((op) => `drop trigger ${triggerName(s, op)} on ${s.table}`),
  `drop function ${fn(s)}()`,
];
