import { collegesResource } from '@studydesk/contract';
import { describeCrudResource } from '../../test/crud-contract';
import { collegeInput, collegeRefs, type CollegeCtx } from '../../test/fixtures';

describeCrudResource<CollegeCtx>({
  path: `/api${collegesResource.path}`,
  permission: 'colleges',
  envelope: collegesResource.envelope,
  setup: (t, admin) => collegeRefs(t, admin),
  valid: collegeInput,
  invalid: [
    { body: {}, field: 'name' },
    { body: { name: 'Lakeside', country: 'x', category: [] }, field: 'category' },
    { body: { name: 'Lakeside', country: 'x', category: ['Kindergarten'] }, field: 'category.0' },
    {
      body: { name: 'Lakeside', country: 'x', category: ['PhD'], status: 'gold' },
      field: 'status',
    },
    {
      body: { name: 'Lakeside', country: 'x', category: ['PhD'], website: 'javascript:alert(1)' },
      field: 'website',
    },
  ],
  update: { name: 'Lakeside University', facilities: ['Gym'], status: 'recommended' },
  form: 'indexed',
  image: true,
  searchField: 'name',
  sortField: 'name',
  expect: { read: 'public', write: ['admin', 'editor'] },
});
