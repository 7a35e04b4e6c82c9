import type { NotificationPreferences, NotificationPreferencesInput } from '@autolicit/shared';
import { apiRequest } from './api-client';

type Request = typeof apiRequest;

/**
 * The user's table of what reaches them where: the dashboard's panel edits it, the in-app notices
 * read it (one query, so a switch changed on the dashboard applies at once).
 */
export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

export function fetchNotificationPreferences(request: Request = apiRequest): Promise<NotificationPreferences> {
  return request<NotificationPreferences>('/api/notification-preferences');
}

/** Saves the choices given; the answer is the whole table as the server now has it. */
export function saveNotificationPreferences(
  input: NotificationPreferencesInput,
  request: Request = apiRequest,
): Promise<NotificationPreferences> {
  return request<NotificationPreferences>('/api/notification-preferences', { method: 'PUT', body: input });
}
