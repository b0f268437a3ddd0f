import type { ApplicationDetail, Claim } from '@studydesk/contract';
import { createRecord } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';
import type { Journey } from '../applications/applications.fixtures';

/** The contact claims to Lakeside go to. */
export const CLAIMS_CONTACT = { name: 'Dana Lee', email: 'claims@lakeside.example' };

/**
 * Commission to claim, on the applications tests' small agency: Lakeside pays 10 % of tuition
 * in Canadian dollars, half at enrolment and half 30 days after the intake starts; its
 * January 2026 intake has started (so both halves are claimable), September 2031 has not.
 */
export async function claimsAgency(t: TestApp, j: Journey) {
  await j.call(j.admin, 'PUT', `/countries/${j.canada}`, { name: 'Canada', currency: 'CAD' });
  const rule = await j.call(j.admin, 'PUT', `/college/${j.colleges.lakeside}/commission`, {
    type: 'percent',
    value: 10,
    schedule: [
      { share: '50', from: 'enrolment' },
      { share: '50', from: 'intake-start', days: 30 },
    ],
    claimsContact: CLAIMS_CONTACT,
  });
  if (rule.statusCode !== 200) throw new Error(rule.body);
  await j.call(j.admin, 'PUT', `/college/${j.colleges.harbour}/commission`, {
    type: 'fixed',
    value: 1200,
    currency: 'GBP',
  });
  const started = await createRecord(t, j.admin, '/api/intake', {
    college: j.colleges.lakeside,
    intakeMonth: 'January',
    intakeYear: 2026,
    deadlineDate: '2025-11-01',
  });
  let n = 0;
  /** An application of `enquiry`, moved to Enrolled; its id. */
  async function enrolled(enquiry: string, more: object = {}, token = j.admin) {
    const res = await j.apply(token, enquiry, { intake: started, tuition: 20000, ...more });
    if (res.statusCode !== 201) throw new Error(`apply: ${res.body}`);
    const id = res.json<ApplicationDetail>()._id;
    const moved = await j.call(token, 'PATCH', `/applications/${id}/stage`, {
      stage: 'Enrolled',
      confirm: true,
      note: `Enrolled ${++n}`,
    });
    if (moved.statusCode !== 200) throw new Error(`enrol: ${moved.body}`);
    return id;
  }
  const claimRes = (token: string, applications: string[], college = j.colleges.lakeside) =>
    j.call(token, 'POST', '/claims', { college, applications });
  async function claim(token: string, applications: string[], college?: string) {
    const res = await claimRes(token, applications, college);
    if (res.statusCode !== 201) throw new Error(`claim: ${res.statusCode} ${res.body}`);
    return res.json<Claim>();
  }
  return { started, enrolled, claimRes, claim };
}
export type ClaimsAgency = Awaited<ReturnType<typeof claimsAgency>>;
