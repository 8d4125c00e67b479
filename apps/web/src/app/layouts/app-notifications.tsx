import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * The toast container of the signed-in and public areas (`notifications.show` from their screens). Mounted by
 * their layouts rather than the app root, so the candidate pages do not load it.
 */
export function AppNotifications() {
  return <Notifications position="top-right" />;
}
