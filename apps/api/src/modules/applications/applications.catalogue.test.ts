import { describe, expect, it } from 'vitest';
import { IN_USE_MESSAGES, type ApplicationDetail } from '@studydesk/contract';
import type { TestApp } from '../../test/harness';
import { courseInput, createRecord } from '../../test/fixtures';
import { withJourney, stageSteps, type Journey } from './applications.fixtures';

/**
 * The catalogue never leaves a live application naming nothing. A college or course
 * that live applications name is not deleted (409: hide it instead); an intake may go to the
 * trash, where its applications still read it, but not be deleted for good, one by one or all
 * at once. A deleted application keeps nothing; its restore is refused when its college,
 * course or stage is gone.
 */
describe('catalogue deletes and the applications that name the record', () => {
  let t: TestApp;
  let j: Journey;
  withJourney((m) => ({ t, j } = m));
  const { open } = stageSteps(() => j);
  const as = (method: 'GET' | 'DELETE' | 'POST', url: string) => j.call(j.admin, method, url);
  const app = async (id: string) =>
    (await as('GET', `/applications/${id}`)).json<ApplicationDetail>();
  const college = (name: string, courses: string[]) =>
    createRecord(t, j.admin, '/api/college', {
      name,
      country: j.canada,
      courses,
      category: ['Postgraduate'],
      status: 'popular',
      visible: true,
    });
  const refused = async (url: string, message: string) => {
    const res = await as('DELETE', url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(409);
    expect(res.json()).toMatchObject({ error: 'conflict', message });
  };

  it('refuses to delete a college or a course a live application names; a deleted one does not keep it', async () => {
    const course = await createRecord(t, j.admin, '/api/courses', {
      ...courseInput(8),
      title: 'MA Design',
    });
    const bay = await college('Bay College', [course]);
    const res = await j.apply(j.asha.token, j.students.ashas._id, { college: bay, course });
    const id = res.json<ApplicationDetail>()._id;
    await refused(`/college/${bay}`, IN_USE_MESSAGES.college(1));
    await refused(`/courses/${course}`, IN_USE_MESSAGES.course(1));
    expect(await app(id)).toMatchObject({ collegeName: 'Bay College', courseTitle: 'MA Design' });

    expect((await as('DELETE', `/applications/${id}`)).statusCode).toBe(200);
    expect((await as('DELETE', `/college/${bay}`)).statusCode).toBe(204);
    expect((await as('DELETE', `/courses/${course}`)).statusCode).toBe(204);
    // Back, it would name nothing.
    const back = await as('POST', `/applications/${id}/restore`);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({
      message: 'Its college or course is no longer in the catalogue',
    });
    const listed = (await as('GET', '/applications?limit=100')).json<{ data: { _id: string }[] }>();
    expect(listed.data.map((a) => a._id)).not.toContain(id);
  });

  it('never opens or moves an application to a course deleted from the catalogue', async () => {
    const course = await createRecord(t, j.admin, '/api/courses', {
      ...courseInput(10),
      title: 'BA Gone',
    });
    const bay = await college('Gone College', [course, j.courses.nursing]);
    // The college still lists the course after the course itself is deleted.
    expect((await as('DELETE', `/courses/${course}`)).statusCode).toBe(204);
    const opened = await j.apply(j.asha.token, j.students.ashas._id, { college: bay, course });
    expect(opened.statusCode, opened.body).toBe(400);
    expect(opened.json()).toMatchObject({ fieldErrors: { course: expect.any(String) } });
    const res = await j.apply(j.asha.token, j.students.ashas._id, {
      college: bay,
      course: j.courses.nursing,
    });
    const id = res.json<ApplicationDetail>()._id;
    const moved = await j.call(j.asha.token, 'PATCH', `/applications/${id}`, { course });
    expect(moved.statusCode).toBe(400);
    expect(await app(id)).toMatchObject({ course: j.courses.nursing, courseTitle: 'BSc Nursing' });
  });

  it('lets an intake go to the trash and back, its applications still reading it, never for good', async () => {
    const intake = await createRecord(t, j.admin, '/api/intake', {
      college: j.colleges.lakeside,
      intakeMonth: 'March',
      intakeYear: 2032,
      deadlineDate: '2031-12-01',
    });
    const res = await j.apply(j.asha.token, j.students.ashas._id, { intake });
    const id = res.json<ApplicationDetail>()._id;
    const trashed = await as('DELETE', `/intake/${intake}`);
    expect(trashed.json()).toMatchObject({ _id: intake, deletedAt: expect.any(String) });
    expect(await app(id)).toMatchObject({ intake, intakeMonth: 'March', intakeYear: 2032 });
    // In the trash it is no longer offered: not suggested, not chosen for a new application.
    const list = await j.call(
      j.asha.token,
      'GET',
      `/enquiries/${j.students.ashas._id}/shortlist?today=2031-01-15`,
    );
    expect(JSON.stringify(list.json())).not.toContain(intake);
    expect((await j.apply(j.asha.token, j.students.ashas._id, { intake })).statusCode).toBe(400);
    const edit = await j.call(j.asha.token, 'PATCH', `/applications/${id}`, {
      course: j.courses.nursing,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ intake, courseTitle: 'BSc Nursing' });

    await refused(`/intake/hard/${intake}`, IN_USE_MESSAGES.intake(1, false));
    const count = (await as('GET', '/intake/count')).json<{ count: number }>().count;
    await refused('/intake', IN_USE_MESSAGES.intake(1, true));
    expect((await as('GET', '/intake/count')).json()).toEqual({ count });
    expect((await as('POST', `/intake/${intake}/restore`)).json()).toMatchObject({
      deletedAt: null,
    });

    // Given another intake, the application no longer keeps it.
    await j.call(j.asha.token, 'PATCH', `/applications/${id}`, { intake: j.intakes.september });
    expect((await as('DELETE', `/intake/hard/${intake}`)).statusCode).toBe(204);
  });

  it('refuses restoring an application into a stage retired while it was deleted', async () => {
    const stage = await j.call(j.admin, 'POST', '/application-stages', {
      name: 'Interview',
      phase: 'applied',
    });
    expect(stage.statusCode).toBe(201);
    const id = await open();
    await j.call(j.asha.token, 'PATCH', `/applications/${id}/stage`, { stage: 'Interview' });
    expect((await as('DELETE', '/application-stages/interview')).statusCode).toBe(409);
    expect((await as('DELETE', `/applications/${id}`)).statusCode).toBe(200);
    expect((await as('DELETE', '/application-stages/interview')).statusCode).toBe(200);
    const back = await as('POST', `/applications/${id}/restore`);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ fieldErrors: { stage: expect.any(String) } });
    expect((await as('POST', '/application-stages/interview/restore')).statusCode).toBe(200);
    expect((await as('POST', `/applications/${id}/restore`)).json()).toMatchObject({
      stage: 'interview',
      deletedAt: null,
    });
  });

  it('opens an application straight into a closed outcome only with its note, kept in its history', async () => {
    const base = { stage: 'Withdrawn' };
    const none = await j.apply(j.asha.token, j.students.ashas._id, base);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ fieldErrors: { note: expect.any(String) } });
    const res = await j.apply(j.asha.token, j.students.ashas._id, { ...base, note: 'Chose Leeds' });
    expect(res.statusCode).toBe(201);
    expect(res.json<ApplicationDetail>().stageHistory).toMatchObject([
      { from: null, to: 'withdrawn', note: 'Chose Leeds' },
    ]);
  });
});
