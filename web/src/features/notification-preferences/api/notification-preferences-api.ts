import type { NotificationPreferences, NotificationPreferencesInput } from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';

type Request = typeof apiRequest;

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
