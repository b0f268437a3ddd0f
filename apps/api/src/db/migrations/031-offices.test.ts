import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAD_OFFICE_NAME } from '@studydesk/contract';
import { upgradedApp, seedEnquiry, type LooseDb, type Upgraded } from '../../test/upgrade';

const at = '2026-01-05T09:00:00.000Z';

async function seedBefore031(db: LooseDb) {
  await seedEnquiry(db, at);
  await db
    .insertInto('users')
    .values({
      ...{ id: 'u1', fname: 'Asha', lname: 'Rao', email: 'asha@example.com', passwordHash: 'x' },
      ...{ userType: 'counsellor', status: 'active', createdAt: at, updatedAt: at },
    })
    .execute();
  await db
    .insertInto('contacts')
    .values({
      ...{ id: 'c1', name: 'Caller', email: 'c@example.com', message: 'Call me' },
      ...{ status: 'new', createdAt: at, updatedAt: at },
    })
    .execute();
  await db
    .insertInto('settings')
    .values({ key: 'timeZone', value: '"Asia/Kolkata"', updatedAt: at, updatedBy: null })
    .execute();
}

describe('migration 031: existing data moves into the head office', () => {
  let u: Upgraded;
  let db: LooseDb;
  beforeAll(async () => {
    u = await upgradedApp('030-outbox-from-name', seedBefore031);
    db = u.t.app.dbHandle.db as unknown as LooseDb;
  });
  afterAll(() => u.close());

  it('makes one head office in the agency time zone, holding every record and person', async () => {
    const offices = await db.selectFrom('offices').selectAll().execute();
    expect(offices).toHaveLength(1);
    expect(offices[0]).toMatchObject({ name: HEAD_OFFICE_NAME, timeZone: 'Asia/Kolkata' });
    const head = offices[0]!.id;
    expect(await db.selectFrom('enquiries').select(['id', 'officeId']).execute()).toEqual([
      { id: 'e1', officeId: head },
    ]);
    expect(await db.selectFrom('contacts').select(['id', 'officeId']).execute()).toEqual([
      { id: 'c1', officeId: head },
    ]);
    const members = await db.selectFrom('user_offices').selectAll().orderBy('userId').execute();
    expect(members.map((m) => m.officeId)).toEqual(members.map(() => head));
    expect(members.map((m) => m.userId)).toContain('u1');
  });

  it('refuses an enquiry without an office', async () => {
    await expect(
      db.updateTable('enquiries').set({ officeId: null }).where('id', '=', 'e1').execute(),
    ).rejects.toThrow();
  });
});
