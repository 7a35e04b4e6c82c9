import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletePushDevice, fetchPushDevices } from '../api/push-api';
import { unsubscribeThisDevice } from '../lib/this-device';

export const pushDevicesQueryKey = ['push', 'devices'] as const;

/** The signed-in user's devices with notifications, and removing one (this one also unsubscribes here). */
export function usePushDevices() {
  const queryClient = useQueryClient();
  const devices = useQuery({ queryKey: pushDevicesQueryKey, queryFn: fetchPushDevices });
  const remove = useMutation<void, unknown, { id: string; thisDevice: boolean }>({
    mutationFn: async ({ id, thisDevice }) => {
      await deletePushDevice(id);
      if (thisDevice) await unsubscribeThisDevice().catch(() => undefined);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: pushDevicesQueryKey }),
  });
  return { devices, remove };
}
