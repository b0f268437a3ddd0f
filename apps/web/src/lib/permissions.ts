import type { Action, PermissionResource } from '@studydesk/contract';
import { can, canDeleteAll } from '@studydesk/contract/plain';
import { getStoredUser } from './session';

/** Whether the signed-in user may read or write a resource (the API enforces the same map). */
export function userCan(resource: PermissionResource, action: Action): boolean {
  return can(getStoredUser()?.userType, resource, action);
}

/** Whether the signed-in user may delete a whole list at once (admins only; the API agrees). */
export function userCanDeleteAll(): boolean {
  return canDeleteAll(getStoredUser()?.userType);
}
