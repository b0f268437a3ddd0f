import { beforeAll, describe, expect, it } from 'vitest';
import type { Claim, ClaimSummary } from '@studydesk/contract';
import type { TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { postStaffEnquiry, staffEnquiryInput } from '../../test/fixtures';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import { claimsAgency, type ClaimsAgency } from './claims.fixtures';

describe('claims: admins and managers of the claim\u2019s office, nobody else', () => {
  let t: TestApp;
  let j: Journey;
  let c: ClaimsAgency;
  let claim: Claim;
  const who = {} as Record<'managerA' | 'managerB', string>;
  let inB: string;
  withJourney((m) => ({ t, j } = m));
  beforeAll(async () => {
    c = await claimsAgency(t, j);
    const h = officeHelpers(t, j.admin);
    const a = (await h.list()).find((o) => o.isDefault)!._id;
    const b = (await h.office('Branch B'))._id;
    who.managerA = (await h.member('manager', [a])).token;
    who.managerB = (await h.member('manager', [b])).token;
    const student = await postStaffEnquiry(
      t,
      j.admin,
      staffEnquiryInput({ fName: 'Bea', office: b, mobile: '+91 98661 29999' }),
    );
    inB = await c.enrolled(student.json<{ _id: string }>()._id);
    claim = await c.claim(who.managerA, [await c.enrolled(j.students.ashas._id)]);
  }, 60_000);
  const ids = async (token: string) =>
    (await j.call(token, 'GET', '/claims')).json<{ data: ClaimSummary[] }>().data.map((x) => x._id);

  it('records the office of its students, and lets that office\u2019s manager work it', async () => {
    expect(claim.office).toBeTruthy();
    expect(await ids(who.managerA)).toEqual([claim._id]);
    expect((await j.call(who.managerA, 'GET', `/claims/${claim._id}`)).statusCode).toBe(200);
    const sent = await j.call(who.managerA, 'PATCH', `/claims/${claim._id}`, { status: 'sent' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await ids(j.admin)).toContain(claim._id);
  });

  it('holds one office\u2019s students: a claim across offices is refused', async () => {
    const both = await c.claimRes(j.admin, [await c.enrolled(j.students.ravis._id), inB]);
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      fieldErrors: {
        applications: 'A claim holds one office\u2019s students: these are of several offices',
      },
    });
    const own = await c.claimRes(who.managerB, [inB]);
    expect(own.statusCode, own.body).toBe(201);
    expect(await ids(who.managerA)).not.toContain(own.json<Claim>()._id);
  });

  it('answers another office\u2019s manager 404 as for a missing claim, and counsellors 403', async () => {
    const missing = await j.call(
      who.managerB,
      'GET',
      '/claims/0190a0b0-0000-7000-8000-000000000000',
    );
    const theirs = await j.call(who.managerB, 'GET', `/claims/${claim._id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    const patch = await j.call(who.managerB, 'PATCH', `/claims/${claim._id}`, {
      status: 'written-off',
      reason: 'Not mine',
    });
    expect(patch.statusCode).toBe(404);
    expect(await ids(who.managerB)).not.toContain(claim._id);
    const other = await c.claimRes(who.managerB, [claim.lines[0]!.application]);
    expect(other.json()).toMatchObject({
      fieldErrors: { 'applications.0': 'Application not found' },
    });
    for (const [method, url] of [
      ['GET', '/claims'],
      ['GET', `/claims/${claim._id}`],
      ['POST', '/claims'],
    ] as const)
      expect((await j.call(j.asha.token, method, url, {})).statusCode, url).toBe(403);
    const after = await j.call(j.admin, 'GET', `/claims/${claim._id}`);
    expect(after.json<Claim>().status).toBe('sent');
  });
});
