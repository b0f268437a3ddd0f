import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Import } from '@studydesk/contract';
import { renderPage } from '../../lib/test-page';
import { stubObjectUrls } from '../../test/test-utils';
import ImportPage from './import-page';
import { fakeImportServer, importFixture } from './test-import-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const inAWeek = new Date(Date.now() + 6 * 86_400_000).toISOString();
const done = (more: Partial<Import> = {}) =>
  importFixture({
    state: 'done',
    processed: 40,
    total: 40,
    inserted: 31,
    updated: 4,
    skipped: 3,
    failed: 2,
    finishedAt: new Date().toISOString(),
    undoUntil: inAWeek,
    ...more,
  });

const open = (check: Import, undone: Partial<Import> = {}) => {
  const server = fakeImportServer(check, undefined, undone);
  // a reload finds the import again from its id alone
  return {
    server,
    ...renderPage(<ImportPage />, '/enquiries/import', '/enquiries/import?id=imp1'),
  };
};

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob);
  });

const count = (label: string) =>
  within(screen.getByRole('list', { name: 'What the import did' })).getByRole('listitem', {
    name: new RegExp(`^${label}:`),
  });

describe('the import wizard: the result', () => {
  it('shows the four counts, the failed rows to download and where the enquiries are', async () => {
    const { user, server } = open(done());
    await screen.findByRole('heading', { level: 2, name: 'Import of “leads.csv”' });
    expect(screen.getByText('Step 5 of 5: Result')).toBeInTheDocument();
    expect(count('Inserted')).toHaveAccessibleName('Inserted: 31');
    expect(count('Updated')).toHaveAccessibleName('Updated: 4');
    expect(count('Skipped')).toHaveAccessibleName('Skipped: 3');
    expect(count('Failed')).toHaveAccessibleName('Failed: 2');
    expect(screen.getByRole('link', { name: 'See the imported enquiries' })).toHaveAttribute(
      'href',
      '/enquiries?owner=all&leadSource=import',
    );
    const saved: Blob[] = [];
    stubObjectUrls((blob) => {
      saved.push(blob);
      return 'blob:csv';
    });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download failed rows' }));
    expect(await screen.findByText('Downloaded leads-failed.csv')).toBeInTheDocument();
    expect(server.calls.map((c) => c.path)).toContain('/api/imports/imp1/failed');
    expect(click).toHaveBeenCalledTimes(1);
    expect(await textOf(saved[0]!)).toContain('+91 98000 00003,A name is needed');
  });

  it('offers no download when nothing failed', async () => {
    open(done({ failed: 0, inserted: 36, skipped: 0 }));
    expect(await screen.findByText('Every row was imported.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download failed rows' })).not.toBeInTheDocument();
  });

  it('does not say every row was imported when some were skipped', async () => {
    // found from outside: "Every row was imported." beside "Skipped 3"
    open(done({ failed: 0, inserted: 33 }));
    expect(
      await screen.findByText(
        'The import is done: rows matching existing records were skipped as you chose.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Every row was imported.')).not.toBeInTheDocument();
  });

  it('undoes the import once confirmed, and then offers it no more', async () => {
    const { user, server } = open(done());
    await user.click(await screen.findByRole('button', { name: 'Undo this import' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Undo this import?' });
    expect(dialog).toHaveTextContent('The 31 records it created are deleted and the 4 it updated');
    await user.click(within(dialog).getByRole('button', { name: 'Undo the import' }));
    expect(await screen.findByText(/This import was undone/)).toBeInTheDocument();
    expect(server.writes()).toEqual([['POST /api/imports/imp1/undo', undefined]]);
    expect(screen.queryByRole('button', { name: 'Undo this import' })).not.toBeInTheDocument();
  });

  it('says how many students the undo removed, how many it kept and why', async () => {
    const kept = { total: 3, edited: 1, applications: 1, documents: 0, contacts: 1 };
    const { user } = open(done(), { kept });
    await user.click(await screen.findByRole('button', { name: 'Undo this import' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Undo this import?' });
    expect(dialog).toHaveTextContent('worked on since the import are kept');
    await user.click(within(dialog).getByRole('button', { name: 'Undo the import' }));
    const note = await screen.findByText(/This import was undone/);
    expect(note).toHaveTextContent('of the 31 enquiries it created, 28 were removed');
    expect(note).toHaveTextContent(
      '3 kept: 1 edited since, 1 with an application, 1 with a logged contact',
    );
  });

  it('offers no undo once the 7 days are over', async () => {
    open(done({ undoUntil: new Date(Date.now() - 60_000).toISOString() }));
    await screen.findByRole('heading', { level: 2, name: 'Import of “leads.csv”' });
    expect(screen.queryByRole('button', { name: 'Undo this import' })).not.toBeInTheDocument();
  });

  it('follows a running import after a reload until its result', async () => {
    const { server } = open(importFixture({ state: 'running', processed: 10, total: 40 }));
    expect(await screen.findByText('10 of 40 rows done (25%)')).toBeInTheDocument();
    server.set(done());
    expect(
      await screen.findByRole('heading', { name: 'Import of “leads.csv”' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
