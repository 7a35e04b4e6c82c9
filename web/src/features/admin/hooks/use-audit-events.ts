import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { auditEventsQueryKey, fetchAuditEvents } from '../api/audit-api';

/** The security log for an acting admin; nothing is asked for anyone else. */
export function useAuditEvents() {
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const events = useQuery({
    queryKey: auditEventsQueryKey,
    queryFn: () => fetchAuditEvents(),
    enabled: isAdmin,
    staleTime: 30_000,
  });
  return { isAdmin, events };
}
