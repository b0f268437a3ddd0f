import { describe, expect, it } from 'vitest';
import type { ApplicationDetail, ApplicationStage } from '@studydesk/contract';
import { withJourney, stageSteps, type Journey } from './applications.fixtures';

type Stages = { data: ApplicationStage[] };

describe('the workflow in settings: add, rename, reorder, retire', () => {
  let j: Journey;
  withJourney((m) => (j = m.j));
  const { open, move, stages } = stageSteps(() => j);
  it('adds a stage after its phase, renames, reorders; names stay unique', async () => {
    const added = await j.call(j.admin, 'POST', '/application-stages', {
      name: 'Interview booked',
      phase: 'applied',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ key: 'interview_booked', requiresNote: false });
    const names = (await stages()).map((s) => s.name);
    expect(names.indexOf('Interview booked')).toBe(names.indexOf('Submitted') + 1);
    const dup = await j.call(j.admin, 'POST', '/application-stages', {
      name: 'submitted',
      phase: 'offer',
    });
    expect(dup.statusCode).toBe(409);
    const renamed = await j.call(j.admin, 'PATCH', '/application-stages/interview_booked', {
      name: 'Interview',
      requiresNote: true,
    });
    expect(renamed.json()).toMatchObject({
      key: 'interview_booked',
      name: 'Interview',
      requiresNote: true,
    });
    const clash = await j.call(j.admin, 'PATCH', '/application-stages/interview_booked', {
      name: 'Enrolled',
    });
    expect(clash.statusCode).toBe(409);
    const keys = (await stages()).map((s) => s.key);
    const reversed = await j.call(j.admin, 'PUT', '/application-stages/order', {
      keys: [...keys].reverse(),
    });
    expect(reversed.json<Stages>().data.map((s) => s.key)).toEqual([...keys].reverse());
    for (const bad of [keys.slice(1), [...keys, keys[0]], [...keys.slice(1), 'nope']]) {
      const res = await j.call(j.admin, 'PUT', '/application-stages/order', { keys: bad });
      expect(res.statusCode).toBe(400);
    }
    await j.call(j.admin, 'PUT', '/application-stages/order', { keys });
    expect(
      (await j.call(j.admin, 'PATCH', '/application-stages/nope', { name: 'X' })).statusCode,
    ).toBe(404);
  });

  it('retires a stage only once it is empty; its history still reads', async () => {
    const id = await open();
    await move(id, { stage: 'Visa applied' });
    const refused = await j.call(j.admin, 'DELETE', '/application-stages/visa_applied');
    expect(refused.statusCode).toBe(409);
    await move(id, { stage: 'Visa granted' });
    const retired = await j.call(j.admin, 'DELETE', '/application-stages/visa_applied');
    expect(retired.json()).toMatchObject({ key: 'visa_applied', retiredAt: expect.any(String) });
    expect((await stages()).map((s) => s.key)).not.toContain('visa_applied');
    expect((await stages('?retired=true')).map((s) => s.key)).toContain('visa_applied');
    const a = (await j.call(j.asha.token, 'GET', `/applications/${id}`)).json<ApplicationDetail>();
    expect(a.stageHistory.at(-1)).toMatchObject({ from: 'visa_applied', fromName: 'Visa applied' });
    const keys = (await stages()).map((s) => s.key);
    expect((await j.call(j.admin, 'PUT', '/application-stages/order', { keys })).statusCode).toBe(
      200,
    );
  });

  it('leaves stage settings to admins', async () => {
    const writes = [
      ['POST', '/application-stages', { name: 'Mine', phase: 'offer' }],
      ['PATCH', '/application-stages/preparing', { name: 'Mine' }],
      ['PUT', '/application-stages/order', { keys: ['preparing'] }],
      ['DELETE', '/application-stages/preparing', undefined],
    ] as const;
    for (const [method, url, body] of writes)
      expect((await j.call(j.asha.token, method, url, body)).statusCode, `${method} ${url}`).toBe(
        403,
      );
  });
});
