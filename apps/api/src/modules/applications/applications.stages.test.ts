import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '@studydesk/contract';
import type { TestApp } from '../../test/harness';
import { audienceOf } from '../events/audience';
import { withJourney, stageSteps, type Journey } from './applications.fixtures';

describe('stages: moves and their history', () => {
  let t: TestApp;
  let j: Journey;
  withJourney((m) => ({ t, j } = m));
  const { open, move, stages } = stageSteps(() => j);
  const stageEvents = async () =>
    (
      await t.app.dbHandle.db
        .selectFrom('events')
        .selectAll()
        .where('type', '=', 'applicationStage')
        .execute()
    ).map((e) => ({ ...e, id: Number(e.id), type: 'applicationStage' as const }));

  it('seeds the default workflow, each stage in its phase, closed outcomes needing a note', async () => {
    const all = await stages();
    expect(all.map((s) => s.name)).toEqual([
      'Shortlisted',
      'Preparing',
      'Submitted',
      'Conditional offer',
      'Unconditional offer',
      'Accepted (deposit paid)',
      'Visa applied',
      'Visa granted',
      'Enrolled',
      'Rejected',
      'Withdrawn',
      'Visa refused',
      'Deferred',
    ]);
    expect(all.filter((s) => s.phase === 'closed').every((s) => s.requiresNote)).toBe(true);
    expect((await j.call(j.asha.token, 'GET', '/application-stages')).statusCode).toBe(200);
  });

  it('moves by name or key, records from, to, who, when and the note, oldest first', async () => {
    const id = await open();
    expect((await move(id, { stage: 'submitted' })).json()).toMatchObject({ stage: 'submitted' });
    const res = await move(id, { stage: 'conditional OFFER', note: 'IELTS 6.5 needed' });
    const a = res.json<ApplicationDetail>();
    expect(a).toMatchObject({ stage: 'conditional_offer', phase: 'offer' });
    expect(a.stageHistory).toMatchObject([
      { from: null, to: 'shortlisted', toName: 'Shortlisted' },
      {
        from: 'shortlisted',
        to: 'submitted',
        fromName: 'Shortlisted',
        byName: 'counsellor Tester',
      },
      { from: 'submitted', to: 'conditional_offer', note: 'IELTS 6.5 needed', by: j.asha.id },
    ]);
    const again = await move(id, { stage: 'Conditional offer' });
    expect(again.json<ApplicationDetail>().stageHistory).toHaveLength(3);
    const timeline = await j.call(j.admin, 'GET', `/enquiries/${j.students.ashas._id}/timeline`);
    expect(JSON.stringify(timeline.json())).toContain('conditional_offer');
  });

  it('refuses an unknown stage, a closed outcome without a note, and a retired stage', async () => {
    const id = await open();
    expect((await move(id, { stage: 'Nowhere' })).statusCode).toBe(400);
    const noNote = await move(id, { stage: 'Withdrawn' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({ fieldErrors: { note: expect.any(String) } });
    expect((await move(id, { stage: 'Withdrawn', note: 'Chose another agency' })).statusCode).toBe(
      200,
    );
    expect((await j.call(j.admin, 'DELETE', '/application-stages/deferred')).statusCode).toBe(200);
    const retired = await move(id, { stage: 'Deferred', note: 'Next year' });
    expect(retired.statusCode).toBe(400);
    expect((await j.call(j.admin, 'POST', '/application-stages/deferred/restore')).statusCode).toBe(
      200,
    );
  });

  it("tells the owner's bell when someone else moves it, not when they do", async () => {
    const id = await open();
    const before = (await stageEvents()).length;
    await move(id, { stage: 'Preparing' });
    expect(await stageEvents()).toHaveLength(before);
    await move(id, { stage: 'Submitted' }, j.admin);
    const events = await stageEvents();
    expect(events).toHaveLength(before + 1);
    const last = events[events.length - 1]!;
    expect(audienceOf(last)).toBe(j.asha.id);
    expect(JSON.parse(last.payload)).toMatchObject({
      id,
      to: j.asha.id,
      fromStage: 'preparing',
      toStage: 'submitted',
      toStageName: 'Submitted',
      by: expect.any(String),
      name: 'Meera Thomas',
    });
  });
});
