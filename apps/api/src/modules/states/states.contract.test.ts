import { statesResource } from '@studydesk/contract';
import { describeCrudResource } from '../../test/crud-contract';
import { countryInput, createRecord } from '../../test/fixtures';

describeCrudResource<string>({
  path: `/api${statesResource.path}`,
  permission: 'states',
  envelope: statesResource.envelope,
  setup: (t, admin) => createRecord(t, admin, '/api/countries', countryInput(1)),
  valid: (n, country) => ({
    country,
    name: `Ontario ${String(n).padStart(3, '0')}`,
    description: 'Toronto, Ottawa and Waterloo',
    active: true,
    recommended: n % 2 === 0,
  }),
  invalid: [
    { body: {}, field: 'country' },
    { body: { country: 'x', name: '' }, field: 'name' },
    { body: { country: 'x', name: 'Ontario', active: 'maybe' }, field: 'active' },
  ],
  update: { name: 'British Columbia', recommended: true },
  form: 'indexed',
  searchField: 'name',
  sortField: 'name',
  expect: { read: 'public', write: ['admin', 'editor'] },
});
