import { MESSAGES, servicesResource, type Service } from '@studydesk/contract';
import { dateColumn } from '../../components/columns';
import { defineCrudResource } from '../../components/crud-resource';
import { servicesApi } from './services-api';

/** The services screen: the website's list of what the agency offers (spec §3: title only). */
export const services = defineCrudResource({
  api: servicesApi,
  permission: 'services',
  title: 'Services',
  singular: 'service',
  plural: 'services',
  messages: MESSAGES.services,
  list: servicesResource,
  columns: [
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 120 },
    dateColumn<Service>('createdAt', 'Created'),
    dateColumn<Service>('updatedAt', 'Updated'),
  ],
  hiddenOnMobile: ['updatedAt'],
  rowLabel: (row) => row.title,
  form: () => import('./services-form').then((m) => m.serviceForm),
});
