import { can, type Action, type PermissionResource } from '@studydesk/contract';
import { getStoredUser } from './session';

/** Whether the signed-in user may read or write a resource (the API enforces the same map). */
export function userCan(resource: PermissionResource, action: Action): boolean {
  return can(getStoredUser()?.userType, resource, action);
}
