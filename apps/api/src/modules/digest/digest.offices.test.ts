import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';
import { officeHelpers } from '../../test/offices';
import { runDigest } from './digest';

/** 09:00 on a day far ahead (the agency's zone: UTC): every lead below waits past its target. */
const MORNING = new Date('2031-06-30T09:00:00.000Z');
const DAY = '2031-06-30';

/**
 * A counsellor who owns work in an office they no longer belong to, beside call-backs that are
 * everyone's in both offices: their digest lists only their office's records.
 */
describe('the morning digest per office', () => {
  let t: TestApp;
  let admin: string;
  let n = 0;
  const db = () => t.app.dbHandle.db;
  const call = (token: string, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

  /** A public lead of `office` named `fName`, given to `owner`, with a follow-up due today. */
  async function lead(office: string, fName: string, owner: { id: string; token: string }) {
    const input = { ...enquiryInput(++n), fName, office };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: input })).statusCode,
    ).toBe(201);
    const { id } = await db()
      .selectFrom('enquiries')
      .select('id')
      .where('fName', '=', fName)
      .executeTakeFirstOrThrow();
    expect(
      (await call(admin, 'PUT', `/enquiries/${id}`, { assignedTo: owner.id })).statusCode,
    ).toBe(200);
    const task = { enquiry: id, nextContactDate: DAY, followUpDetails: `Call ${fName}` };
    expect((await call(owner.token, 'POST', '/followUp', task)).statusCode).toBe(201);
  }
  /** A call request of `office` waiting for anyone's call-back (its caller left no one in charge). */
  async function everyonesCallBack(office: string, name: string) {
    const payload = {
      name,
      email: `${name.toLowerCase()}@example.com`,
      message: 'Call me',
      office,
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload })).statusCode).toBe(
      201,
    );
    await db()
      .updateTable('contacts')
      .set({ nextTryAt: '2031-06-30T06:30:00.000Z' })
      .where('name', '=', name)
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const h = officeHelpers(t, admin);
    const a = (await h.list()).find((o) => o.isDefault)!._id;
    const b = (await h.office('Pune'))._id;
    const asha = await h.member('counsellor', [a, b]);
    await lead(a, 'Alpha', asha);
    await lead(b, 'Bravo', asha);
    await everyonesCallBack(a, 'Carmen');
    await everyonesCallBack(b, 'Dinesh');
    // Asha now works in the first office only; Bravo stays hers until someone hands it on.
    expect((await call(admin, 'PUT', `/users/${asha.id}`, { offices: [a] })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('lists each person’s records of their own offices only', async () => {
    expect(await runDigest(db(), MORNING)).toBe(2);
    const mails = await db()
      .selectFrom('outbox as o')
      .innerJoin('users as u', 'u.id', 'o.userId')
      .select(['u.userType', 'o.textBody'])
      .where('o.kind', '=', 'digest')
      .execute();
    const asha = mails.find((m) => m.userType === 'counsellor')!.textBody;
    expect(asha).toContain('Call Alpha');
    expect(asha).toMatch(/Leads waiting past[^\n]*\n[^\n]*Alpha/);
    expect(asha).toContain('Carmen');
    for (const other of ['Bravo', 'Dinesh']) expect(asha).not.toContain(other);
    // an admin sees every office: both call-backs are theirs to take
    const adminMail = mails.find((m) => m.userType === 'admin')!.textBody;
    for (const both of ['Carmen', 'Dinesh']) expect(adminMail).toContain(both);
  });
});
