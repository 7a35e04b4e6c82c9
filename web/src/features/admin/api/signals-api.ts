import type { ShillSignalsDto } from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';

export const SIGNAL_PERIODS = [7, 30, 90] as const;
export type SignalPeriod = (typeof SIGNAL_PERIODS)[number];

export const shillSignalsQueryKey = (days: SignalPeriod) => ['admin', 'signals', days] as const;

/** GET /api/admin/signals?days=: the shill-bid signals of the period, with their evidence (acting admins only). */
export function fetchShillSignals(days: SignalPeriod): Promise<ShillSignalsDto> {
  return apiRequest<ShillSignalsDto>(`/api/admin/signals?days=${days}`);
}
