import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { journey, type Journey } from './applications.fixtures';

type List = { data: Application[]; total: number };

/** Admins all; counsellors theirs and unassigned ones; editors none; same on every route. */
describe('who may work which application', () => {
  let t: TestApp;
  let j: Journey;
  let ashas: string;
  let ravis: string;
  let nobodys: string;
  const open = async (token: string, enquiry: string) => {
    const res = await j.apply(token, enquiry);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Application>()._id;
  };
  beforeAll(async () => {
    t = await createTestApp();
    j = await journey(t);
    ashas = await open(j.asha.token, j.students.ashas._id);
    ravis = await open(j.ravi.token, j.students.ravis._id);
    nobodys = await open(j.admin, j.students.nobodys._id);
  });
  afterAll(() => t.close());
  const listed = async (token: string, url = '/applications?limit=100') =>
    (await j.call(token, 'GET', url)).json<List>().data.map((a) => a._id);

  it('lists: admins see all, a counsellor theirs and unassigned ones', async () => {
    expect((await listed(j.admin)).sort()).toEqual([ashas, ravis, nobodys].sort());
    expect((await listed(j.asha.token)).sort()).toEqual([ashas, nobodys].sort());
    expect((await listed(j.ravi.token)).sort()).toEqual([ravis, nobodys].sort());
    const res = await j.call(j.asha.token, 'GET', '/applications?owner=all');
    expect(res.json<List>().total).toBe(2);
    const student = `/enquiries/${j.students.ravis._id}/applications`;
    expect(await listed(j.asha.token, student)).toEqual([]);
    expect(await listed(j.ravi.token, student)).toEqual([ravis]);
  });

  it("answers another counsellor's application as missing on every route", async () => {
    const calls = [
      ['GET', ''],
      ['PATCH', '', { remarks: 'Mine now' }],
      ['PATCH', '/stage', { stage: 'Submitted' }],
      ['DELETE', ''],
      ['POST', '/restore'],
    ] as const;
    for (const [method, tail, body] of calls) {
      const res = await j.call(j.asha.token, method, `/applications/${ravis}${tail}`, body);
      expect(res.statusCode, `${method} ${tail}`).toBe(404);
    }
    const still = await j.call(j.admin, 'GET', `/applications/${ravis}`);
    expect(still.json()).toMatchObject({ stage: 'shortlisted', remarks: null, deletedAt: null });
    expect((await j.call(j.asha.token, 'GET', `/applications/${nobodys}`)).statusCode).toBe(200);
    expect((await j.call(j.ravi.token, 'GET', `/applications/${ashas}`)).statusCode).toBe(404);
  });

  it("refuses a counsellor opening one for another's student or giving one away", async () => {
    const other = await j.apply(j.asha.token, j.students.ravis._id);
    expect(other.statusCode).toBe(403);
    const given = await j.apply(j.asha.token, j.students.nobodys._id, { assignedTo: j.ravi.id });
    expect(given.statusCode).toBe(403);
    const edit = await j.call(j.asha.token, 'PATCH', `/applications/${ashas}`, {
      assignedTo: j.ravi.id,
    });
    expect(edit.statusCode).toBe(403);
    const taken = await j.call(j.asha.token, 'PATCH', `/applications/${nobodys}`, {
      assignedTo: j.asha.id,
    });
    expect(taken.json()).toMatchObject({ assignedTo: j.asha.id });
    expect(await listed(j.ravi.token)).not.toContain(nobodys);
    const back = await j.call(j.admin, 'PATCH', `/applications/${nobodys}`, { assignedTo: null });
    expect(back.json()).toMatchObject({ assignedTo: null });
    const editor = await j.apply(j.admin, j.students.nobodys._id, { assignedTo: j.editor.id });
    expect(editor.statusCode).toBe(400);
  });

  it('keeps editors and callers without a session out', async () => {
    const urls = [
      ['GET', '/applications'],
      ['GET', `/applications/${ashas}`],
      ['PATCH', `/applications/${ashas}/stage`],
      ['DELETE', `/applications/${ashas}`],
      ['GET', `/enquiries/${j.students.ashas._id}/applications`],
      ['GET', `/enquiries/${j.students.ashas._id}/shortlist`],
      ['GET', '/application-stages'],
    ] as const;
    for (const [method, url] of urls) {
      const res = await j.call(j.editor.token, method, url, { stage: 'Submitted' });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      const anon = await t.app.inject({ method, url: `/api${url}` });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await j.apply(j.editor.token, j.students.nobodys._id)).statusCode).toBe(403);
  });
});
