import type BetterSqlite3 from 'better-sqlite3';
import { withOwedInvoices } from './owed-invoices';

/**
 * Students at work, for plan tests (SQLite, with statistics unless asked without): the owed invoices' 20,000 students
 * (1 in 50 deleted, each at its own time: `owed-invoices.ts`), 16 in 25 assigned to one of 20
 * counsellors `u0`…`u19`; 2 in 3 with an open follow-up due from 40 days before `day` to 19 after,
 * 1 in 100 of them booked by `me` on someone's student; a conditional offer for 1 in 4 (1 in 200
 * of those deleted) with a condition due by its acceptance deadline.
 */
export const withStudentsAtWork = (day: string, me: string, statistics = true) =>
  withOwedInvoices(
    20_000,
    day,
    (raw: BetterSqlite3.Database) => {
      raw.exec(`update enquiries set "assignedTo" = 'u' || (cast(substr(id, 2) as integer) % 20)
      where cast(substr(id, 2) as integer) % 25 < 16`);
      raw.exec(`insert into followups (id, "createdAt", "updatedAt", enquiry, "followUpDetails",
        "nextContactDate", kind, "createdBy")
      select 'f' || substr(id, 2), '2026-01-01', '2026-01-01', id, 'Call back',
        strftime('%Y-%m-%d', '${day}', (cast(substr(id, 2) as integer) % 60 - 40) || ' days'),
        'task', case when cast(substr(id, 2) as integer) % 100 = 42 then '${me}' end
      from enquiries where cast(substr(id, 2) as integer) % 3 <> 0`);
      raw.exec(`insert into applications (id, "createdAt", "updatedAt", enquiry, college, course,
        stage, "stageAt", "assignedTo", "acceptanceDeadline", "deletedAt")
      select 'a' || substr(id, 2), '2026-01-01', '2026-01-01', id, 'c1', 'k1',
        'conditional_offer', '2026-01-01', "assignedTo",
        strftime('%Y-%m-%d', '${day}', (cast(substr(id, 2) as integer) % 30) || ' days'),
        case when cast(substr(id, 2) as integer) % 200 = 5
          then strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000 + cast(substr(id, 2) as integer),
            'unixepoch') end
      from enquiries where cast(substr(id, 2) as integer) % 4 = 1`);
      raw.exec(`insert into application_conditions (id, "applicationId", text, "dueDate", satisfied,
        "createdAt", "updatedAt")
      select 'ac' || substr(id, 2), id, 'IELTS 6.5', "acceptanceDeadline", 0, '2026-01-01', '2026-01-01'
      from applications`);
    },
    statistics,
  );
