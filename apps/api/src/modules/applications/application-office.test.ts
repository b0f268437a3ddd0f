import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collegeInput, collegeRefs, createRecord } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';

/*
 * An application carries its student's office (migration 062): the office scope and the board's
 * walk read it instead of looking the student up. It must follow the student wherever they go.
 */
describe("an application's own office follows its student", () => {
  let t: TestApp;
  let admin: string;
  let managerB: string;
  let head: string;
  let pune: string;
  let student: string;
  let application: string;

  const officeOf = async (id: string) =>
    (
      await t.app.dbHandle.db
        .selectFrom('applications')
        .select('officeId')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).officeId;
  const enquiryIn = (office: string, n: number) =>
    createRecord(t, admin, '/api/enquiries', {
      fName: `Student${n}`,
      lName: 'Office',
      email: `student${n}@example.com`,
      mobile: `+91 98000 0000${n}`,
      category: 'PhD',
      source: 'phone',
      office,
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const h = officeHelpers(t, admin);
    head = (await h.list()).find((o) => o.isDefault)!._id;
    pune = (await h.office('Pune'))._id;
    managerB = (await h.member('manager', [pune])).token;
    student = await enquiryIn(head, 1);
    const refs = await collegeRefs(t, admin, 920);
    const college = await createRecord(t, admin, '/api/college', collegeInput(20, refs));
    application = await createRecord(t, admin, '/api/applications', {
      enquiry: student,
      college,
      course: refs.course,
    });
  }, 120_000);
  afterAll(() => t.close());

  it('takes the office of the student it is written for', async () => {
    expect(await officeOf(application)).toBe(head);
  });

  it("moves with a transfer, and the new office's manager sees it on the board", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/enquiries/${student}/transfer`,
      headers: bearer(admin),
      payload: { office: pune, note: 'Moved to Pune' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await officeOf(application)).toBe(pune);
    const board = await t.app.inject({ url: '/api/applications/board', headers: bearer(managerB) });
    expect(board.statusCode).toBe(200);
    expect(board.body).toContain(application);
  });

  it('takes the office of the student it is moved to (a merge moves applications)', async () => {
    const other = await enquiryIn(head, 2);
    expect(await officeOf(application)).toBe(pune);
    await t.app.dbHandle.db
      .updateTable('applications')
      .set({ enquiry: other })
      .where('id', '=', application)
      .execute();
    expect(await officeOf(application)).toBe(head);
  });
});
