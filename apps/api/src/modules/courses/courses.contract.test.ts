import { coursesResource } from '@studydesk/contract';
import { describeCrudResource } from '../../test/crud-contract';
import { courseInput } from '../../test/fixtures';

describeCrudResource({
  path: `/api${coursesResource.path}`,
  permission: 'courses',
  envelope: coursesResource.envelope,
  valid: courseInput,
  invalid: [
    { body: {}, field: 'title' },
    { body: { title: 'MBA', mode: 'by post' }, field: 'mode' },
    { body: { title: 'MBA', fees: -1 }, field: 'fees' },
    { body: { title: 'MBA', tags: 'not a list' }, field: 'tags' },
    { body: { title: 'MBA', level: 'Kindergarten' }, field: 'level' },
  ],
  update: { title: 'MBA Global', tags: ['business'], domestic: true },
  form: 'bracketed',
  image: true,
  searchField: 'title',
  sortField: 'title',
  expect: { read: 'public', write: ['admin', 'editor'] },
});
