import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MESSAGES } from '@studydesk/contract';
import { pickedFile, renderPage } from '../../lib/test-page';
import { DocumentsSection } from './documents-section';
import { TYPES, doc, fakeDocumentsServer, line } from './fake-documents-server';
import { REASON_REQUIRED } from './reject-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const [passport, transcript, funds] = TYPES as [
  (typeof TYPES)[0],
  (typeof TYPES)[0],
  (typeof TYPES)[0],
];
const open = (role: 'admin' | 'counsellor' = 'counsellor') =>
  renderPage(<DocumentsSection enquiry="e1" />, '/enquiries/e1', '/enquiries/e1', role);
const slow = { timeout: 60_000 };

describe("a student's documents", () => {
  it('shows the checklist in words, with the reason of a rejection, and who sent what', async () => {
    fakeDocumentsServer(
      [
        doc({
          _id: 'd2',
          type: { id: 't2', name: 'Academic transcript' },
          status: 'rejected',
          reason: 'Page 2 is missing',
          uploadedBy: { student: true },
          fileName: 'marks.jpg',
          contentType: 'image/jpeg',
        }),
        doc({ version: 2 }),
      ],
      [
        line(passport, 'awaiting', 'd1'),
        line(transcript, 'rejected', 'd2'),
        line(funds, 'missing'),
      ],
    );
    open();
    const checklist = await screen.findByRole('list', { name: 'Checklist' });
    const lines = within(checklist).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      'PassportVisa phase · United KingdomAwaiting review',
      'Academic transcriptVisa phase · United KingdomRejected: Page 2 is missingRejected',
      'Financial statementVisa phase · United KingdomMissing',
    ]);
    expect(screen.getByText('3 of 3 still to settle.')).toBeInTheDocument();
    const files = within(
      screen.getByRole('list', { name: 'Documents, newest first' }),
    ).getAllByRole('listitem');
    expect(files[0]).toHaveTextContent(/Uploaded by the student/);
    expect(files[0]).toHaveTextContent('Rejected: Page 2 is missing');
    expect(files[1]).toHaveTextContent(
      /Passport \(version 2\).*passport\.pdf · 820 KB.*Uploaded by Priya Sharma, 20-11-2026/,
    );
    expect(
      within(files[1]!).getByRole('button', { name: 'View Passport (version 2)' }),
    ).toBeInTheDocument();
  });

  it('opens the document the address names (?doc=, from the bell) in its viewer, once', async () => {
    fakeDocumentsServer(
      [doc({ _id: 'd2', type: { id: 't2', name: 'Academic transcript' } }), doc({ version: 2 })],
      [line(passport, 'awaiting', 'd1')],
    );
    renderPage(<DocumentsSection enquiry="e1" />, '/enquiries/e1', '/enquiries/e1?doc=d2');
    expect(await screen.findByRole('dialog', { name: /^Academic transcript/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /^Passport/ })).toBeNull();
  });

  it('says so when nothing is required and nothing was sent', async () => {
    fakeDocumentsServer([], []);
    open();
    expect(await screen.findByText(/Nothing is required yet/)).toBeInTheDocument();
    expect(
      screen.getByText('No documents yet. Upload one, or send the student their link.'),
    ).toBeInTheDocument();
  });

  it('uploads with its progress, and the checklist reloads', slow, async () => {
    const server = fakeDocumentsServer([], [line(passport, 'missing')]);
    const { user } = open();
    await screen.findByRole('list', { name: 'Checklist' });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a document' });
    await user.upload(
      within(dialog).getByLabelText('File'),
      pickedFile('passport.pdf', 2048, 'application/pdf'),
    );
    await user.click(within(dialog).getByRole('combobox', { name: /^Document type/ }));
    await user.click(await screen.findByRole('option', { name: 'Passport' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Scanned at the office');
    const release = server.hold();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Sending passport.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading… checking the file');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Passport uploaded')).toBeInTheDocument();
    const form = await server.sent[0]!.formData();
    expect([...form.keys()]).toEqual(['type', 'note', 'file']);
    expect(form.get('note')).toBe('Scanned at the office');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Checklist' })).getByText('Awaiting review'),
      ).toBeInTheDocument(),
    );
    expect(server.reads('/enquiries/e1/documents')).toBe(2);
  });

  it(
    'refuses a file over the limit before sending it, and shows the server’s refusal',
    slow,
    async () => {
      const server = fakeDocumentsServer([], [line(passport, 'missing')]);
      const { user } = open();
      await user.click(await screen.findByRole('button', { name: 'Upload' }));
      const dialog = await screen.findByRole('dialog', { name: 'Upload a document' });
      await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
      expect(within(dialog).getByText(DOCUMENT_MESSAGES.fileMissing)).toBeInTheDocument();
      expect(within(dialog).getByText('Choose the type of document')).toBeInTheDocument();
      const input = within(dialog).getByLabelText('File');
      await user.upload(input, pickedFile('scan.pdf', 11 * 1024 * 1024, 'application/pdf'));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(DOCUMENT_MESSAGES.tooLarge('10'));
      await user.click(within(dialog).getByRole('combobox', { name: /^Document type/ }));
      await user.click(await screen.findByRole('option', { name: 'Passport' }));
      await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
      expect(server.sent).toHaveLength(0);

      await user.upload(input, pickedFile('page.pdf', 512, 'application/pdf'));
      server.reply(415, { message: DOCUMENT_MESSAGES.markup, error: 'unsupported_media_type' });
      await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
      expect(await within(dialog).findByText(DOCUMENT_MESSAGES.markup)).toBeInTheDocument();
      expect(server.sent).toHaveLength(1);
      expect(screen.getByRole('dialog', { name: 'Upload a document' })).toBeInTheDocument();
    },
  );

  it('rejects only with a reason, and accepts', slow, async () => {
    const server = fakeDocumentsServer([doc()], [line(passport, 'awaiting', 'd1')]);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Reject Passport' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Passport?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveAccessibleDescription(REASON_REQUIRED);
    expect(server.writes()).toEqual([]);
    await user.type(reason, 'The photo page is blurred');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.writes()).toEqual([
      {
        method: 'PATCH',
        path: '/documents/d1',
        body: { status: 'rejected', reason: 'The photo page is blurred' },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Accept Passport' }));
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes()[1]).toEqual({
      method: 'PATCH',
      path: '/documents/d1',
      body: { status: 'accepted' },
    });
  });

  it(
    'deletes after asking, and an admin restores it from the deleted documents',
    slow,
    async () => {
      const server = fakeDocumentsServer([doc()], []);
      const { user } = open('admin');
      await user.click(await screen.findByRole('button', { name: 'Delete Passport' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete Passport?' });
      expect(confirm).toHaveTextContent(/restore it within 30 days/);
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      expect(
        await screen.findByText('No documents yet. Upload one, or send the student their link.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Trash' }));
      const trash = await screen.findByRole('list', { name: 'Documents in the trash' });
      await user.click(within(trash).getByRole('button', { name: 'Restore Passport' }));
      expect(await screen.findByRole('button', { name: 'View Passport' })).toBeInTheDocument();
      expect(server.writes().map((c) => `${c.method} ${c.path}`)).toEqual([
        'DELETE /documents/d1',
        'POST /documents/d1/restore',
      ]);
    },
  );

  it('a counsellor sees no deleted documents', async () => {
    fakeDocumentsServer([doc()], []);
    open('counsellor');
    await screen.findByRole('button', { name: 'View Passport' });
    expect(screen.queryByRole('button', { name: 'Trash' })).not.toBeInTheDocument();
  });
});
