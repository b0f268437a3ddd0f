import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublic } from '../test-utils';

describe('/thank-you', () => {
  it('shows the enquiry number from the URL (a reload, or the form just sent)', async () => {
    await renderPublic('/thank-you?enq=ENQ-000042');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    expect(screen.getByText('ENQ-000042')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send another enquiry' })).toHaveAttribute(
      'href',
      '/EnquiryForm',
    );
    expect(screen.getByRole('link', { name: 'StudyDesk home' })).toHaveAttribute(
      'href',
      '/EnquiryForm',
    );
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
    expect(screen.getByText('Thank you for getting in touch with StudyDesk.')).toBeVisible();
  });
});
