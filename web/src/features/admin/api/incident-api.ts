import { apiRequest } from '../../../lib/api-client';

export interface IncidentExtensionResult {
  extended: { vehicleId: string; previousEndTime: string; auctionEndTime: string }[];
}

/** POST /api/admin/auctions/extend: more time for the auctions that ended or were ending in an outage. */
export function extendIncidentAuctions(request: {
  from: string;
  to: string;
  minutes: number;
}): Promise<IncidentExtensionResult> {
  return apiRequest<IncidentExtensionResult>('/api/admin/auctions/extend', { method: 'POST', body: request });
}
