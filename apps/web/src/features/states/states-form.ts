import { StateCreateSchema, type State } from '@studydesk/contract';
import { defineCrudForm } from '../../components/crud-resource';
import { switchField } from '../../components/form-inputs';
import { refField } from '../../components/ref-field';
import { countrySource } from '../countries/countries-api';

/** The place form, loaded when its dialog first opens. */
export const placeForm = defineCrudForm<State>()({
  schema: StateCreateSchema,
  fields: [
    refField('country', 'Country', countrySource, { required: true }),
    { name: 'name', label: 'Name', required: true },
    { name: 'description', label: 'Description', rows: 3 },
    switchField('active', 'Active', 'Inactive places are kept but not offered'),
    switchField('recommended', 'Recommended'),
  ],
  blank: { country: '', name: '', description: '', active: true, recommended: false },
  fromRow: (row) => ({
    country: row.country ?? '',
    name: row.name,
    description: row.description ?? '',
    active: row.active,
    recommended: row.recommended,
  }),
});
