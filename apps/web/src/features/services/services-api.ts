import { servicesResource, type Service, type ServiceCreate } from '@studydesk/contract';
import { createCrudApi } from '../../lib/crud/crud-api';

/** GET/POST /services, GET/PUT/DELETE /services/{id}; lists answer {data, total}. */
export const servicesApi = createCrudApi<Service, ServiceCreate>({ resource: servicesResource });
