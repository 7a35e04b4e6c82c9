import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * How far the server clock is ahead of this device (ms). Countdowns use `Date.now() + offset`, so
 * they are right even when the device clock is wrong.
 *
 * Each event gives one sample `serverTime − local receive time`. A sample is always too low by the
 * message's travel time (the server stamped it before sending), so the highest recent sample is the
 * best estimate. Only the last few samples count, so a device clock that is changed while the page
 * is open is corrected after a few events.
 */
export const CLOCK_SAMPLE_WINDOW = 8;

export interface ServerClockState {
  offsetMs: number;
  samples: number[];
  /** Records a `serverTime` received at `receivedAt` (local ms, defaults to now). */
  sample: (serverTime: string, receivedAt?: number) => void;
}

export function estimateOffset(samples: readonly number[]): number {
  return samples.length === 0 ? 0 : Math.max(...samples);
}

export function addSample(samples: readonly number[], sample: number, window = CLOCK_SAMPLE_WINDOW): number[] {
  return [...samples, sample].slice(-window);
}

export function createServerClockStore() {
  return createStore<ServerClockState>()((set) => ({
    offsetMs: 0,
    samples: [],
    sample: (serverTime, receivedAt = Date.now()) => {
      const server = Date.parse(serverTime);
      if (!Number.isFinite(server)) return;
      set((state) => {
        const samples = addSample(state.samples, server - receivedAt);
        return { samples, offsetMs: estimateOffset(samples) };
      });
    },
  }));
}

export const serverClockStore = createServerClockStore();

/** The server's current time in ms, as estimated from the offset. */
export function serverNow(): number {
  return Date.now() + serverClockStore.getState().offsetMs;
}

export function useServerClockOffset(): number {
  return useStore(serverClockStore, (state) => state.offsetMs);
}
