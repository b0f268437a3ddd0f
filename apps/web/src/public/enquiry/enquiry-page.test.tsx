import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { API_BASE } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';
import { recordLeaving, renderPublic } from '../test-utils';

type Sent = { method: string; path: string; body: Record<string, unknown> };
let sent: Sent[];
let reply: () => Response | Promise<Response>;
let fetchMock: Mock;

beforeEach(() => {
  sent = [];
  reply = () => json({ message: 'Thank you!', enqNo: 'ENQ-000042' }, 201);
  fetchMock = stubFetch(async (req) => {
    const body = (await req.json()) as Record<string, unknown>;
    sent.push({ method: req.method, path: new URL(req.url).pathname, body });
    return reply();
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The form; the thank-you screen follows it in the same document. */
function renderForm() {
  const leaving = recordLeaving();
  return renderPublic('/EnquiryForm').then((view) => ({ ...view, leaving }));
}

/** What the page sent (it also reads the agency's name, with a GET). */
const posted = () => fetchMock.mock.calls.filter(([req]) => (req as Request).method === 'POST');
const field = (name: string) => screen.getByRole('textbox', { name });
const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Send enquiry' }));

async function fillValid(user: UserEvent, { consent = true } = {}) {
  await user.type(field('First name'), 'Asha');
  await user.type(field('Last name'), 'Rao');
  await user.type(field('Email'), 'Asha@Example.com');
  await user.type(field('Mobile number'), '+91 98765 43210');
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Level of study/ }),
    'Postgraduate',
  );
  await user.type(field('Country you would like to study in'), 'Canada');
  if (consent) await user.click(screen.getByRole('checkbox', { name: /agree to be contacted/ }));
}

describe('/EnquiryForm validation', () => {
  it('says what is missing and sends nothing', async () => {
    const { user } = await renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Study abroad enquiry' })).toBeVisible();
    await submit(user);
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(field('Mobile number')).toHaveAccessibleDescription('Enter a valid mobile number');
    expect(screen.getByText('Choose your level of study')).toBeInTheDocument();
    const consent = screen.getByRole('checkbox', { name: /agree to be contacted/ });
    expect(consent).toHaveAccessibleDescription('Please agree to be contacted about your enquiry');
    expect(field('First name')).toHaveFocus();
    expect(posted()).toEqual([]);
  });

  it('rejects a malformed email inline, once the field is left', async () => {
    const { user } = await renderForm();
    await user.type(field('Email'), 'asha@');
    await user.tab();
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    await fillValid(user);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'not-an-email');
    await submit(user);
    expect(field('Email')).toHaveFocus();
    expect(posted()).toEqual([]);
  });

  it('needs the consent box ticked', async () => {
    const { user } = await renderForm();
    await fillValid(user, { consent: false });
    await submit(user);
    const consent = screen.getByRole('checkbox', { name: /agree to be contacted/ });
    await waitFor(() =>
      expect(consent).toHaveAccessibleDescription(
        'Please agree to be contacted about your enquiry',
      ),
    );
    expect(consent).toBeRequired();
    expect(posted()).toEqual([]);
  });
});

