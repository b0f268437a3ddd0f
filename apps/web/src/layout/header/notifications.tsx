import type { NotificationItem } from './notification-list';
import { NotificationBell } from './notification-bell';

const NO_ITEMS: NotificationItem[] = [];
const noop = () => undefined;

/**
 * Feeds the bell. The new-enquiry count and the live stream arrive with the enquiries work;
 * until then there is honestly nothing new.
 */
export function Notifications() {
  return <NotificationBell count={0} items={NO_ITEMS} onItemClick={noop} onMarkAllRead={noop} />;
}
