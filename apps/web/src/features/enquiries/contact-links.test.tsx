import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialable } from '@studydesk/contract/plain';
import { ContactLinks, whatsAppUrl } from './contact-links';

/** Found from outside: a number typed the local way (07700900124) linked to wa.me/07700900124. */
describe('the WhatsApp link', () => {
  it('takes the international number, written with + or 00', () => {
    expect(whatsAppUrl('+44 7700 900124')).toBe('https://wa.me/447700900124');
    expect(whatsAppUrl('0044 7700-900124')).toBe('https://wa.me/447700900124');
    expect(whatsAppUrl('(+977) 984 123 4567')).toBe('https://wa.me/9779841234567');
    // found from outside: the bracketed trunk zero went into the link
    expect(whatsAppUrl('+44 (0)20 7946 0958')).toBe('https://wa.me/442079460958');
    expect(whatsAppUrl('0044 (0) 20 7946 0958')).toBe('https://wa.me/442079460958');
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

  it('calls a number written with its trunk zero in brackets without that zero', () => {
    render(<ContactLinks phone="+44 (0)20 7946 0958" email="zoe@example.com" />);
    expect(screen.getByRole('link', { name: 'Call +44 (0)20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
    // at home the zero belongs: a number without its country code keeps it
    expect(dialable('(0)20 7946 0958')).toBe('02079460958');
  });
});
