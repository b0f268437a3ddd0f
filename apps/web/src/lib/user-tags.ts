import { usersResource } from '@studydesk/contract/plain';
import type { CacheTag } from './crud/types';

/** GET /users/staff: the active staff an enquiry can be assigned to. */
export const STAFF_TAG: CacheTag = { type: usersResource.name, id: 'STAFF' };
/** GET /users/me: one's own profile. */
export const PROFILE_TAG: CacheTag = { type: 'Profile', id: 'ME' };
