import { describe, expect, it } from 'vitest';
import type { ApplicationDetail, DeadlineKind, Due } from '@studydesk/contract';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import { addDays } from './due.deadlines';

type Setup = {
  /** Opens the application with this deadline on `date` (or on the intake's): its id. */
  open: (date: string) => Promise<{ id: string; date: string }>;
  /** Meets the deadline. */
  meet: (id: string) => Promise<unknown>;
};

/**
 * Each kind of deadline is a Due item for the application's owner from exactly
 * `deadlineReminderDays` days before its date (not a day earlier), on the day and after, and
 * leaves once met; the same for the default 7 days and for another setting.
 */
describe('every kind of deadline: N days ahead, on the day, overdue, gone when met', () => {
  let j: Journey;
  withJourney((m) => (j = m.j));

  const ok = async (method: 'POST' | 'PATCH', url: string, body: object) => {
    const res = await j.call(j.asha.token, method, url, body);
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json<ApplicationDetail>();
  };
  const apply = async (more: object = {}) => {
    const res = await j.apply(j.asha.token, j.students.ashas._id, more);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ApplicationDetail>()._id;
  };
  const move = (id: string, stage: string) => ok('PATCH', `/applications/${id}/stage`, { stage });
  /** A deadline kept on the application itself: set by PATCH, met as `met` says. */
  const field = (name: string, met: (id: string) => Promise<unknown>): Setup => ({
    open: async (date) => {
      const id = await apply();
      await ok('PATCH', `/applications/${id}`, { [name]: date });
      return { id, date };
    },
    meet: met,
  });
  const KINDS: Record<DeadlineKind, Setup> = {
    applicationDeadline: {
      open: async () => ({ id: await apply({ intake: j.intakes.september }), date: '2031-06-30' }),
      meet: (id) => move(id, 'Submitted'),
    },
    acceptanceDeadline: field('acceptanceDeadline', (id) => move(id, 'Accepted (deposit paid)')),
    depositDue: field('depositDueDate', (id) =>
      ok('PATCH', `/applications/${id}`, { depositPaidDate: '2031-04-01' }),
    ),
    visaAppointment: field('visaAppointmentDate', (id) =>
      ok('PATCH', `/applications/${id}`, { visaDecision: 'refused' }),
    ),
    condition: {
      open: async (date) => {
        const id = await apply();
        await ok('POST', `/applications/${id}/conditions`, { text: 'Transcript', dueDate: date });
        return { id, date };
      },
      meet: async (id) => {
        const a = (
          await j.call(j.asha.token, 'GET', `/applications/${id}`)
        ).json<ApplicationDetail>();
        return ok('PATCH', `/applications/${id}/conditions/${a.conditions[0]!._id}`, {
          satisfied: true,
        });
      },
    },
  };
  /** The kinds Asha has due of application `id` on `today`. */
  const dueOn = async (today: string, id: string) => {
    const res = await j.call(j.asha.token, 'GET', `/due?today=${today}&now=${today}T09:00:00.000Z`);
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<Due>()
      .deadlines!.filter((d) => d.application === id)
      .map((d) => `${d.kind} ${d.date}`);
  };

  it.each([7, 3, 0])('with %i days ahead', async (days) => {
    const set = await j.call(j.admin, 'PATCH', '/settings', { deadlineReminderDays: days });
    expect(set.statusCode).toBe(200);
    for (const [kind, setup] of Object.entries(KINDS)) {
      const { id, date } = await setup.open('2031-04-15');
      const item = [`${kind} ${date}`];
      expect(await dueOn(addDays(date, -days - 1), id), `${kind} a day too early`).toEqual([]);
      expect(await dueOn(addDays(date, -days), id), `${kind} ${days} days ahead`).toEqual(item);
      expect(await dueOn(date, id), `${kind} on the day`).toEqual(item);
      expect(await dueOn(addDays(date, 3), id), `${kind} overdue`).toEqual(item);
      await setup.meet(id);
      expect(await dueOn(date, id), `${kind} met`).toEqual([]);
    }
  });

  it("follows the intake's deadline as the catalogue changes it", async () => {
    const intake = await j.call(j.admin, 'POST', '/intake', {
      college: j.colleges.lakeside,
      intakeMonth: 'October',
      intakeYear: 2031,
      deadlineDate: '2031-08-01',
    });
    const id = await apply({ intake: intake.json<{ _id: string }>()._id });
    await j.call(j.admin, 'PATCH', '/settings', { deadlineReminderDays: 7 });
    expect(await dueOn('2031-08-01', id)).toEqual(['applicationDeadline 2031-08-01']);
    const url = `/intake/${intake.json<{ _id: string }>()._id}`;
    expect((await j.call(j.admin, 'PUT', url, { deadlineDate: '2031-09-01' })).statusCode).toBe(
      200,
    );
    expect(await dueOn('2031-08-01', id)).toEqual([]);
    expect(await dueOn('2031-08-25', id)).toEqual(['applicationDeadline 2031-09-01']);
  });
});
