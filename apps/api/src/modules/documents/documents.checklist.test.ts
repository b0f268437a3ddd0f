import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MESSAGES as M,
  type ApplicationBoard,
  type ChecklistItem,
  type DocumentRequirement,
  type DocumentType,
} from '@studydesk/contract';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import type { TestApp } from '../../test/harness';
import { pdf } from './documents.fixtures';
import { documentsOf, uploaded } from './documents.kit';

type Line = [string, ChecklistItem['state']];

describe('the checklist per destination and phase', () => {
  let t: TestApp;
  let j: Journey;
  withJourney((m) => ({ t, j } = m));
  const lines = async (enquiry: string): Promise<Line[]> =>
    (await documentsOf(t, j.admin, enquiry)).checklist.map((l) => [l.type.id, l.state]);
  const rule = async (body: object, token?: string) =>
    j.call(token ?? j.admin, 'POST', '/document-requirements', body);

  it('lets admins keep document types: add, rename, retire, never two of one name', async () => {
    const added = await j.call(j.admin, 'POST', '/document-types', { name: 'Medical report' });
    expect(added.statusCode).toBe(201);
    const made = added.json<DocumentType>();
    expect(made).toMatchObject({ name: 'Medical report', position: 13, retiredAt: null });
    const twin = await j.call(j.admin, 'POST', '/document-types', { name: 'medical REPORT' });
    expect([twin.statusCode, twin.json<{ message: string }>().message]).toEqual([
      409,
      M.typeNameTaken,
    ]);
    const renamed = await j.call(j.admin, 'PATCH', `/document-types/${made._id}`, {
      name: 'Medicals',
    });
    expect(renamed.json()).toMatchObject({ name: 'Medicals' });
    const retired = await j.call(j.admin, 'PATCH', `/document-types/${made._id}`, {
      retired: true,
    });
    expect(retired.json<DocumentType>().retiredAt).not.toBeNull();
    const list = await j.call(j.asha.token, 'GET', '/document-types');
    expect(list.json<{ data: DocumentType[] }>().data.map((d) => d.name)).toHaveLength(12);
    expect((await j.call(j.asha.token, 'POST', '/document-types', { name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await rule({ country: null, phase: 'shortlist', type: made._id })).statusCode).toBe(
      400,
    );
  });

  it('answers 409, never 500, to one new name sent for several types at once', async () => {
    // Found from outside on PostgreSQL: the name was checked, then inserted; of six adds at
    // once, one broke the unique index and was answered 500.
    const adds = await Promise.all(
      Array.from({ length: 6 }, () =>
        j.call(j.admin, 'POST', '/document-types', { name: 'Bank letter' }),
      ),
    );
    expect(adds.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const others = await Promise.all(
      ['Police check', 'Medical exam', 'Birth certificate'].map(async (name) =>
        (await j.call(j.admin, 'POST', '/document-types', { name })).json<DocumentType>(),
      ),
    );
    const renames = await Promise.all(
      others.map((o) =>
        j.call(j.admin, 'PATCH', `/document-types/${o._id}`, { name: 'Same name' }),
      ),
    );
    expect(renames.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(renames.find((r) => r.statusCode === 409)?.json()).toMatchObject({
      message: M.typeNameTaken,
    });
  });

  it('shows a student without applications what every destination needs from the start', async () => {
    expect(await lines(j.students.ravis._id)).toEqual([]);
    expect((await rule({ country: null, phase: 'shortlist', type: 'passport' })).statusCode).toBe(
      201,
    );
    expect(
      (await rule({ country: '', phase: 'applied', type: 'academic-transcript' })).statusCode,
    ).toBe(201);
    expect(
      (await rule({ country: j.canada, phase: 'visa', type: 'financial-statement' })).statusCode,
    ).toBe(201);
    expect(
      (await rule({ country: j.canada, phase: 'visa', type: 'cas-coe-i-20' })).statusCode,
    ).toBe(201);
    expect(
      (await rule({ country: j.elsewhere, phase: 'offer', type: 'offer-letter' })).statusCode,
    ).toBe(201);
    const twice = await rule({ country: j.canada, phase: 'visa', type: 'cas-coe-i-20' });
    expect([twice.statusCode, twice.json<{ message: string }>().message]).toEqual([
      409,
      M.requirementExists,
    ]);
    expect((await rule({ country: 'nope', phase: 'visa', type: 'cv' })).statusCode).toBe(400);
    expect((await rule({ country: null, phase: 'closed', type: 'cv' })).statusCode).toBe(400);
    expect(
      (await rule({ country: null, phase: 'visa', type: 'cv' }, j.asha.token)).statusCode,
    ).toBe(403);
    expect(await lines(j.students.ravis._id)).toEqual([['passport', 'missing']]);
  });

  it('adds what each destination country asks for, phase by phase, as applications move', async () => {
    const kiran = j.students.ravis._id;
    const opened = await j.apply(j.ravi.token, kiran);
    const id = opened.json<{ _id: string }>()._id;
    expect(await lines(kiran)).toEqual([['passport', 'missing']]);
    // Into the visa phase with papers missing, on purpose: confirmed with the reason.
    const move = (stage: string, note?: string) =>
      j.call(j.ravi.token, 'PATCH', `/applications/${id}/stage`, { stage, note, confirm: true });
    expect((await move('Submitted')).statusCode).toBe(200);
    expect(await lines(kiran)).toEqual([
      ['passport', 'missing'],
      ['academic-transcript', 'missing'],
    ]);
    await move('Visa applied', 'Papers follow');
    const checklist = (await documentsOf(t, j.admin, kiran)).checklist;
    expect(checklist.map((l) => l.type.id)).toEqual([
      'passport',
      'academic-transcript',
      'financial-statement',
      'cas-coe-i-20',
    ]);
    expect(checklist[2]).toMatchObject({
      phases: ['visa'],
      countries: [{ id: j.canada, name: 'Canada' }],
    });
    expect(checklist[0]).toMatchObject({ phases: ['shortlist'], countries: [] });
    // Harbour University is elsewhere: its offer phase asks for the offer letter.
    await j.apply(j.ravi.token, kiran, { college: j.colleges.harbour });
    expect((await lines(kiran)).map(([type]) => type)).not.toContain('offer-letter');
    // A closed application asks for nothing any more.
    await move('Rejected', 'Not eligible');
    expect(await lines(kiran)).toEqual([['passport', 'missing']]);
    const all = await j.call(j.asha.token, 'GET', '/document-requirements');
    expect(all.json<{ data: DocumentRequirement[] }>().data).toHaveLength(5);
  });

  it('marks lines ✓, awaiting or rejected from the documents, and counts what is missing on the board', async () => {
    const meera = j.students.ashas._id;
    const opened = await j.apply(j.asha.token, meera);
    const app = opened.json<{ _id: string }>()._id;
    const visa = { stage: 'Visa applied', confirm: true, note: 'Papers follow' };
    await j.call(j.asha.token, 'PATCH', `/applications/${app}/stage`, visa);
    const cardOf = async () => {
      const board = (
        await j.call(j.asha.token, 'GET', '/applications/board')
      ).json<ApplicationBoard>();
      return board.columns.flatMap((c) => c.cards).find((c) => c._id === app);
    };
    expect((await cardOf())?.missingDocuments).toBe(4);
    const passport = await uploaded(t, j.asha.token, meera, pdf(), 'p.pdf');
    expect((await lines(meera))[0]).toEqual(['passport', 'awaiting']);
    expect((await cardOf())?.missingDocuments).toBe(3);
    await j.call(j.asha.token, 'PATCH', `/documents/${passport._id}`, {
      status: 'rejected',
      reason: 'Expired',
    });
    expect((await lines(meera))[0]).toEqual(['passport', 'rejected']);
    expect((await cardOf())?.missingDocuments).toBe(4);
    const renewed = await uploaded(t, j.asha.token, meera, pdf('new'), 'p2.pdf');
    await j.call(j.asha.token, 'PATCH', `/documents/${renewed._id}`, { status: 'accepted' });
    const line = (await documentsOf(t, j.admin, meera)).checklist[0];
    expect(line).toMatchObject({ state: 'ok', document: renewed._id });
    // A newer upload awaiting review does not undo the accepted one.
    await uploaded(t, j.asha.token, meera, pdf('third'), 'p3.pdf');
    expect((await lines(meera))[0]).toEqual(['passport', 'ok']);
    expect((await cardOf())?.missingDocuments).toBe(3);
  });

  it('removes a rule', async () => {
    const all = (await j.call(j.admin, 'GET', '/document-requirements')).json<{
      data: DocumentRequirement[];
    }>();
    const cas = all.data.find((r) => r.type.id === 'cas-coe-i-20')!;
    expect((await j.call(j.admin, 'DELETE', `/document-requirements/${cas._id}`)).statusCode).toBe(
      204,
    );
    expect((await j.call(j.admin, 'DELETE', `/document-requirements/${cas._id}`)).statusCode).toBe(
      404,
    );
    expect((await lines(j.students.ashas._id)).map(([type]) => type)).not.toContain('cas-coe-i-20');
  });
});
