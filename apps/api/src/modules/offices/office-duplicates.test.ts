import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Enquiry } from '@studydesk/contract';
import { enquiryInput } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';

/*
 * A returning person's lead goes to the owner of the recent enquiry it repeats, but only if
 * that owner works in the new lead's office: as a transfer does, it is otherwise given in turn
 * among that office's people.
 */
describe('a duplicate lead’s owner, by office', () => {
  let t: TestApp;
  let admin: string;
  let h: ReturnType<typeof officeHelpers>;
  let leeds: string;
  let pune: string;
  let inLeeds: string;
  let inPune: string;

  /** A public lead of `office` from the person of `input`, as the admin then reads it. */
  async function lead(input: ReturnType<typeof enquiryInput>, office: string): Promise<Enquiry> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...input, office },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { enqNo } = res.json<{ enqNo: string }>();
    const found = await t.app.inject({ url: `/api/enquiries?q=${enqNo}`, headers: bearer(admin) });
    return found.json<{ enquiries: Enquiry[] }>().enquiries.find((e) => e.enqNo === enqNo)!;
  }
  const takesTurns = async (office: string) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/offices/${office}/settings`,
      headers: bearer(admin),
      payload: { roundRobin: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    h = officeHelpers(t, admin);
    leeds = (await h.office('Leeds'))._id;
    pune = (await h.office('Pune'))._id;
    inLeeds = (await h.member('counsellor', [leeds])).id;
    inPune = (await h.member('counsellor', [pune])).id;
    await takesTurns(leeds);
    await takesTurns(pune);
  }, 120_000);
  afterAll(() => t.close());

  it('gives a repeat in another office to that office’s turn, still linked to the first', async () => {
    const person = enquiryInput(1);
    const first = await lead(person, leeds);
    expect(first.assignedTo).toBe(inLeeds);
    const again = await lead(person, pune);
    expect(again).toMatchObject({ office: pune, assignedTo: inPune, duplicateOf: first._id });
    const still = await lead(person, leeds);
    expect(still).toMatchObject({ office: leeds, assignedTo: inLeeds });
  });

  it('gives a repeat to the office’s turn when the first one’s owner has left that office', async () => {
    const person = enquiryInput(2);
    const first = await lead(person, leeds);
    expect(first.assignedTo).toBe(inLeeds);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${inLeeds}`,
      headers: bearer(admin),
      payload: { offices: [pune] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const newcomer = (await h.member('counsellor', [leeds])).id;
    const again = await lead(person, leeds);
    expect(again).toMatchObject({ office: leeds, assignedTo: newcomer, duplicateOf: first._id });
  });
});
