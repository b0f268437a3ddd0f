import { beforeAll, describe, expect, it } from 'vitest';
import type { ToReview } from '@studydesk/contract';
import type { TestApp } from '../../test/harness';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import { portal } from '../student-portal/portal.fixtures';
import { pdf } from './documents.fixtures';

/**
 * The bell's "To review" list: what students sent through their links and nobody has accepted
 * or rejected yet, of the user's own students, newest first; it shrinks as they are reviewed.
 */
describe('documents to review', () => {
  let t: TestApp;
  let j: Journey;
  withJourney((m) => ({ t, j } = m));
  let p: ReturnType<typeof portal>;
  let meera: string;
  let kiran: string;
  const list = async (token: string) => {
    const res = await j.call(token, 'GET', '/documents/to-review');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ToReview>();
  };
  const send = async (link: string, type: string) => {
    const res = await p.upload(link, { type, file: pdf(), filename: `${type}.pdf` });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ _id: string }>()._id;
  };

  beforeAll(async () => {
    p = portal(t);
    meera = await p.link(j, j.asha.token, j.students.ashas._id);
    kiran = await p.link(j, j.ravi.token, j.students.ravis._id);
  });

  it('lists the owner’s students’ uploads newest first, and empties as they are reviewed', async () => {
    expect(await list(j.asha.token)).toEqual({ data: [], count: 0 });
    const passport = await send(meera, 'passport');
    const statement = await send(meera, 'financial-statement');
    const other = await send(kiran, 'passport');
    const mine = await list(j.asha.token);
    const { _id: enquiry, enqNo } = j.students.ashas;
    expect(mine.count).toBe(2);
    expect(mine.data.map((d) => d._id)).toEqual([statement, passport]);
    expect(mine.data[1]).toMatchObject({ enquiry, enqNo, name: 'Meera Thomas', type: 'Passport' });
    expect((await list(j.ravi.token)).data.map((d) => d._id)).toEqual([other]);

    const accept = await j.call(j.asha.token, 'PATCH', `/documents/${passport}`, {
      status: 'accepted',
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect((await list(j.asha.token)).data.map((d) => d._id)).toEqual([statement]);
    const reject = await j.call(j.asha.token, 'PATCH', `/documents/${statement}`, {
      status: 'rejected',
      reason: 'Too blurred to read',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await list(j.asha.token)).toEqual({ data: [], count: 0 });
  });

  it('leaves out deleted documents, and answers only staff who may read documents', async () => {
    const id = await send(kiran, 'passport');
    expect((await list(j.ravi.token)).data.map((d) => d._id)).toContain(id);
    const gone = await j.call(j.ravi.token, 'DELETE', `/documents/${id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await list(j.ravi.token)).data.map((d) => d._id)).not.toContain(id);
    const anonymous = await t.app.inject({ url: '/api/documents/to-review' });
    expect(anonymous.statusCode).toBe(401);
  });
});
