import { afterAll, describe, expect, it } from 'vitest';
import { upgradedApp, type LooseDb, type Upgraded } from '../../test/upgrade';

const at = (min: number) => new Date(Date.UTC(2026, 0, 5, 9) + min * 60_000).toISOString();

async function seedBefore014(db: LooseDb) {
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
  let up: Upgraded | undefined;
  afterAll(() => up?.close());

  it('takes the earliest follow-up or staff move away from new, and leaves the rest waiting', async () => {
    up = await upgradedApp('010-settings', seedBefore014);
    const { t } = up;
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
