import { afterAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openDatabase, type DbHandle } from '../database';
import { migratorFor } from '../migrate';
import { createTestApp, freshDatabaseUrl, type TestApp } from '../../test/harness';

type Loose = Kysely<Record<string, Record<string, unknown>>>;
const at = (min: number) => new Date(Date.UTC(2026, 0, 5, 9) + min * 60_000).toISOString();

async function seedBefore014(db: Loose) {
  const enquiry = (id: string) => ({
    id,
    enqNo: id.toUpperCase(),
    fName: id,
    lName: 'Row',
    email: `${id}@example.com`,
    mobile: '+44 7700 900000',
    category: 'Graduate',
    source: 'form',
    status: 'new',
    createdAt: at(0),
    updatedAt: at(0),
  });
  await db.insertInto('enquiries').values(['e1', 'e2', 'e3', 'e4'].map(enquiry)).execute();
  await db
    .insertInto('users')
    .values({
      id: 'u1',
      fname: 'Asha',
      lname: 'Rao',
      email: 'asha@example.com',
      passwordHash: 'x',
      userType: 'counsellor',
      status: 'active',
      createdAt: at(0),
      updatedAt: at(0),
    })
    .execute();
  const change = (
    id: string,
    enquiryId: string,
    from: string,
    to: string,
    by: string | null,
    min: number,
  ) => ({ id, enquiryId, from, to, by, at: at(min) });
  await db
    .insertInto('enquiry_status_changes')
    .values([
      change('c1', 'e1', 'new', 'active', 'u1', 3), // staff move: earlier than e1's follow-up
      change('c2', 'e2', 'new', 'active', 'u1', 90), // later than e2's follow-up
      change('c3', 'e3', 'new', 'active', null, 5), // the system: not a contact
      change('c4', 'e3', 'active', 'pending', 'u1', 8), // not from new
    ])
    .execute();
  const followUp = (id: string, enquiry: string, kind: string, min: number) => ({
    id,
    enquiry,
    kind,
    followUpDetails: 'Call',
    createdAt: at(min),
    updatedAt: at(min),
  });
  await db
    .insertInto('followups')
    .values([
      followUp('f1', 'e1', 'contact', 10),
      followUp('f2', 'e2', 'contact', 40),
      followUp('f3', 'e2', 'task', 20),
    ])
    .execute();
}

describe('migration 014: first contacts of existing enquiries', () => {
  let t: TestApp | undefined;
  let handle: DbHandle | undefined;
  let drop: () => Promise<void> = () => Promise.resolve();
  afterAll(async () => {
    await t?.close();
    await handle?.close();
    await drop();
  });

  it('takes the earliest follow-up or staff move away from new, and leaves the rest waiting', async () => {
    const fresh = await freshDatabaseUrl();
    drop = fresh.drop;
    handle = openDatabase(fresh.url);
    const { error } = await migratorFor(handle.db).migrateTo('010-settings');
    expect(error).toBeUndefined();
    await seedBefore014(handle.db as unknown as Loose);
    await handle.close();
    handle = undefined;

    t = await createTestApp({ DATABASE_URL: fresh.url });
    const rows = await t.app.dbHandle.db
      .selectFrom('enquiries')
      .select(['id', 'firstContactAt'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'e1', firstContactAt: at(3) },
      { id: 'e2', firstContactAt: at(20) },
      { id: 'e3', firstContactAt: null },
      { id: 'e4', firstContactAt: null },
    ]);
  });
});
