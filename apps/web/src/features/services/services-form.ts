import { ServiceCreateSchema, type Service } from '@studydesk/contract';
import { defineCrudForm } from '../../components/crud-resource';

/** The service form, loaded when its dialog first opens. */
export const serviceForm = defineCrudForm<Service>()({
  schema: ServiceCreateSchema,
  fields: [{ name: 'title', label: 'Title', required: true }],
  blank: { title: '' },
  fromRow: (row) => ({ title: row.title }),
});
