import { countriesResource } from '@studydesk/contract';
import { describeCrudResource } from '../../test/crud-contract';
import { countryInput } from '../../test/fixtures';

describeCrudResource({
  path: `/api${countriesResource.path}`,
  permission: 'countries',
  envelope: countriesResource.envelope,
  valid: countryInput,
  invalid: [
    { body: {}, field: 'name' },
    { body: { name: 'Canada', code: 'C4', isoCode: 'CAN' }, field: 'code' },
    { body: { name: 'Canada', code: 'CA', isoCode: 'CANA' }, field: 'isoCode' },
    { body: { name: 'Canada', code: 'CA', isoCode: 'CAN', dialCode: '001' }, field: 'dialCode' },
    {
      body: { name: 'Canada', code: 'CA', isoCode: 'CAN', currency: 'dollars' },
      field: 'currency',
    },
  ],
  update: { name: 'Canada' },
  form: 'indexed',
  image: true,
  searchField: 'name',
  sortField: 'name',
  expect: { read: 'public', write: ['admin', 'editor'] },
});
