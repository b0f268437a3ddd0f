import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_MAX_BYTES } from '@studydesk/contract';
import { stubXhr } from '../../lib/fake-xhr';
import { formEntries, pickedFile, renderPage } from '../../lib/test-page';
import ImportPage from './import-page';
import { fakeImportServer, importFixture } from './test-import-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (path = '/colleges/import') => {
  const sent = stubXhr();
  const server = fakeImportServer(importFixture({ resource: 'colleges' }));
  return { sent, server, ...renderPage(<ImportPage />, path) };
};

const input = () => screen.getByLabelText<HTMLInputElement>('Spreadsheet to import');

describe('the import wizard: the upload', () => {
  it('refuses what is not a CSV or XLSX, or too large, before sending anything', async () => {
    const { user, sent } = open();
    await screen.findByRole('heading', { level: 1, name: 'Import colleges' });
    await user.upload(input(), pickedFile('photo.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“photo.png” is not a spreadsheet: choose a CSV or Excel (.xlsx) file',
    );
    await user.upload(input(), pickedFile('old.xls', 10, 'application/vnd.ms-excel'));
    expect(screen.getByRole('alert')).toHaveTextContent('save it as .xlsx or CSV first');
    await user.upload(input(), pickedFile('big.csv', IMPORT_MAX_BYTES + 1, 'text/csv'));
    expect(screen.getByRole('alert')).toHaveTextContent('“big.csv” is 20.0 MB; the limit is 20 MB');
    expect(sent).toEqual([]);
  });

  it('uploads a CSV with the resource, then shows the mapping of the import it names', async () => {
    const { user, sent, router } = open();
    await user.upload(
      await screen.findByLabelText('Spreadsheet to import'),
      pickedFile('leads.csv', 64, 'text/csv'),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Match the columns to fields' }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const form = await sent[0]!.formData();
    // the resource first: the server knows what it reads before the file streams in
    expect(formEntries([...form.entries()]).map(([key]) => key)).toEqual(['resource', 'file']);
    expect(form.get('resource')).toBe('colleges');
    expect(form.get('file')).not.toBeTypeOf('string');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer test-token');
    await waitFor(() => expect(router.state.location.search).toBe('?id=imp1&step=map'));
  });

  it('says what the server found wrong with the file', async () => {
    const { user, server } = open('/enquiries/import');
    server.refuse(415, 'The file is not a CSV or XLSX spreadsheet');
    await user.upload(
      await screen.findByLabelText('Spreadsheet to import'),
      pickedFile('x.csv', 8, 'text/csv'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is not a CSV or XLSX spreadsheet',
    );
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  });
});
