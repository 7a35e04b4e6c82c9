import type { ServerToClientEvents } from '@autolicit/shared';
import { useEffect, useRef } from 'react';
import { getSocket } from '../../../lib/live/socket';
import { serverClockStore } from '../../../stores/server-clock-store';
import type { UserEvent } from '../lib/describe-user-event';
import { createSeenEvents, getUserEventKey } from '../lib/user-event-key';

const USER_EVENT_KINDS = [
  'bid:outbid',
  'auction:won',
  'auction:sold',
  'auction:cancelled',
  'auction:rescheduled',
  'transaction:settled',
  'trader:reviewed',
  'watchlist:ending-soon',
  'listing:bid-received',
  'listing:reserve-met',
  'listing:question-received',
  'auction:lost',
  'listing:unsold',
  'question:answer-received',
] as const satisfies readonly (keyof ServerToClientEvents)[];

/**
 * Calls `onEvent` once for every event of the signed-in user's own room (a repeat is dropped). The server puts a socket in
 * its user's room at the handshake (from the session cookie), so being connected is enough; the
 * socket is opened here if no page has opened it yet.
 */
export function useUserEvents(enabled: boolean, onEvent: (event: UserEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!enabled) return;
    const socket = getSocket();
    // A fact re-sent by the server's outbox relay notifies once.
    const seenEvents = createSeenEvents();
    const listeners = USER_EVENT_KINDS.map((kind) => {
      const listener = (payload: { serverTime: string }) => {
        serverClockStore.getState().sample(payload.serverTime);
        const event = { kind, payload } as UserEvent;
        if (seenEvents.isNew(getUserEventKey(event))) handler.current(event);
      };
      (socket.on as (event: string, fn: typeof listener) => void)(kind, listener);
      return [kind, listener] as const;
    });
    return () => {
      for (const [kind, listener] of listeners)
        (socket.off as (event: string, fn: typeof listener) => void)(kind, listener);
    };
  }, [enabled]);
}
