import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES as M,
  IN_USE_MESSAGES,
  type Application,
  type ApplicationCommission,
  type ApplicationDetail,
  type TimelineEntry,
} from '@studydesk/contract';
import type { TestApp } from '../../test/harness';
import { postStaffEnquiry, staffEnquiryInput } from '../../test/fixtures';
import { withJourney, type Journey } from './applications.fixtures';

/**
 * An application never stands without its student. A student with live applications
 * is not deleted (409, saying how many); a deleted application of a deleted student is not
 * restored (409); a merge takes the merged student's applications, whole, to the kept one.
 */
describe("a student's applications go where the student goes", () => {
  let t: TestApp;
  let j: Journey;
  withJourney((m) => ({ t, j } = m));
  let phone = 0;
  const student = async (fName: string, assignedTo?: string) => {
    const mobile = `+91 98662 4${String(++phone).padStart(4, '0')}`;
    const res = await postStaffEnquiry(
      t,
      j.admin,
      staffEnquiryInput({ fName, mobile, assignedTo }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ _id: string; enqNo: string }>();
  };
  const open = async (enquiry: string, more: object = {}) => {
    const res = await j.apply(j.admin, enquiry, more);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ApplicationDetail>()._id;
  };
  const ids = async (url: string) =>
    (await j.call(j.admin, 'GET', url)).json<{ data: Application[] }>().data.map((a) => a._id);
  const students = async (q: string) =>
    (await j.call(j.admin, 'GET', `/enquiries?limit=100${q}`))
      .json<{ enquiries: { _id: string }[] }>()
      .enquiries.map((e) => e._id);
  const deleteStudent = (id: string, token = j.admin) => j.call(token, 'PATCH', `/enquiries/${id}`);
  const refused = (res: { statusCode: number; body: string }, message: string) => {
    expect(res.statusCode, res.body).toBe(409);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'conflict', message });
  };

  it('refuses to delete a student with live applications, saying how many, and changes nothing', async () => {
    const s = await student('Anil', j.asha.id);
    const [a, b] = [await open(s._id), await open(s._id, { course: j.courses.nursing })];
    refused(await deleteStudent(s._id), IN_USE_MESSAGES.enquiry(2, false));
    expect(IN_USE_MESSAGES.enquiry(2, false)).toBe(
      'This student has 2 applications: delete them first',
    );
    // Their counsellor is refused alike.
    refused(await deleteStudent(s._id, j.asha.token), IN_USE_MESSAGES.enquiry(2, false));
    expect((await j.call(j.admin, 'GET', `/enquiries/${s._id}`)).statusCode).toBe(200);
    expect(await students('')).toContain(s._id);
    expect(await students('&deleted=true')).not.toContain(s._id);
    expect((await ids(`/enquiries/${s._id}/applications`)).sort()).toEqual([a, b].sort());

    expect((await j.call(j.admin, 'DELETE', `/applications/${a}`)).statusCode).toBe(200);
    refused(await deleteStudent(s._id), 'This student has 1 application: delete it first');
    // A deleted application does not keep its student.
    expect((await j.call(j.admin, 'DELETE', `/applications/${b}`)).statusCode).toBe(200);
    const gone = await deleteStudent(s._id);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await students('&deleted=true')).toContain(s._id);
  });

  it("refuses to restore an application while its student is deleted; the student's restore lets it back", async () => {
    const s = await student('Bina');
    const a = await open(s._id);
    expect((await j.call(j.admin, 'DELETE', `/applications/${a}`)).statusCode).toBe(200);
    expect((await deleteStudent(s._id)).statusCode).toBe(200);
    const restore = () => j.call(j.admin, 'POST', `/applications/${a}/restore`);
    refused(await restore(), M.restoreStudentDeleted);
    expect(await ids('/applications?limit=100')).not.toContain(a);
    expect((await j.call(j.admin, 'POST', `/enquiries/${s._id}/restore`)).statusCode).toBe(200);
    const back = await restore();
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ enquiry: s._id, deletedAt: null });
  });

  it('a merge takes the other student’s applications with their history, conditions and commission, deleted ones too', async () => {
    await j.call(j.admin, 'PUT', `/college/${j.colleges.lakeside}/commission`, {
      type: 'fixed',
      value: 900,
      currency: 'CAD',
    });
    const [kept, other] = [await student('Chitra'), await student('Chitra')];
    const a = await open(other._id, { intake: j.intakes.september, tuition: 20000 });
    const b = await open(other._id, { course: j.courses.nursing });
    await j.call(j.admin, 'PATCH', `/applications/${a}/stage`, { stage: 'Conditional offer' });
    await j.call(j.admin, 'POST', `/applications/${a}/conditions`, { text: 'IELTS 6.5' });
    // Still conditional: enrolled on purpose, with the reason.
    const enrol = { stage: 'Enrolled', confirm: true, note: 'Conditions met by phone' };
    await j.call(j.admin, 'PATCH', `/applications/${a}/stage`, enrol);
    expect((await j.call(j.admin, 'DELETE', `/applications/${b}`)).statusCode).toBe(200);
    const detail = async () =>
      (await j.call(j.admin, 'GET', `/applications/${a}`)).json<ApplicationDetail>();
    const commission = async () =>
      (await j.call(j.admin, 'GET', `/applications/${a}/commission`)).json<ApplicationCommission>();
    const [before, owed] = [await detail(), await commission()];
    expect(owed).toMatchObject({ status: 'claimable', expected: 900 });

    const merged = await j.call(j.admin, 'POST', `/enquiries/${kept._id}/merge`, {
      other: other._id,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const after = await detail();
    expect(after).toMatchObject({ enquiry: kept._id, enqNo: kept.enqNo });
    expect(after.stageHistory).toEqual(before.stageHistory);
    expect(after.conditions).toEqual(before.conditions);
    expect(await commission()).toEqual(owed);
    expect(await ids(`/enquiries/${kept._id}/applications`)).toEqual([a]);

    const timeline = await j.call(j.admin, 'GET', `/enquiries/${kept._id}/timeline`);
    const moves = timeline
      .json<{ data: TimelineEntry[] }>()
      .data.flatMap((e) => (e.type === 'applicationStage' ? [e.applicationId] : []));
    expect(moves.filter((id) => id === a)).toHaveLength(3);
    expect(moves.filter((id) => id === b)).toHaveLength(1);

    // The deleted one went too: back, it is the kept student's; the kept student is kept by both.
    refused(await deleteStudent(kept._id), IN_USE_MESSAGES.enquiry(1, false));
    const back = await j.call(j.admin, 'POST', `/applications/${b}/restore`);
    expect(back.json()).toMatchObject({ enquiry: kept._id, deletedAt: null });
    refused(await deleteStudent(kept._id), IN_USE_MESSAGES.enquiry(2, false));
  });
});
