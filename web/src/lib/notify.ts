import { type NotificationData, notifications } from '@mantine/notifications';
import { i18n } from './i18n';

/**
 * Shows a notification in place of the current one. Spec §9 allows one at a time; Mantine would
 * queue the newer one behind it, so a "Welcome Back" could wait behind an older error until the
 * page reloads. The newest message is the one that matters.
 */
export function notify(data: NotificationData): string {
  notifications.clean();
  // Mantine's close button is an icon without a name: screen readers would announce "button".
  return notifications.show({ ...data, closeButtonProps: { 'aria-label': i18n.t('help.close'), ...data.closeButtonProps } });
}
