import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, signIn, stubFetch } from '../../test/test-utils';
import { fastUser } from '../../lib/test-page';
import WebsiteFormPage from './website-form-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(answer: () => Response, offices: object[] = []) {
  stubFetch((req) =>
    new URL(req.url).pathname === '/api/offices'
      ? json({ data: offices, total: offices.length })
      : answer(),
  );
  signIn({ userType: 'admin' });
  renderRoutes('/settings/website-form', [
    { path: '/settings/website-form', element: <WebsiteFormPage /> },
  ]);
  return fastUser();
}

const server = window.location.origin;

describe('/settings/website-form', () => {
  it('shows both snippets for this server, and which sites may post them', async () => {
    renderPage(() => json({ origins: ['https://www.agency.example', 'https://agency.example'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Website form' })).toBeVisible();
    expect(
      await screen.findByText(
        /Enquiries are accepted from https:\/\/www.agency.example, https:\/\/agency.example/,
      ),
    ).toBeInTheDocument();
    const script = within(screen.getByRole('region', { name: 'Script snippet' }));
    expect(script.getByLabelText('Script snippet code')).toHaveTextContent(
      `<script src="${server}/embed/enquiry.js" async></script>`,
    );
    const html = within(screen.getByRole('region', { name: 'Plain HTML form' }));
    const code = html.getByLabelText('Plain HTML form code').textContent ?? '';
    expect(code).toContain(`<form method="post" action="${server}/api/enquiries">`);
    expect(code).toContain('name="redirect" value="https://www.agency.example/thank-you"');
    for (const name of ['fName', 'lName', 'email', 'mobile', 'category', 'consent', 'website'])
      expect(code).toContain(`name="${name}"`);
  });

  it('copies a snippet to the clipboard and says so', async () => {
    const user = renderPage(() => json({ origins: ['https://www.agency.example'] }));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const script = within(await screen.findByRole('region', { name: 'Script snippet' }));
    await user.click(script.getByRole('button', { name: 'Copy script tag' }));
    expect(await script.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      `<script src="${server}/embed/enquiry.js" async></script>`,
    );
    expect(script.getByRole('status')).toHaveTextContent('Script snippet copied to the clipboard');
  });

  it('names each Copy button after what it copies', async () => {
    renderPage(() => json({ origins: ['https://www.agency.example'] }));
    await screen.findByRole('region', { name: 'Script snippet' });
    expect(screen.getAllByRole('button', { name: /^Copy/ })).toEqual([
      screen.getByRole('button', { name: 'Copy script tag' }),
      screen.getByRole('button', { name: 'Copy HTML form' }),
    ]);
  });

  it('gives a plain form that keeps the page and its tags and hides its honeypot without CSS', async () => {
    renderPage(() => json({ origins: ['https://www.agency.example'] }));
    const code = (await screen.findByLabelText('Plain HTML form code')).textContent ?? '';
    // Browsers send only the site's origin with a cross-site form unless the page says otherwise.
    expect(code).toMatch(
      /^(<!--[^\n]*-->\n)?<meta name="referrer" content="no-referrer-when-downgrade" \/>\n<form /,
    );
    // A strict CSP refuses style attributes: the honeypot is hidden by the hidden attribute.
    expect(code).not.toMatch(/style=/);
    expect(code).toMatch(/<div hidden>\s*<label>[^<]*<input name="website"/);
    expect(code).toContain('<option value="">Choose a level of study</option>');
    const html = within(screen.getByRole('region', { name: 'Plain HTML form' }));
    expect(html.getByText(/only your site’s address/)).toBeInTheDocument();
  });

  it('warns that other sites are refused while PUBLIC_FORM_ORIGINS is empty, and how to set it', async () => {
    renderPage(() => json({ origins: [] }));
    const alert = await screen.findByText(/PUBLIC_FORM_ORIGINS is not set/);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      /refuses enquiries sent from any other site.*PUBLIC_FORM_ORIGINS=https:\/\/www.agency.example.*restart StudyDesk/,
    );
    // the plain form still names a placeholder thank-you page to replace
    expect(screen.getByLabelText('Plain HTML form code')).toHaveTextContent(
      'value="https://www.agency.example/thank-you"',
    );
  });

  it('gives each office its own link and snippets when there are two or more', async () => {
    const office = (id: string, name: string, isDefault = false) => ({
      _id: id,
      name,
      isDefault,
      active: true,
      retiredAt: null,
    });
    const user = renderPage(
      () => json({ origins: ['https://www.agency.example'] }),
      [office('o-leeds', 'Leeds', true), office('o-pune', 'Pune')],
    );
    const link = within(await screen.findByRole('region', { name: 'Form link' }));
    expect(link.getByLabelText('Form link code')).toHaveTextContent(
      `${server}/EnquiryForm?office=o-leeds`,
    );
    await user.click(await screen.findByRole('combobox', { name: 'Office' }));
    await user.click(await screen.findByRole('option', { name: 'Pune' }));
    expect(link.getByLabelText('Form link code')).toHaveTextContent(
      `${server}/EnquiryForm?office=o-pune`,
    );
    expect(screen.getByLabelText('Script snippet code')).toHaveTextContent(
      `<script src="${server}/embed/enquiry.js" data-office="o-pune" async></script>`,
    );
    expect(screen.getByLabelText('Plain HTML form code')).toHaveTextContent(
      '<input type="hidden" name="office" value="o-pune" />',
    );
  });

  it('tells a non-admin they have no access (the API answers 403)', async () => {
    renderPage(() => json({ message: 'Forbidden', error: 'forbidden' }, 403));
    expect(await screen.findByText('You do not have access')).toBeInTheDocument();
  });
});
