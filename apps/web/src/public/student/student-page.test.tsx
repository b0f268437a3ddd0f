import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, type StudentPortal } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';
import { stubXhr } from '../../lib/fake-xhr';
import { renderPublic } from '../test-utils';

const TOKEN = 'tok_en-123';
const portal = (over: Partial<StudentPortal> = {}): StudentPortal => ({
  name: 'Meera',
  agencyName: 'Globe Study',
  agencyLogo: null,
  counsellor: { name: 'Asha Rao', email: 'asha@globe.test', phone: '+91 98765 43210' },
  applications: [
    { college: 'Lakeside College', course: 'MSc Data Science', stage: 'Offer received' },
  ],
  checklist: [
    { type: { id: 'passport', name: 'Passport' }, state: 'missing', reason: null },
    {
      type: { id: 'cv', name: 'CV' },
      state: 'rejected',
      reason: 'The scan is cut off at the bottom',
    },
    { type: { id: 'visa', name: 'Visa' }, state: 'accepted', reason: null },
  ],
  uploadTypes: [
    { id: 'passport', name: 'Passport' },
    { id: 'cv', name: 'CV' },
    { id: 'visa', name: 'Visa' },
    { id: 'reference-letter', name: 'Reference letter' },
  ],
  bookingPath: '/book/u-asha',
  expiresAt: '2026-12-27T10:00:00.000Z',
  ...over,
});

let answer: StudentPortal;
let reads: number;
/** What the next upload meets: a dropped connection, a hold, or the server's answer. */
let uploads: ('drop' | 'ok' | Promise<void>)[];

