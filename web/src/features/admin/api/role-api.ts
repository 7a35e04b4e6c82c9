import type { UserDto } from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';

export type SwitchableRole = 'user' | 'admin';

export function switchRole(role: SwitchableRole): Promise<{ success: true; user: UserDto }> {
  return apiRequest('/api/auth/user/role', { method: 'PATCH', body: { role } });
}
