import { describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '@studydesk/contract';
import { withJourney, stageSteps, type Journey } from './applications.fixtures';

describe('the journey rules: tuition from the catalogue, guarded moves, two tabs', () => {
  let j: Journey;
  withJourney((m) => ({ j } = m));
  const { open, move } = stageSteps(() => j);
  const read = async (id: string) =>
    (await j.call(j.admin, 'GET', `/applications/${id}`)).json<ApplicationDetail>();

  it("takes the course's fee and currency as tuition unless given", async () => {
    const e = j.students.ashas._id;
    const taken = await j.apply(j.asha.token, e);
    expect(taken.json()).toMatchObject({ tuition: 18500, currency: 'GBP' });
    const given = await j.apply(j.asha.token, e, { tuition: 9000, currency: 'CAD' });
    expect(given.json()).toMatchObject({ tuition: 9000, currency: 'CAD' });
    const none = await j.apply(j.asha.token, e, { tuition: null });
    expect(none.json()).toMatchObject({ tuition: null, currency: null });
  });

  it('asks to confirm a move to visa or enrolled with documents missing or the offer conditional', async () => {
    const require = (body: object) =>
      j.call(j.admin, 'POST', '/document-requirements', body).then((r) => {
        expect(r.statusCode, r.body).toBe(201);
      });
    await require({ country: '', phase: 'shortlist', type: 'passport' });
    await require({ country: j.canada, phase: 'visa', type: 'cas-coe-i-20' });
    const id = await open();
    const offered = await move(id, { stage: 'Conditional offer' });
    expect(offered.json()).toMatchObject({ offerType: 'conditional' });
    const missing = [
      'Passport (missing)',
      'CAS/CoE/I-20 (missing)',
      'The offer is still conditional',
    ];
    for (const stage of ['Visa applied', 'Enrolled']) {
      const refused = await move(id, { stage });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'conflict', missing });
    }
    const noReason = await move(id, { stage: 'Enrolled', confirm: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ fieldErrors: { note: expect.any(String) } });
    expect(await read(id)).toMatchObject({ stage: 'conditional_offer' });
    const reason = 'College confirmed by phone; papers follow';
    const moved = await move(id, { stage: 'Enrolled', confirm: true, note: reason });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<ApplicationDetail>().stageHistory.at(-1)).toMatchObject({
      to: 'enrolled',
      note: reason,
    });
  });

  it('makes the offer unconditional at an Unconditional offer stage', async () => {
    const id = await open();
    await move(id, { stage: 'Conditional offer' });
    const res = await move(id, { stage: 'Unconditional offer' });
    expect(res.json()).toMatchObject({ stage: 'unconditional_offer', offerType: 'unconditional' });
  });

  it('answers the loser of two tabs moving at once 409 with where it is now', async () => {
    const id = await open();
    const [a, b] = await Promise.all([
      move(id, { stage: 'Preparing', from: 'shortlisted' }),
      move(id, { stage: 'Submitted', from: 'shortlisted' }),
    ]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(won.statusCode, won.body).toBe(200);
    expect(lost.statusCode, lost.body).toBe(409);
    const now = won.json<ApplicationDetail>();
    expect(lost.json()).toMatchObject({ stage: now.stage, stageName: now.stageName });
    expect(lost.json<{ message: string }>().message).toContain(now.stageName);
    const stale = await move(id, { stage: 'Rejected', note: 'n', from: 'shortlisted' });
    expect(stale.statusCode).toBe(409);
    expect((await read(id)).stageHistory).toHaveLength(2);
  });
});