describe('/EnquiryForm sending', () => {
  it('sends the enquiry and shows the thank-you page with its number', async () => {
    const { user, leaving } = await renderForm();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    expect(screen.getByText('ENQ-000042')).toBeVisible();
    expect(window.location.pathname).toBe('/thank-you');
    expect(window.location.search).toBe('?enq=ENQ-000042');
    // no one's name until the agency's is known (this server has none to give)
    await waitFor(() => expect(document.title).toBe('Thank you'));
    // the same document: no page load between the form and its receipt
    expect(leaving).not.toHaveBeenCalled();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/enquiries',
        body: {
          fName: 'Asha',
          lName: 'Rao',
          email: 'asha@example.com',
          mobile: '+91 98765 43210',
          category: 'Postgraduate',
          country: 'Canada',
          consent: true,
          pageUrl: `${window.location.origin}/EnquiryForm`,
        },
      },
    ]);
  });

  it('sends the campaign tags, the page and the referrer, as the embed does', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://news.example.org/spring');
    const tags = '?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2027';
    const leaving = recordLeaving();
    const { user } = await renderPublic(`/EnquiryForm${tags}`);
    await fillValid(user);
    await submit(user);
    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    expect(leaving).not.toHaveBeenCalled();
    expect(sent[0]?.body).toMatchObject({
      pageUrl: `${window.location.origin}/EnquiryForm${tags}`,
      referrer: 'https://news.example.org/spring',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring-2027',
    });
  });

  it('sends the enquiry again without its origin when only the origin is refused', async () => {
    reply = () =>
      sent.length === 1
        ? json({ message: 'Check the fields', fieldErrors: { utmSource: 'Too odd' } }, 400)
        : json({ message: 'Thank you!', enqNo: 'ENQ-000044' }, 201);
    const leaving = recordLeaving();
    const { user } = await renderPublic('/EnquiryForm?utm_source=odd');
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('ENQ-000044')).toBeVisible();
    expect(leaving).not.toHaveBeenCalled();
    expect(sent.map((s) => s.body.utmSource)).toEqual(['odd', undefined]);
  });

  it('goes back to the form from the thank-you screen', async () => {
    const { user } = await renderForm();
    await fillValid(user);
    await submit(user);
    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    window.history.back();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Study abroad enquiry' }),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/EnquiryForm');
  });

  it('shows progress while sending, so it is not sent twice', async () => {
    let answer!: (res: Response) => void;
    reply = () => new Promise<Response>((resolve) => (answer = resolve));
    const { user } = await renderForm();
    await fillValid(user);
    await submit(user);
    const button = screen.getByRole('button', { name: /Send enquiry/ });
    await waitFor(() => expect(button).toBeDisabled());
    answer(json({ message: 'ok', enqNo: 'ENQ-000043' }, 201));
    expect(await screen.findByText('ENQ-000043')).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  it("puts the server's field errors on the fields and says so in a toast", async () => {
    reply = () =>
      json(
        {
          message: 'Please correct the highlighted fields',
          error: 'validation',
          fieldErrors: { mobile: 'Enter a valid mobile number', other: 'ignored' },
        },
        400,
      );
    const { user, leaving } = await renderForm();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Please correct the highlighted fields')).toBeVisible();
    expect(field('Mobile number')).toHaveAccessibleDescription('Enter a valid mobile number');
    expect(field('Mobile number')).toHaveFocus();
    expect(window.location.pathname).toBe('/EnquiryForm');
    expect(leaving).not.toHaveBeenCalled();
  });

  it('falls back to "Failed to create enquiry", and shows a rate limit as the server words it', async () => {
    reply = () => new Response('', { status: 500 });
    const { user } = await renderForm();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('Failed to create enquiry')).toBeVisible();
    reply = () => json({ message: 'Too many requests, try later', error: 'rate_limited' }, 429);
    await submit(user);
    expect(await screen.findByText('Too many requests, try later')).toBeVisible();
  });
});

describe('/EnquiryForm is the agency’s page', () => {
  it('names the agency, not the product, at the top and in the tab, once it is known', async () => {
    fetchMock.mockImplementation((req: Request) =>
      Promise.resolve(
        new URL(req.url).pathname === `${API_BASE}/branding`
          ? json({ agencyName: 'Globe Study', logo: '/uploads/logo.webp' })
          : json({ message: 'Not found', error: 'not_found' }, 404),
      ),
    );
    await renderForm();
    expect(await screen.findByRole('link', { name: 'Globe Study home' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Globe Study logo' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Enquire · Globe Study'));
    expect(screen.queryByText(/StudyDesk/)).toBeNull();
  });
});

describe('the honeypot', () => {
  it('is a `website` field no one can see, hear or tab to', async () => {
    const { user } = await renderForm();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Enquiry' });
    for (let i = 0; i < 20; i++) {
      await user.tab();
      expect(document.activeElement).not.toBe(trap);
      if (!form.contains(document.activeElement)) break;
    }
    expect(within(form).getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
  });

  it('is sent when filled, so the server can drop the enquiry', async () => {
    const { user } = await renderForm();
    await fillValid(user);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    await user.type(trap, 'http://spam.example');
    await submit(user);
    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    expect(sent[0]?.body.website).toBe('http://spam.example');
  });
});
