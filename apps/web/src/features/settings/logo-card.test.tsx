import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_BASE } from '@studydesk/contract';
import { renderPage } from '../../lib/test-page';
import { json, stubFetch } from '../../test/test-utils';
import { LogoCard } from './logo-card';

let logo: string | null;
const writes: { method: string; path: string; image?: number }[] = [];

beforeEach(() => {
  logo = null;
  writes.length = 0;
  stubFetch(async (req) => {
    const path = new URL(req.url).pathname.slice(API_BASE.length);
    if (path === '/settings/logo' && req.method === 'PUT') {
      const file = (await req.formData()).get('image') as File;
      writes.push({ method: 'PUT', path, image: file.size });
      logo = '/uploads/new-logo.webp';
    } else if (path === '/settings/logo' && req.method === 'DELETE') {
      writes.push({ method: 'DELETE', path });
      logo = null;
    } else if (path !== '/branding') return json({ message: 'Not found' }, 404);
    return json({ agencyName: 'Globe Study', logo });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the logo field in Settings', () => {
  it('uploads a logo the admin chooses, then previews it', async () => {
    const { user } = renderPage(<LogoCard />, '/settings/email');
    await screen.findByText('Drag an image here, or choose one');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo', { selector: 'input' }), file);
    await vi.waitFor(() =>
      expect(writes).toEqual([{ method: 'PUT', path: '/settings/logo', image: 4 }]),
    );
    expect(await screen.findByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      '/uploads/new-logo.webp',
    );
  });

  it('previews the stored logo and removes it', async () => {
    logo = '/uploads/logo.webp';
    const { user } = renderPage(<LogoCard />, '/settings/email');
    expect(await screen.findByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      '/uploads/logo.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    await vi.waitFor(() => expect(writes).toEqual([{ method: 'DELETE', path: '/settings/logo' }]));
    await vi.waitFor(() => expect(screen.queryByRole('img', { name: 'Current logo' })).toBeNull());
    expect(screen.getByText('Drag an image here, or choose one')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull();
  });
});
