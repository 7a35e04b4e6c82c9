import { useMediaQuery } from '@mantine/hooks';
import { createContext, useContext } from 'react';

/** The server's guess of the reader's device for a server-rendered page (from its User-Agent); null otherwise. */
export type DeviceHint = 'phone' | 'desktop';

export const DeviceHintContext = createContext<DeviceHint | null>(null);

/** Phones say "Mobi" in their User-Agent (Android phones, iPhones); tablets and computers do not. */
export function guessDevice(userAgent: string | undefined): DeviceHint {
  return userAgent && /Mobi/i.test(userAgent) ? 'phone' : 'desktop';
}

/**
 * Whether the screen is wide (≥ 62em), for layouts that move whole blocks. The first render (the
 * server's, and the browser's hydration of it) uses the server's guess of the device, so a phone
 * gets the phone layout in its first paint instead of the desktop one swapped out after hydration
 * (a layout shift); without a guess it starts wide, as before.
 */
export function useWideLayout(): boolean {
  const hint = useContext(DeviceHintContext);
  return useMediaQuery('(min-width: 62em)', hint !== 'phone');
}

/**
 * Whether the screen is phone-narrow (< 48em). Starts from the server's guess like useWideLayout, so
 * on a phone the hydrated page does not render again once the media query is read.
 */
export function usePhoneLayout(): boolean {
  const hint = useContext(DeviceHintContext);
  return useMediaQuery('(max-width: 48em)', hint === 'phone');
}
