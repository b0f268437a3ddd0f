import type { Action, PermissionResource } from '@studydesk/contract';
import { can } from '@studydesk/contract/plain';
import { getStoredUser } from './session';

/** Whether the signed-in user may read or write a resource (the API enforces the same map). */
export function userCan(resource: PermissionResource, action: Action): boolean {
  return can(getStoredUser()?.userType, resource, action);
}
