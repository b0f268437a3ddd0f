import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactLinks, whatsAppUrl } from './contact-links';

/** Found from outside: a number typed the local way (07700900124) linked to wa.me/07700900124. */
describe('the WhatsApp link', () => {
  it('takes the international number, written with + or 00', () => {
    expect(whatsAppUrl('+44 7700 900124')).toBe('https://wa.me/447700900124');
    expect(whatsAppUrl('0044 7700-900124')).toBe('https://wa.me/447700900124');
    expect(whatsAppUrl('(+977) 984 123 4567')).toBe('https://wa.me/9779841234567');
  });

  it('gives none for a number without its country code', () => {
    expect(whatsAppUrl('07700900124')).toBeNull();
    expect(whatsAppUrl('+12')).toBeNull();
  });

  it('says why there is no link rather than opening the wrong chat', () => {
    render(<ContactLinks phone="07700900124" email="jo@example.com" />);
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
    expect(screen.getByText('WhatsApp: add the country code')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call 07700900124' })).toHaveAttribute(
      'href',
      'tel:07700900124',
    );
  });
});
