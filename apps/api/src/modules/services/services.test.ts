import { servicesResource } from '@studydesk/contract';
import { describeCrudResource } from '../../test/crud-contract';

describeCrudResource({
  path: `/api${servicesResource.path}`,
  permission: 'services',
  envelope: servicesResource.envelope,
  valid: (n) => ({ title: `Visa guidance ${String(n).padStart(3, '0')}` }),
  invalid: [
    { body: {}, field: 'title' },
    { body: { title: '   ' }, field: 'title' },
    { body: { title: 'x'.repeat(201) }, field: 'title' },
    { body: { title: 42 }, field: 'title' },
  ],
  update: { title: 'Scholarship advice' },
  searchField: 'title',
  sortField: 'title',
  expect: { read: 'public', write: ['admin', 'editor'] },
});
