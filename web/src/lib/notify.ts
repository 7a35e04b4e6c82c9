import { type NotificationData, notifications } from '@mantine/notifications';

/** The close button's name in the interface language; the app's notification host keeps it current. */
let closeLabel = 'Închideți';

export function setNotificationCloseLabel(label: string): void {
  closeLabel = label;
}

/**
 * Shows a notification in place of the current one. Spec §9 allows one at a time; Mantine would
 * queue the newer one behind it, so a "Welcome Back" could wait behind an older error until the
 * page reloads. The newest message is the one that matters.
 */
export function notify(data: NotificationData): string {
  notifications.clean();
  // Mantine's close button is an icon without a name: screen readers would announce "button".
  return notifications.show({ ...data, closeButtonProps: { 'aria-label': closeLabel, ...data.closeButtonProps } });
}
