import { CURRENT_USER_STALE_MS, type UserDto } from '@autolicit/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchCurrentUser } from '../lib/session-api';

export const currentUserQueryKey = ['auth', 'user'] as const;

/** Spec §7: no retry (a 401 is an answer, not a failure), no refetch on focus, fresh for 60 s. */
export function useCurrentUser() {
  const query = useQuery<UserDto | null>({
    queryKey: currentUserQueryKey,
    queryFn: () => fetchCurrentUser(),
    staleTime: CURRENT_USER_STALE_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return { ...query, user: query.data ?? null, isSignedIn: Boolean(query.data) };
}
