import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { fetchVapidPublicKey } from '../api/push-api';
import { detectPushSupport, readPushEnvironment } from '../lib/push-support';
import { readThisDevice, subscribeThisDevice } from '../lib/this-device';
import { pushDevicesQueryKey } from './use-push-devices';

/**
 * Where push stands on this device:
 * - `checking` until the browser answered;
 * - `unsupported` / `ios-install` (see push-support.ts); `disabled`: push is off on the deployment;
 * - `denied`: blocked in the browser's settings (the page may not ask again);
 * - `off`: can be turned on; `on`: this browser is subscribed and the API knows it as `deviceId`.
 */
export type PushSetupState =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'ios-install' }
  | { kind: 'disabled' }
  | { kind: 'denied' }
  | { kind: 'off' }
  | { kind: 'on'; deviceId: string };

export interface PushSetup {
  state: PushSetupState;
  turnOn: () => Promise<void>;
  turningOn: boolean;
  error: unknown;
  /** Reads the browser's subscription again (after this device was removed from the list). */
  refresh: () => void;
}

const vapidKeyQueryKey = ['push', 'vapid-public-key'] as const;

export function usePushSetup(): PushSetup {
  const queryClient = useQueryClient();
  const [support] = useState(() => detectPushSupport(readPushEnvironment()));
  const [local, setLocal] = useState<PushSetupState>({ kind: 'checking' });
  const [turningOn, setTurningOn] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  const key = useQuery({
    queryKey: vapidKeyQueryKey,
    queryFn: fetchVapidPublicKey,
    enabled: support === 'supported',
    staleTime: Infinity,
  });

  useEffect(() => {
    if (support !== 'supported') return;
    let cancelled = false;
    const check = async (): Promise<PushSetupState> => {
      if (Notification.permission === 'denied') return { kind: 'denied' };
      const device = await readThisDevice();
      return device?.deviceId && Notification.permission === 'granted'
        ? { kind: 'on', deviceId: device.deviceId }
        : { kind: 'off' };
    };
    check().then(
      (state) => !cancelled && setLocal(state),
      () => !cancelled && setLocal({ kind: 'off' }),
    );
    return () => {
      cancelled = true;
    };
  }, [support, version]);

  const turnOn = useCallback(async () => {
    if (!key.data) return;
    setError(null);
    setTurningOn(true);
    try {
      // Asked only here, on the reader's click: a prompt on arrival is refused by habit (and by browsers).
      const permission = await Notification.requestPermission();
      if (permission === 'denied') setLocal({ kind: 'denied' });
      if (permission !== 'granted') return;
      const device = await subscribeThisDevice(key.data.publicKey, currentLanguage());
      setLocal({ kind: 'on', deviceId: device.id });
      await queryClient.invalidateQueries({ queryKey: pushDevicesQueryKey });
    } catch (failure) {
      setError(failure);
    } finally {
      setTurningOn(false);
    }
  }, [key.data, queryClient]);

  const refresh = useCallback(() => setVersion((value) => value + 1), []);

  let state: PushSetupState = local;
  if (support !== 'supported') state = { kind: support };
  else if (key.isError && isApiError(key.error) && key.error.status === 404) state = { kind: 'disabled' };
  else if (local.kind === 'off' && key.isPending) state = { kind: 'checking' };
  return {
    state,
    turnOn,
    turningOn,
    error: error ?? (key.isError && state.kind !== 'disabled' ? key.error : null),
    refresh,
  };
}
