import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACKNOWLEDGEMENT_DEFAULTS,
  API_BASE,
  SETTINGS_DEFAULTS,
  type Acknowledgement,
  type MailTemplate,
} from '@studydesk/contract';
import { json, PRELOAD_TIMEOUT, stubFetch } from '../../test/test-utils';
import { LogoField } from '../settings/logo-card';
import { AcknowledgementForm } from './acknowledgement-card';
import { renderPage } from '../../lib/test-page';
import EmailSettingsPage from './email-settings-page';

let ack: Acknowledgement;
let templates: MailTemplate[];
const writes: { method: string; path: string; body: unknown }[] = [];
const template = (id: string, name: string): MailTemplate => ({
  _id: id,
  id,
  name,
  subject: `About ${name}`,
  body: 'Dear {{firstName}}',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

beforeEach(() => {
  ack = { ...ACKNOWLEDGEMENT_DEFAULTS, updatedAt: null };
  templates = [template('t1', 'Offer received')];
  writes.length = 0;
  stubFetch(async (req) => {
    const path = new URL(req.url).pathname.slice(API_BASE.length);
    const body: unknown =
      req.method === 'GET' || req.method === 'DELETE' ? undefined : await req.json();
    if (req.method !== 'GET') writes.push({ method: req.method, path, body });
    if (path === '/settings')
      return json({ ...SETTINGS_DEFAULTS, ...(body as object), updatedAt: null, updatedBy: null });
    if (path === '/mail/acknowledgement') {
      if (req.method === 'PUT')
        ack = { ...ack, ...(body as object), updatedAt: '2026-11-27T10:00:00.000Z' };
      return json(ack);
    }
    if (path === '/mail-templates/preview') {
      const b = body as { subject: string; body: string };
      const merged = (s: string) =>
        s.replace(/\{\{enqNo\}\}/g, 'ENQ-000123').replace(/\{\{firstName\}\}/g, 'Asha');
      return json({
        subject: merged(b.subject),
        text: merged(b.body),
        html: `<p>${merged(b.body)}</p>`,
      });
    }
    if (path === '/mail-templates' && req.method === 'POST') {
      const made = { ...template('t2', ''), ...(body as object) };
      templates = [...templates, made];
      return json(made, 201);
    }
    if (path.startsWith('/mail-templates/') && req.method === 'DELETE') {
      templates = templates.filter((t) => `/mail-templates/${t.id}` !== path);
      return new Response(null, { status: 204 });
    }
    if (path === '/mail-templates') return json({ data: templates, total: templates.length });
    return json({ message: 'Not found' }, 404);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/settings/email', () => {
  // the forms load apart from the page: their first transform must not count against a wait
  beforeAll(() => Promise.all([AcknowledgementForm.load(), LogoField.load()]), PRELOAD_TIMEOUT);
  it('previews the acknowledgement before it is saved, and saves only once confirmed', async () => {
    const { user } = renderPage(<EmailSettingsPage />, '/settings/email');
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue(ACKNOWLEDGEMENT_DEFAULTS.subject);
    await user.clear(subject);
    await user.type(subject, 'Thanks {{{{firstName}} — {{{{enqNo}}');
    await user.click(screen.getByRole('switch', { name: 'Send an acknowledgement' }));
    await user.click(screen.getByRole('button', { name: 'Preview and save' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Preview' }));
    expect(dialog.getByText('Thanks Asha — ENQ-000123')).toBeVisible();
    expect(dialog.getByTitle('The mail as HTML')).toHaveAttribute('sandbox', '');
    // Back to editing: nothing saved.
    await user.click(dialog.getByRole('button', { name: 'Back to editing' }));
    expect(writes.filter((w) => w.method === 'PUT')).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Preview and save' }));
    await user.click(await screen.findByRole('button', { name: 'Save acknowledgement' }));
    expect(await screen.findByText(/Last changed/)).toBeVisible();
    expect(writes.filter((w) => w.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/mail/acknowledgement',
        body: {
          on: false,
          subject: 'Thanks {{firstName}} — {{enqNo}}',
          body: ACKNOWLEDGEMENT_DEFAULTS.body,
        },
      },
    ]);
  });

  it('refuses a merge field it does not know, before any preview', async () => {
    const { user } = renderPage(<EmailSettingsPage />, '/settings/email');
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    await user.type(subject, ' {{{{nickname}}');
    await user.click(screen.getByRole('button', { name: 'Preview and save' }));
    expect(await screen.findByText(/Unknown merge field \{\{nickname\}\}/)).toBeVisible();
    expect(writes).toEqual([]);
  });

  it('adds a template and deletes one after confirming', async () => {
    const { user } = renderPage(<EmailSettingsPage />, '/settings/email');
    await user.click(await screen.findByRole('button', { name: 'Add template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add template' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Visa reminder');
    await user.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Your visa');
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Dear {{{{firstName}}');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = within(await screen.findByRole('list', { name: 'Templates' }));
    expect(await list.findByText('Visa reminder')).toBeVisible();
    await user.click(list.getByRole('button', { name: 'Delete Offer received' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Delete Offer received?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(list.queryByText('Offer received')).toBeNull());
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([
      'POST /mail-templates',
      'DELETE /mail-templates/t1',
    ]);
  });

  it('sets the agency’s name, time zone and morning digest', async () => {
    const { user } = renderPage(<EmailSettingsPage />, '/settings/email');
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Kolkata');
    // Current IANA names (ICU may list Asia/Calcutta), each with its offset from UTC.
    await user.click(await screen.findByRole('option', { name: 'Asia/Kolkata (UTC+05:30)' }));
    await user.click(screen.getByRole('switch', { name: 'Send the morning digest' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(writes).toEqual([
        {
          method: 'PATCH',
          path: '/settings',
          body: {
            agencyName: 'StudyDesk',
            agencyReplyTo: '',
            timeZone: 'Asia/Kolkata',
            digestOn: false,
          },
        },
      ]),
    );
  });

  it('is for admins only', async () => {
    renderPage(<EmailSettingsPage />, '/settings/email', '/settings/email', 'counsellor');
    expect(await screen.findByText(/do not have access|not allowed|permission/i)).toBeVisible();
  });
});
