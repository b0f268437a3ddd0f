import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../layout/test-utils';
import ThankYouPage from './thank-you-page';

const renderAt = (url: string) =>
  renderRoutes(url, [
    { path: '/thank-you', element: <ThankYouPage /> },
    { path: '/EnquiryForm', element: <p>at /EnquiryForm</p> },
  ]);

describe('/thank-you', () => {
  it('shows the enquiry number from the URL (a reload has no router state)', async () => {
    const { router } = renderAt('/thank-you?enq=ENQ-000042');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    expect(screen.getByText('ENQ-000042')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Send another enquiry' }));
    expect(router.state.location.pathname).toBe('/EnquiryForm');
  });

  it('thanks without a number when there is none', () => {
    renderAt('/thank-you');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    expect(screen.queryByText(/ENQ-/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Send an enquiry' })).toHaveAttribute(
      'href',
      '/EnquiryForm',
    );
  });

  it('does not repeat whatever text a link puts in the URL', () => {
    renderAt('/thank-you?enq=Call%20us%20on%20555-0100');
    expect(screen.queryByText(/555-0100/)).toBeNull();
    expect(screen.getByText('Thank you for getting in touch with StudyDesk.')).toBeVisible();
  });
});
