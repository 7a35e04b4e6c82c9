import type { NotificationData } from '@mantine/notifications';

/** The close button's name in the interface language; the app's notification host keeps it current. */
let closeLabel = 'Închideți';

export function setNotificationCloseLabel(label: string): void {
  closeLabel = label;
}

// Mantine's notifications are a chunk of their own, fetched with the host after the first paint
// (app/providers.tsx): no page needs them before its first tap. Notices shown meanwhile wait for
// it, in order.
const loadNotifications = () => import('@mantine/notifications');

/**
 * Shows a notification in place of the current one. Spec §9 allows one at a time; Mantine would
 * queue the newer one behind it, so a "Welcome Back" could wait behind an older error until the
 * page reloads. The newest message is the one that matters.
 */
export function notify(data: NotificationData): void {
  void loadNotifications().then(({ notifications }) => {
    notifications.clean();
    // Mantine's close button is an icon without a name: screen readers would announce "button".
    notifications.show({ ...data, closeButtonProps: { 'aria-label': closeLabel, ...data.closeButtonProps } });
  });
}
