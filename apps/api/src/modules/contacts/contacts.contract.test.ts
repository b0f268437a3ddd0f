import { contactsResource } from '@studydesk/contract';
import { describeCrudResource } from '../../test/crud-contract';

describeCrudResource({
  path: `/api${contactsResource.path}`,
  permission: 'contacts',
  envelope: contactsResource.envelope,
  publicCreate: true,
  valid: (n) => ({
    name: `Ravi ${String(n).padStart(3, '0')}`,
    email: `ravi${n}@example.com`,
    message: 'Please call me about UK universities',
  }),
  invalid: [
    { body: {}, field: 'name' },
    { body: { name: 'Ravi', email: 'nope', message: 'hi' }, field: 'email' },
    { body: { name: 'Ravi', email: 'r@example.com', message: '' }, field: 'message' },
  ],
  update: { status: 'read' },
  updateUrl: (id) => `/api/contact/${id}/status`,
  searchField: 'name',
  sortField: 'name',
  expect: {
    read: ['admin', 'manager', 'counsellor'],
    write: ['admin', 'manager', 'counsellor'],
  },
});
