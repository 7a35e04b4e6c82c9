import type { PushDeviceDto, PushSubscriptionInput } from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';

/** The key browsers subscribe with; 404 `PUSH_DISABLED` when push is off on this deployment. */
export function fetchVapidPublicKey(): Promise<{ publicKey: string }> {
  return apiRequest('/api/push/vapid-public-key');
}

export function saveSubscription(input: PushSubscriptionInput): Promise<PushDeviceDto> {
  return apiRequest('/api/push/subscriptions', { method: 'POST', body: input });
}

export async function fetchPushDevices(): Promise<PushDeviceDto[]> {
  return (await apiRequest<{ devices: PushDeviceDto[] }>('/api/push/subscriptions')).devices;
}

export function deletePushDevice(id: string): Promise<void> {
  return apiRequest(`/api/push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
