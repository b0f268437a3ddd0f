import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';
import { renderPublic } from '../test-utils';

describe('/thank-you', () => {
  let logo: string | null;
  beforeEach(() => {
    logo = null;
    stubFetch((req) =>
      new URL(req.url).pathname === `${API_BASE}/branding`
        ? json({ agencyName: 'Globe Study', logo })
        : json({ message: 'Not found', error: 'not_found' }, 404),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the enquiry number from the URL (a reload, or the form just sent)', async () => {
    await renderPublic('/thank-you?enq=ENQ-000042');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    expect(screen.getByText('ENQ-000042')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send another enquiry' })).toHaveAttribute(
      'href',
      '/EnquiryForm',
    );
    // the next step, a session with a counsellor, a tap away
    expect(screen.getByRole('link', { name: 'Book a counselling session' })).toHaveAttribute(
      'href',
      '/book',
    );
    // The agency's name, read once the page runs (the prerendered page names no one).
    expect(await screen.findByRole('link', { name: 'Globe Study home' })).toHaveAttribute(
      'href',
      '/EnquiryForm',
    );
    // the browser tab too, once the name is known (it never says the product's)
    await waitFor(() => expect(document.title).toBe('Thank you · Globe Study'));
  });

  it('shows the agency’s logo above its name when it has one', async () => {
    logo = '/uploads/logo.webp';
    await renderPublic('/thank-you?enq=ENQ-000042');
    const img = await screen.findByRole('img', { name: 'Globe Study logo' });
    expect(img).toHaveAttribute('src', '/uploads/logo.webp');
    expect(img).toHaveStyle({ maxHeight: '48px' });
    const name = screen.getByRole('link', { name: 'Globe Study home' });
    expect(img.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no logo while the agency has none', async () => {
    await renderPublic('/thank-you?enq=ENQ-000042');
    await screen.findByRole('link', { name: 'Globe Study home' });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('thanks without a number when there is none', async () => {
    await renderPublic('/thank-you');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    expect(screen.queryByText(/ENQ-/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Send an enquiry' })).toHaveAttribute(
      'href',
      '/EnquiryForm',
    );
  });

  it('does not repeat whatever text a link puts in the URL', async () => {
    await renderPublic('/thank-you?enq=Call%20us%20on%20555-0100');
    expect(screen.queryByText(/555-0100/)).toBeNull();
    expect(
      await screen.findByText('Thank you for getting in touch with Globe Study.'),
    ).toBeVisible();
    expect(screen.queryByText(/StudyDesk/)).toBeNull();
  });
});
