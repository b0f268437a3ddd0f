import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENQUIRY_MAIL_MESSAGES, type EmailEntry, type MailTemplate } from '@studydesk/contract';
import { json, renderRoutes, signIn, stubSmallScreen } from '../../test/test-utils';
import { fastUser } from '../../lib/test-page';
import EnquiryDetailPage from './enquiry-detail-page';
import { enquiry, fakeDesk, type FakeDesk } from './test-desk';

/** "E-mail" on the record, its compose dialog and its line on the timeline. */
const TEMPLATE: MailTemplate = {
  _id: 't1',
  id: 't1',
  name: 'Documents reminder',
  subject: 'Documents for {{enqNo}}',
  body: 'Dear {{firstName}},\n\nPlease send your passport.',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
};
const sentLine = (fields: Partial<EmailEntry> = {}): EmailEntry => ({
  _id: 'm1',
  type: 'email',
  at: '2025-03-16T11:00:00.000Z',
  by: 'u1',
  byName: 'Priya Sharma',
  to: 'asha@example.com',
  subject: 'Documents for ENQ-000007',
  state: 'sent',
  lastError: null,
  ...fields,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(user: Parameters<typeof signIn>[0] = {}) {
  signIn(user);
  renderRoutes('/enquiries/e1', [{ path: '/enquiries/:id', element: <EnquiryDetailPage /> }]);
  return fastUser();
}
const templatesFor = (desk: FakeDesk) =>
  desk.reply('GET', '/api/mail-templates', () => json({ data: [TEMPLATE], total: 1 }));

describe('e-mail from the enquiry record', () => {
  it('fills a template merged by the server, sends the edited mail, and shows it on the timeline', async () => {
    const desk = fakeDesk({ enquiries: [enquiry('e1', 7)] });
    templatesFor(desk);
    desk.reply('POST', '/api/mail-templates/preview', () =>
      json({
        subject: 'Documents for ENQ-000007',
        text: 'Dear Asha,\n\nPlease send your passport.',
        html: '<p>…</p>',
      }),
    );
    desk.reply('POST', '/api/enquiries/e1/emails', () => {
      desk.db.timeline.e1 = [sentLine({ subject: 'Documents for ENQ-000007, please' })];
      return json(sentLine(), 201);
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'E-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Asha' });
    const to = within(dialog).getByRole('textbox', { name: 'To' });
    expect(to).toHaveValue('asha@example.com');
    expect(to).toHaveAttribute('readonly');
    expect(to).toHaveAccessibleDescription('Replies come to you at priya@studydesk.local');

    // the select stays disabled until the templates are in: a click before then opens nothing
    const template = within(dialog).getByRole('combobox', { name: 'Template' });
    await waitFor(() => expect(template).not.toHaveAttribute('aria-disabled'));
    await user.click(template);
    await user.click(await screen.findByRole('option', { name: 'Documents reminder' }));
    const subject = within(dialog).getByRole('textbox', { name: /^Subject/ });
    await waitFor(() => expect(subject).toHaveValue('Documents for ENQ-000007'));
    expect(desk.last('POST', '/api/mail-templates/preview')?.body).toEqual({
      subject: TEMPLATE.subject,
      body: TEMPLATE.body,
      enquiry: 'e1',
    });
    expect(within(dialog).getByRole('textbox', { name: /^Message/ })).toHaveValue(
      'Dear Asha,\n\nPlease send your passport.',
    );
    await user.type(subject, ', please');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(desk.last('POST', '/api/enquiries/e1/emails')?.body).toEqual({
      subject: 'Documents for ENQ-000007, please',
      body: 'Dear Asha,\n\nPlease send your passport.',
      template: 't1',
    });
    expect(await screen.findByText('E-mail sent to asha@example.com')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline, newest first' });
    expect(await within(timeline).findByText('Documents for ENQ-000007, please')).toBeVisible();
    expect(within(timeline).getByText('E-mail sent:')).toBeVisible();
  });

  it('says the templates are loading, in words one can read, until they are in', async () => {
    const desk = fakeDesk({ enquiries: [enquiry('e1', 7)] });
    let answer = () => {};
    desk.reply('GET', '/api/mail-templates', async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return json({ data: [TEMPLATE], total: 1 });
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'E-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Asha' });
    const template = within(dialog).getByRole('combobox', { name: 'Template' });
    expect(template).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(dialog).getByRole('progressbar', { name: 'Loading the templates' }),
    ).toBeVisible();
    // seen in CI: a disabled field's hint is drawn faint, too faint to read (axe: contrast)
    const hint = within(dialog).getByText('Loading the templates…');
    expect(hint).not.toHaveClass('Mui-disabled');

    answer();
    await waitFor(() => expect(template).not.toHaveAttribute('aria-disabled'));
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(template).toHaveAccessibleDescription(/^Fills in the subject/);
  });

  it('puts the server’s refusal on its field and keeps what was written', async () => {
    const desk = fakeDesk({ enquiries: [enquiry('e1', 7)] });
    templatesFor(desk);
    desk.reply('POST', '/api/enquiries/e1/emails', () =>
      json(
        {
          message: 'Please correct the highlighted fields',
          error: 'validation',
          fieldErrors: { body: 'Message must not contain HTML tags' },
        },
        400,
      ),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'E-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Asha' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Subject is required')).toBeInTheDocument();
    expect(desk.count('POST', '/api/enquiries/e1/emails')).toBe(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Hello');
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'See <b>this</b>');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const message = within(dialog).getByRole('textbox', { name: /^Message/ });
    await waitFor(() =>
      expect(message).toHaveAccessibleDescription('Message must not contain HTML tags'),
    );
    expect(message).toHaveValue('See <b>this</b>');
    expect(dialog).toBeInTheDocument();
  });

  it.each([
    ['a student without an e-mail address', { email: '' }, {}, ENQUIRY_MAIL_MESSAGES.noEmail],
    [
      'another counsellor’s student',
      { assignedTo: 'u2' },
      { _id: 'u9', userType: 'counsellor' as const },
      'Only the student’s counsellor or an admin can e-mail them.',
    ],
  ])('says why it cannot write to %s, and opens nothing', async (_who, fields, me, reason) => {
    fakeDesk({ enquiries: [enquiry('e1', 7, fields)] });
    const user = renderPage(me);
    const button = await screen.findByRole('button', { name: 'E-mail' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(reason);
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a phone, keeps the actions on one line: E-mail is in the menu', async () => {
    stubSmallScreen();
    const desk = fakeDesk({ enquiries: [enquiry('e1', 7)] });
    templatesFor(desk);
    const user = renderPage();
    await screen.findByRole('button', { name: 'Log contact' });
    expect(screen.queryByRole('button', { name: 'E-mail' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'E-mail' }));
    expect(await screen.findByRole('dialog', { name: 'E-mail Asha' })).toBeVisible();
  });

  it('shows a mail that was not delivered, with the reason', async () => {
    fakeDesk({
      enquiries: [enquiry('e1', 7)],
      timeline: {
        e1: [
          sentLine({ state: 'failed', lastError: '550 Mailbox unavailable' }),
          sentLine({ _id: 'm2', subject: 'Queued one', state: 'waiting' }),
        ],
      },
    });
    renderPage();
    const timeline = await screen.findByRole('list', { name: 'Timeline, newest first' });
    expect(await within(timeline).findByText('Not delivered')).toBeVisible();
    expect(within(timeline).getByText('550 Mailbox unavailable')).toBeVisible();
    expect(within(timeline).getByText('Waiting to send')).toBeVisible();
  });

  it('says a mail the outbox still holds is queued, not sent', async () => {
    const desk = fakeDesk({ enquiries: [enquiry('e1', 7)] });
    templatesFor(desk);
    desk.reply('POST', '/api/enquiries/e1/emails', () =>
      json(sentLine({ state: 'waiting', lastError: 'connect ECONNREFUSED' }), 201),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'E-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Asha' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Hello');
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Your offer');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Queued - it will be sent when the mail server answers'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/E-mail sent to/)).not.toBeInTheDocument();
  });
});
