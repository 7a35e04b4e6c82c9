import { useMutation } from '@tanstack/react-query';
import { logout } from '../api/auth-api';

/**
 * Signs out, then reloads on "/" (spec §7: "Then the page reloads"; "/" is the logged-out target):
 * a full reload drops every cached query and socket room of the previous user at once.
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => logout(),
    onSettled: () => window.location.assign('/'),
  });
}
