import { galleryResource } from '@studydesk/contract';
import { describeCrudResource } from '../../test/crud-contract';

describeCrudResource({
  path: `/api${galleryResource.path}`,
  permission: 'gallery',
  envelope: galleryResource.envelope,
  valid: (n) => ({
    title: `Graduation day ${String(n).padStart(3, '0')}`,
    from: 'Toronto campus',
    link: 'https://example.com/albums/graduation',
    date: new Date(Date.UTC(2026, 4, n, 10)).toISOString(),
  }),
  invalid: [
    { body: {}, field: 'title' },
    { body: { title: 'Fair', link: 'ftp://example.com' }, field: 'link' },
    { body: { title: 'Fair', date: 'yesterday' }, field: 'date' },
  ],
  update: { title: 'Graduation 2026' },
  // Spec §7: DELETE /gallery/soft/{id}.
  remove: { method: 'DELETE', url: (id) => `/api/gallery/soft/${id}`, status: 200 },
  form: 'indexed',
  image: true,
  searchField: 'title',
  sortField: 'title',
  expect: { read: 'public', write: ['admin', 'editor'] },
});