beforeEach(() => {
  answer = portal();
  reads = 0;
  uploads = [];
  stubXhr();
  stubFetch(async (req) => {
    const path = new URL(req.url).pathname.slice(API_BASE.length);
    if (path === `/student/${TOKEN}` && req.method === 'GET') {
      reads++;
      return json(answer);
    }
    if (path === `/student/${TOKEN}/documents` && req.method === 'POST') {
      const next = uploads.shift() ?? 'ok';
      if (next === 'drop') throw new TypeError('Failed to fetch');
      if (next !== 'ok') await next;
      const form = await req.formData();
      const type = form.get('type') as string;
      answer = portal({
        checklist: answer.checklist.map((c) =>
          c.type.id === type ? { ...c, state: 'awaiting', reason: null } : c,
        ),
      });
      const file = form.get('file') as File;
      return json(
        {
          _id: 'd1',
          type: { id: type, name: type },
          fileName: file.name,
          status: 'awaiting',
          createdAt: '',
        },
        201,
      );
    }
    return json({ message: 'This link is not valid', error: 'not_found' }, 404);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const pdf = () => new File(['%PDF-1.4 …'], 'passport.pdf', { type: 'application/pdf' });
const line = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('/s/<token>, the student’s page', () => {
  it('carries the agency’s name, not the product’s, and how to reach the counsellor', async () => {
    await renderPublic(`/s/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Hello, Meera' });
    expect(screen.getByRole('link', { name: 'Globe Study home' })).toBeVisible();
    expect(screen.queryByText(/StudyDesk/)).toBeNull();
    // the browser tab too
    await waitFor(() => expect(document.title).toBe('Your documents · Globe Study'));
    const counsellor = within(screen.getByRole('region', { name: 'Your counsellor' }));
    expect(counsellor.getByText('Asha Rao')).toBeVisible();
    expect(counsellor.getByRole('link', { name: 'asha@globe.test' })).toHaveAttribute(
      'href',
      'mailto:asha@globe.test',
    );
    expect(counsellor.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
  });

  it('books a session with the counsellor, or with anyone while there is none', async () => {
    const { unmount } = await renderPublic(`/s/${TOKEN}`);
    const book = await screen.findByRole('region', { name: 'Talk it through' });
    expect(within(book).getByText(/a session with Asha Rao/)).toBeVisible();
    expect(within(book).getByRole('link', { name: 'Book a session' })).toHaveAttribute(
      'href',
      '/book/u-asha',
    );
    unmount();
    answer = portal({ counsellor: null, bookingPath: '/book' });
    await renderPublic(`/s/${TOKEN}`);
    const anyone = await screen.findByRole('region', { name: 'Talk it through' });
    expect(within(anyone).getByText(/one of our counsellors/)).toBeVisible();
    expect(within(anyone).getByRole('link', { name: 'Book a session' })).toHaveAttribute(
      'href',
      '/book',
    );
  });

  it('shows the agency’s logo above its name when it has one', async () => {
    answer = portal({ agencyLogo: '/uploads/logo.webp' });
    await renderPublic(`/s/${TOKEN}`);
    const logo = await screen.findByRole('img', { name: 'Globe Study logo' });
    expect(logo).toHaveAttribute('src', '/uploads/logo.webp');
    expect(logo).toHaveStyle({ maxHeight: '48px' });
    const name = screen.getByRole('link', { name: 'Globe Study home' });
    // above: before the name in the page's order
    expect(logo.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('greets the student, shows their applications in plain words and what is missing or rejected, and why', async () => {
    await renderPublic(`/s/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Meera' })).toBeVisible();
    expect(screen.getByText('Lakeside College — MSc Data Science')).toBeVisible();
    expect(screen.getByText('Offer received')).toBeVisible();
    expect(within(line('Passport')).getByText('Missing')).toBeVisible();
    expect(within(line('CV')).getByText('Not accepted')).toBeVisible();
    expect(within(line('CV')).getByText(/The scan is cut off at the bottom/)).toBeVisible();
    expect(within(line('Visa')).getByText('Accepted')).toBeVisible();
    // nothing to send for what was accepted
    expect(within(line('Visa')).queryByLabelText(/upload/i)).toBeNull();
    expect(screen.getByText(/works until 27-12-2026/)).toBeVisible();
    // a picker for photos and PDFs, and the phone's camera
    const input = within(line('Passport')).getByLabelText('Upload Passport');
    expect(input).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    expect(within(line('Passport')).getByLabelText('Take a photo of Passport')).toHaveAttribute(
      'capture',
      'environment',
    );
  });

  it('sends a file with its progress, then shows it awaiting review', async () => {
    let release = () => undefined as void;
    uploads = [new Promise<void>((r) => (release = r))];
    const { user } = await renderPublic(`/s/${TOKEN}`);
    await user.upload(await screen.findByLabelText('Upload Passport'), pdf());
    const bar = await screen.findByRole('progressbar', { name: 'Sending passport.pdf' });
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    act(() => release());
    expect(await within(line('Passport')).findByText('Awaiting review')).toBeVisible();
    expect(within(line('Passport')).getByText('Sent')).toBeVisible();
    expect(reads).toBe(2);
  });

  it('tries once more on its own when the connection drops, then offers Retry', async () => {
    uploads = ['drop', 'drop', 'ok'];
    const { user } = await renderPublic(`/s/${TOKEN}`);
    await user.upload(await screen.findByLabelText('Upload Passport'), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The connection dropped before the file was sent.',
    );
    expect(uploads).toEqual(['ok']);
    await user.click(screen.getByRole('button', { name: 'Retry passport.pdf' }));
    expect(await within(line('Passport')).findByText('Awaiting review')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a document the checklist does not ask for, once the student says what it is', async () => {
    const { user } = await renderPublic(`/s/${TOKEN}`);
    await user.selectOptions(await screen.findByLabelText(/what is it/i), 'Reference letter');
    await user.upload(screen.getByLabelText('Upload Reference letter'), pdf());
    expect(await screen.findByText('Sent')).toBeVisible();
  });

  it('says plainly that a wrong, expired or revoked link is not valid', async () => {
    await renderPublic('/s/not-a-real-token');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is not valid' }),
    ).toBeVisible();
    expect(screen.getByText(/ask your counsellor to send you a new link/i)).toBeVisible();
  });

  it('says so without asking the server when the address has no token', async () => {
    await renderPublic('/s');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is not valid' }),
    ).toBeVisible();
    expect(reads).toBe(0);
  });
});
