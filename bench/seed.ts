import type { Db } from '../apps/api/src/db/database';
import { newId } from '../apps/api/src/lib/ids';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const STATUSES = ['new', 'active', 'pending', 'converted', 'closed'];
const CATEGORIES = ['Graduate', 'Postgraduate', 'Diploma', 'PhD', 'Other'];

async function insertBatched(db: Db, count: number, insert: (rows: number[]) => Promise<unknown>) {
  for (let i = 0; i < count; i += 500)
    await insert(Array.from({ length: Math.min(500, count - i) }, (_, k) => i + k));
  void db;
}

/** Rows for the benchmarks: services, and enquiries spread over statuses and a year of dates. */
export async function seed(db: Db, services: number, enquiries: number) {
  await db.transaction().execute(async (trx) => {
    await insertBatched(db, services, (ns) =>
      trx
        .insertInto('services')
        .values(
          ns.map((n) => {
            const at = new Date(T0 + n * 60_000).toISOString();
            return { id: newId(), title: `Service ${n}`, createdAt: at, updatedAt: at };
          }),
        )
        .execute(),
    );
    await insertBatched(db, enquiries, (ns) =>
      trx
        .insertInto('enquiries')
        .values(
          ns.map((n) => {
            const at = new Date(T0 + n * 300_000).toISOString();
            return {
              id: newId(),
              enqNo: `ENQ-${String(n + 1).padStart(6, '0')}`,
              fName: `Student${n}`,
              lName: 'Bench',
              email: `s${n}@bench.example`,
              mobile: `+44 7700 ${String(n).padStart(6, '0')}`,
              location: 'London',
              country: 'Canada',
              course: 'MBA',
              college: null,
              category: CATEGORIES[n % 5]!,
              preferredIntake: null,
              message: null,
              source: 'form',
              leadQuality: null,
              status: STATUSES[n % 5]!,
              assignedTo: null,
              remarks: null,
              duplicateOf: null,
              createdAt: at,
              updatedAt: at,
              deletedAt: null,
            };
          }),
        )
        .execute(),
    );
    await trx.insertInto('counters').values({ name: 'enquiry', value: enquiries }).execute();
  });
}
