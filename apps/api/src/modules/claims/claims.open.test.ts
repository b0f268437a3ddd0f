import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimableList } from '@studydesk/contract';
import type { TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { postStaffEnquiry, staffEnquiryInput } from '../../test/fixtures';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import { claimsAgency, type ClaimsAgency } from './claims.fixtures';

describe('claims: what a college can be claimed for today, per enrolled student', () => {
  let t: TestApp;
  let j: Journey;
  let c: ClaimsAgency;
  withJourney((m) => ({ t, j } = m));
  beforeAll(async () => {
    c = await claimsAgency(t, j);
  });
  const open = async (token: string, query: string) => {
    const res = await j.call(token, 'GET', `/claims/claimable?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ClaimableList>().data;
  };
  const ofLakeside = (token = j.admin, more = '') =>
    open(token, `college=${j.colleges.lakeside}${more}`);

  it('lists each enrolled student with their claimable instalments, and drops what is claimed', async () => {
    expect(await ofLakeside()).toEqual([]);
    const started = await c.enrolled(j.students.ashas._id);
    const later = await c.enrolled(j.students.ravis._id, {
      intake: j.intakes.september,
      tuition: 15000.5,
    });
    await j.apply(j.admin, j.students.nobodys._id, { tuition: 9000 }); // not enrolled
    const rows = await ofLakeside();
    expect(rows).toEqual([
      {
        application: started,
        enquiry: j.students.ashas._id,
        office: expect.any(String) as string,
        student: 'Meera Thomas',
        courseTitle: 'MSc Data Science',
        intakeName: 'January 2026',
        tuition: { amount: '20000.00', currency: 'CAD' },
        amount: { amount: '2000.00', currency: 'CAD' },
        instalments: [1, 2],
        // The second half fell claimable 30 days after the intake's first day.
        claimableSince: '2026-01-31',
      },
      expect.objectContaining({
        application: later,
        student: 'Kiran Thomas',
        intakeName: 'September 2031',
        amount: { amount: '750.03', currency: 'CAD' },
        instalments: [1],
        claimableSince: null,
      }),
    ]);
    expect(await open(j.admin, `college=${j.colleges.harbour}`)).toEqual([]);
    await c.claim(j.admin, [started]);
    expect((await ofLakeside()).map((r) => r.application)).toEqual([later]);
  });

  it('keeps to the viewer\u2019s offices, and to the office asked for', async () => {
    const h = officeHelpers(t, j.admin);
    const b = (await h.office('Branch C'))._id;
    const managerB = (await h.member('manager', [b])).token;
    const student = await postStaffEnquiry(
      t,
      j.admin,
      staffEnquiryInput({ fName: 'Bea', office: b, mobile: '+91 98661 28888' }),
    );
    const inB = await c.enrolled(student.json<{ _id: string }>()._id);
    expect((await ofLakeside(managerB)).map((r) => r.application)).toEqual([inB]);
    expect((await ofLakeside()).map((r) => r.application)).toContain(inB);
    expect((await ofLakeside(j.admin, `&office=${b}`)).map((r) => r.application)).toEqual([inB]);
  });

  it('refuses a missing or malformed college with a 400, and counsellors with a 403', async () => {
    for (const q of ['', 'college=', 'college=no%20such', 'college=%27x'])
      expect((await j.call(j.admin, 'GET', `/claims/claimable?${q}`)).statusCode).toBe(400);
    const asha = await j.call(
      j.asha.token,
      'GET',
      `/claims/claimable?college=${j.colleges.lakeside}`,
    );
    expect(asha.statusCode).toBe(403);
  });
});
