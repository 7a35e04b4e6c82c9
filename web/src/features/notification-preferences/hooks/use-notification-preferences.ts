import type { NotificationPreferences, NotificationPreferencesInput } from '@autolicit/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchNotificationPreferences,
  notificationPreferencesQueryKey,
  saveNotificationPreferences,
} from '../../../lib/notification-preferences-api';

/**
 * The user's table of what reaches them where. A switch shows the server's answer, never a local
 * guess: it is disabled while its change is on the way, and the table is the one the server sent back.
 */
export function useNotificationPreferences() {
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: notificationPreferencesQueryKey,
    queryFn: () => fetchNotificationPreferences(),
  });
  const save = useMutation<NotificationPreferences, unknown, NotificationPreferencesInput>({
    mutationFn: (input) => saveNotificationPreferences(input),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey, saved),
  });
  return { preferences, save };
}
