// Plain values of the users' contract, apart from its schemas: the team list imports these
// without loading zod; the forms bring the schemas (resources/users.ts) when they open.
import type { ListEnvelope } from '../common/list';

export const LAST_ADMIN_MESSAGE = 'There must be at least one active admin';

export const usersResource = {
  name: 'users',
  path: '/users',
  envelope: { items: 'data', count: 'total' } satisfies ListEnvelope,
  sortable: ['fname', 'lname', 'email', 'userType', 'status', 'lastLogin', 'createdAt'],
  defaultSort: 'createdAt',
} as const;
