import { blogResource } from '@studydesk/contract';
import { describeCrudResource } from '../../test/crud-contract';

describeCrudResource({
  path: `/api${blogResource.path}`,
  permission: 'blog',
  envelope: blogResource.envelope,
  valid: (n) => ({
    title: `Study in Canada ${String(n).padStart(3, '0')}`,
    shortDesc: 'Costs, visas and intakes',
    fullDesc: '<p>Plan <strong>early</strong>.</p>',
    link: `study-in-canada-${n}`,
    createdBy: 'admin',
    updatedBy: 'admin',
  }),
  invalid: [
    { body: {}, field: 'title' },
    { body: { title: '' }, field: 'title' },
    { body: { title: 'Hi', shortDesc: '<b>bold</b>' }, field: 'shortDesc' },
    { body: { title: 'Hi', fullDesc: 'x'.repeat(100_001) }, field: 'fullDesc' },
  ],
  update: { title: 'Study in Canada: 2027 update' },
  // Spec §7: PATCH /blog/{id} is the soft delete.
  remove: { method: 'PATCH', status: 200 },
  form: 'indexed',
  image: true,
  searchField: 'title',
  sortField: 'title',
  expect: { read: 'public', write: ['admin', 'editor'] },
});
