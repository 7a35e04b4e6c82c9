export { createMailer, type MailMessage, type Mailer } from './create-mailer';
export { renderNotificationEmail, type NotificationEmail, type RenderedEmail } from './render-notification-email';
export {
  NOTIFICATIONS_CONCURRENCY,
  createNotificationProcessor,
  type NotificationProcessorDeps,
} from './send-notification.processor';
export {
  startNotificationWorker,
  type NotificationWorkerDeps,
  type RunningNotificationWorker,
} from './start-notification-worker';
