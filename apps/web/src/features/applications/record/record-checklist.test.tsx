import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/test-utils';
import { renderPage } from '../../../lib/test-page';
import { TYPES, line } from '../../documents/fake-documents-server';
import ApplicationRecordPage from './application-record-page';
import { detail, fakeRecordServer } from './test-record-server';

// The documents section's module is loaded ahead, so no wait below depends on how fast it loads.
beforeAll(() => import('../../documents/documents-section'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The record's server, with the student's documents answering a checklist that follows the
 * application's phase: nothing is required while it is shortlisted, a passport once it is applied.
 */
function serveWithChecklist() {
  const server = fakeRecordServer({ application: detail() });
  const record = vi.mocked(fetch);
  const answer = record.getMockImplementation()!;
  let reads = 0;
  record.mockImplementation((input) => {
    const req = input as Request;
    if (new URL(req.url).pathname !== '/api/enquiries/e1/documents') return answer(input);
    reads += 1;
    const applied = server.application.phase !== 'shortlist';
    return Promise.resolve(
      json({ data: [], checklist: applied ? [line(TYPES[0]!, 'missing')] : [] }),
    );
  });
  return { reads: () => reads };
}

describe("the application record's checklist", () => {
  it('follows a stage move: the documents the new stage needs show without a reload', async () => {
    const server = serveWithChecklist();
    const { user } = renderPage(<ApplicationRecordPage />, '/applications/:id', '/applications/a1');
    // the section's card is drawn while its code loads, and drawn again once it is in
    expect(await screen.findByText(/Nothing is required yet/)).toBeVisible();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(server.reads()).toBe(1);

    await user.click(await screen.findByRole('button', { name: 'Move to' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Submitted' }));
    expect(await screen.findByText('Moved to Submitted')).toBeInTheDocument();
    const checklist = await within(documents).findByRole('list', { name: 'Checklist' });
    expect(within(checklist).getByText('Passport')).toBeVisible();
    expect(within(checklist).getByText('Missing')).toBeVisible();
  });
});
