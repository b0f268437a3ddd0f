import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelineEntry } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { journey, stageSteps, type Journey } from '../applications/applications.fixtures';

/** "every stage change is recorded … shown on the application and the student's timeline". */
describe("the student's timeline shows their applications' stage changes", () => {
  let t: TestApp;
  let j: Journey;
  beforeAll(async () => {
    t = await createTestApp();
    j = await journey(t);
  });
  afterAll(() => t.close());
  const { open, move } = stageSteps(() => j);
  const timeline = async (enquiry: string, token = j.asha.token) => {
    const res = await j.call(token, 'GET', `/enquiries/${enquiry}/timeline`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: TimelineEntry[] }>().data;
  };
  const moves = (entries: TimelineEntry[]) =>
    entries.flatMap((e) => (e.type === 'applicationStage' ? [e] : []));

  it('lists the opening and each move with college, course, stages, who and the note, newest first', async () => {
    const id = await open();
    expect((await move(id, { stage: 'submitted' })).statusCode).toBe(200);
    const refused = await move(
      id,
      { stage: 'rejected', note: 'Grades below the entry bar' },
      j.admin,
    );
    expect(refused.statusCode, refused.body).toBe(200);

    const entries = await timeline(j.students.ashas._id);
    const about = {
      applicationId: id,
      collegeName: 'Lakeside College',
      courseTitle: 'MSc Data Science',
    };
    expect(moves(entries)).toEqual([
      expect.objectContaining({
        ...about,
        from: 'submitted',
        fromName: 'Submitted',
        to: 'rejected',
        toName: 'Rejected',
        byName: 'Admin User',
        note: 'Grades below the entry bar',
      }),
      expect.objectContaining({
        ...about,
        from: 'shortlisted',
        fromName: 'Shortlisted',
        to: 'submitted',
        toName: 'Submitted',
        by: j.asha.id,
        byName: 'counsellor Tester',
        note: null,
      }),
      expect.objectContaining({ ...about, from: null, to: 'shortlisted', toName: 'Shortlisted' }),
    ]);
    // said once: the stage field's own history line is not repeated beside them
    const stageEdits = entries.filter((e) => e.type === 'change' && e.field === 'stage');
    expect(stageEdits).toEqual([]);
  });

  it("names the application on its other changes, and shows nothing on another student's", async () => {
    const id = await open();
    const res = await j.call(j.asha.token, 'PATCH', `/applications/${id}`, {
      offerType: 'conditional',
    });
    expect(res.statusCode, res.body).toBe(200);
    const edit = (await timeline(j.students.ashas._id)).find(
      (e) => e.type === 'change' && e.recordId === id && e.field === 'offerType',
    );
    expect(edit).toMatchObject({ label: 'Lakeside College — MSc Data Science', to: 'conditional' });
    expect(moves(await timeline(j.students.ravis._id, j.ravi.token))).toEqual([]);
  });

  it('says a move into an offer stage once, not again as its offer type', async () => {
    const id = await open();
    expect((await move(id, { stage: 'submitted' })).statusCode).toBe(200);
    const offer = await move(id, { stage: 'conditional_offer' });
    expect(offer.statusCode, offer.body).toBe(200);
    const entries = await timeline(j.students.ashas._id);
    expect(moves(entries).find((e) => e.applicationId === id)).toMatchObject({
      to: 'conditional_offer',
    });
    // found from outside: "Offer type (blank) → Conditional" beside the move
    const offerTypes = entries.filter(
      (e) => e.type === 'change' && e.recordId === id && e.field === 'offerType',
    );
    expect(offerTypes).toEqual([]);
  });
});
