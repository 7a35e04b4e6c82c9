import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { type SignalPeriod, fetchShillSignals, shillSignalsQueryKey } from '../api/signals-api';

/**
 * The shill-bid signals for acting admins. Asked for only when the operator opens the list: every
 * read is audited as access to personal data, so the dashboard does not load it by itself.
 */
export function useShillSignals() {
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const [days, setDays] = useState<SignalPeriod>(30);
  const [open, setOpen] = useState(false);
  const signals = useQuery({
    queryKey: shillSignalsQueryKey(days),
    queryFn: () => fetchShillSignals(days),
    enabled: isAdmin && open,
  });
  return { isAdmin, days, setDays, open, show: () => setOpen(true), signals };
}
