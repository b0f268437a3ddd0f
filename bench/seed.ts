import type { Db } from '../apps/api/src/db/database';
import { newId } from '../apps/api/src/lib/ids';
import { termsWritten } from '../apps/api/src/lib/search/docs';
import { phoneKeys, termsOf } from '../apps/api/src/lib/search/terms';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const STATUSES = ['new', 'active', 'pending', 'converted', 'closed'];
const CATEGORIES = ['Graduate', 'Postgraduate', 'Diploma', 'PhD', 'Other'];
/** Countries of interest as an agency sees them: a few common, a long tail, some not given. */
const COUNTRIES = [
  ...['Canada', 'United Kingdom', 'Australia', 'Ireland', 'Germany', 'New Zealand'],
  ...['United States', 'France', 'Netherlands', 'Sweden', 'Singapore', 'Japan', 'Italy'],
  ...['Spain', 'Denmark', 'Finland', 'Norway', 'Poland', 'Malta', 'Cyprus', 'Dubai'],
];
const countryOf = (n: number) =>
  n % 13 === 0 ? null : COUNTRIES[(n * 7) % (n % 3 === 0 ? 6 : COUNTRIES.length)]!;
const DAY = 86_400_000;
export const FIRST = [
  ...['Varun', 'Asha', 'Priya', 'Rahul', 'Meera', 'Arjun', 'Divya', 'Karan', 'Sneha', 'Vikram'],
  ...['Ananya', 'Rohan', 'Kavya', 'Aditya', 'Isha', 'Nikhil', 'Pooja', 'Siddharth', 'Neha'],
  ...['Amit', 'Farah', 'Joseph', 'Lakshmi', 'Manoj', 'Nisha', 'Omar', 'Ritu', 'Sanjay', 'Tara'],
  ...['Usha', 'Vivek', 'Yash', 'Zoya', 'Deepak', 'Gita', 'Harish', 'Irfan', 'Jaya', 'Kiran'],
];
export const LAST = [
  ...['Thomas', 'Verma', 'Sharma', 'Nair', 'Iyer', 'Menon', 'Reddy', 'Gupta', 'Patel', 'Singh'],
  ...['Das', 'Joseph', 'Kumar', 'Rao', 'Pillai', 'Mehta', 'Shah', 'Bose', 'Kapoor', 'George'],
  ...['Chopra', 'Desai', 'Fernandes', 'Ghosh', 'Hegde', 'Jain', 'Kulkarni', 'Mathew', 'Naidu'],
  ...['Pandey', 'Qureshi', 'Saxena', 'Thakur', 'Varghese', 'Wadia', 'Yadav', 'Banerjee', 'Chauhan'],
  ...['Dutta', 'Agarwal', 'Bhatt', 'Chandra', 'Dsouza', 'Eapen', 'Francis', 'Gill', 'Hussain'],
];

/** The n-th seeded person: 40 first names × 50 last names, a unique Indian mobile and e-mail. */
export function personOf(n: number) {
  const fName = FIRST[n % FIRST.length]!;
  const lName = LAST[Math.floor(n / FIRST.length) % LAST.length]!;
  const digits = `9${String(n).padStart(9, '0')}`;
  return {
    fName,
    lName,
    email: `${fName}.${lName}${n}@bench.example`.toLowerCase(),
    mobile: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
  };
}

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
    await insertBatched(db, enquiries, async (ns) => {
      const rows = ns.map((n) => {
        const at = new Date(T0 + n * 300_000).toISOString();
        const p = personOf(n);
        return {
          id: newId(),
          enqNo: `ENQ-${String(n + 1).padStart(6, '0')}`,
          ...p,
          ...phoneKeys(p.mobile),
          location: 'London',
          country: countryOf(n),
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
          // one in ten still waiting; the rest first contacted 0–96 minutes after arriving
          firstContactAt:
            n % 10 === 0 ? null : new Date(T0 + n * 300_000 + (n % 97) * 60_000).toISOString(),
          createdAt: at,
          updatedAt: at,
          deletedAt: null,
        };
      });
      await trx.insertInto('enquiries').values(rows).execute();
      const terms = rows.flatMap((r) =>
        termsOf([r.fName, r.lName], r.email).map((term) => ({
          kind: 'enquiry',
          term,
          recordId: r.id,
        })),
      );
      await trx.insertInto('search_terms').values(terms).execute();
      await termsWritten(trx, terms);
    });
    await trx.insertInto('counters').values({ name: 'enquiry', value: enquiries }).execute();
  });
  await seedFollowUps(db, Math.floor(enquiries / 2));
}

/** One follow-up for every other enquiry, next contact dates spread over the year. */
async function seedFollowUps(db: Db, count: number) {
  const enquiryIds = await db
    .selectFrom('enquiries')
    .select('id')
    .orderBy('createdAt')
    .limit(count * 2)
    .execute();
  await db.transaction().execute(async (trx) => {
    await insertBatched(db, count, (ns) =>
      trx
        .insertInto('followups')
        .values(
          ns.map((n) => {
            const at = new Date(T0 + n * 600_000).toISOString();
            return {
              id: newId(),
              enquiry: enquiryIds[n * 2]!.id,
              followUpDetails: `Called student ${n}`,
              nextContactDate: new Date(T0 + (n % 365) * DAY).toISOString().slice(0, 10),
              status: null,
              remarks: null,
              createdBy: null,
              kind: 'task',
              createdAt: at,
              updatedAt: at,
            };
          }),
        )
        .execute(),
    );
  });
}
