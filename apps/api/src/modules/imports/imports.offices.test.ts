import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Enquiry } from '@studydesk/contract';
import { createRecord, enquiryInput } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { checked, csvText, runToEnd, utf8 } from './imports.fixtures';

/**
 * An import's duplicate check and its "fill" stay in the importer's offices: another office's
 * student is never named to them (found from outside: the check named the other office's
 * enquiry by e-mail, and "fill" wrote into it).
 */
describe('imports: duplicates within the importer’s offices', () => {
  let t: TestApp;
  let admin: string;
  let kathmandu: string;
  let london: { id: string; token: string };
  let theirs: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const h = officeHelpers(t, admin);
    kathmandu = (await h.office('Kathmandu'))._id;
    london = await h.member('counsellor', [(await h.office('London'))._id]);
    theirs = await createRecord(t, admin, '/api/enquiries', {
      ...enquiryInput(1),
      email: 'kiran@example.com',
      source: 'phone',
      office: kathmandu,
    });
  });
  afterAll(() => t.close());

  const file = utf8(
    csvText([
      ['First name', 'Last name', 'Email', 'Category', 'City'],
      ['Whoever', 'X', 'kiran@example.com', 'Graduate', 'Set by London'],
    ]),
  );
  const read = async (token: string, id: string) =>
    t.app.inject({ url: `/api/enquiries/${id}`, headers: bearer(token) });

  it("neither names nor fills another office's student", async () => {
    const imp = await checked(t, london.token, file);
    expect(imp.duplicates).toEqual([]);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/imports/${imp.id}`,
      headers: bearer(london.token),
      payload: { duplicateDefault: 'fill' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const done = await runToEnd(t, london.token, imp.id);
    expect(done).toMatchObject({ state: 'done', inserted: 1, updated: 0 });
    const kept = (await read(admin, theirs)).json<Enquiry>();
    expect(kept.location ?? '').not.toBe('Set by London');
  });

  it('still finds the duplicate for an admin, who sees every office', async () => {
    const imp = await checked(t, admin, file);
    const named = imp.duplicates.flatMap((d) => d.matches.map((m) => m.id));
    expect(named).toContain(theirs);
  });
});
