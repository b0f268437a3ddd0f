import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/test-utils';
import { renderPage } from '../../lib/test-page';
import { StudentLinkCard } from './student-link-card';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const URL_1 = 'https://desk.example/s/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const URL_2 = 'https://desk.example/s/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

/** The link's routes as the API answers them; `live` is a link made before the page opened. */
function fakeLinks(live: string | null = null) {
  const calls: string[] = [];
  const urls = [URL_1, URL_2];
  let expiresAt = live;
  stubFetch((req) => {
    if (req.method === 'GET') return json({ active: expiresAt !== null, expiresAt });
    calls.push(`${req.method} ${new URL(req.url).pathname}`);
    if (req.method === 'DELETE') {
      expiresAt = null;
      return new Response(null, { status: 204 });
    }
    expiresAt = '2026-12-27T09:00:00.000Z';
    return json({ url: urls.shift(), expiresAt }, 201);
  });
  return calls;
}

describe("the student's link", () => {
  it('makes a link, shows it once with Copy and its expiry, remakes and revokes it after asking', async () => {
    const calls = fakeLinks();
    const { user } = renderPage(<StudentLinkCard enquiry="e1" />, '/enquiries/e1');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const field = await screen.findByRole('textbox', { name: 'The student’s link' });
    expect(field).toHaveValue(URL_1);
    expect(screen.getByText('Works until 27-12-2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_1);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The link is copied to the clipboard');

    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    const remake = await screen.findByRole('alertdialog', { name: 'Make a new link?' });
    await user.click(within(remake).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(field).toHaveValue(URL_2));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    const revoke = await screen.findByRole('alertdialog', { name: 'Revoke the student’s link?' });
    await user.click(within(revoke).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create link' })).toBeInTheDocument();
    expect(calls).toEqual([
      'POST /api/enquiries/e1/student-link',
      'POST /api/enquiries/e1/student-link',
      'DELETE /api/enquiries/e1/student-link',
    ]);
  });

  it('offers only Create link before a link exists, and Revoke once it is shown', async () => {
    const calls = fakeLinks();
    const { user } = renderPage(<StudentLinkCard enquiry="e1" />, '/enquiries/e1');
    const card = screen.getByRole('region', { name: 'Student link' });
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Create link']);
    await user.click(within(card).getByRole('button', { name: 'Create link' }));
    expect(await within(card).findByRole('button', { name: 'Revoke link' })).toBeVisible();
    expect(within(card).getByRole('textbox', { name: 'The student’s link' })).toHaveValue(URL_1);
    expect(within(card).getByText('Works until 27-12-2026')).toBeVisible();
    expect(calls).toEqual(['POST /api/enquiries/e1/student-link']);
  });

  it('names a link made earlier by its expiry after a reload, and revokes it after asking', async () => {
    const calls = fakeLinks('2026-12-20T09:00:00.000Z');
    const { user } = renderPage(<StudentLinkCard enquiry="e1" />, '/enquiries/e1');
    const card = screen.getByRole('region', { name: 'Student link' });
    expect(
      await within(card).findByText(/A link made earlier works until 20-12-2026/),
    ).toBeVisible();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Revoke link' }));
    const revoke = await screen.findByRole('alertdialog', { name: 'Revoke the student’s link?' });
    await user.click(within(revoke).getByRole('button', { name: 'Revoke link' }));
    expect(await within(card).findByRole('button', { name: 'Create link' })).toBeVisible();
    expect(within(card).queryByText(/made earlier/)).not.toBeInTheDocument();
    expect(calls).toEqual(['DELETE /api/enquiries/e1/student-link']);
  });
});
