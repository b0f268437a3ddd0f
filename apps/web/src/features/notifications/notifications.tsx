import { useNotifications } from './use-notifications';
import { NotificationBell } from './notification-bell';

/** The bell, fed with the new enquiries and their live arrivals. */
export function Notifications() {
  return <NotificationBell {...useNotifications()} />;
}
