import { useEffect } from 'react';
import { refreshLiveVehicle } from '../lib/live/live-socket';
import { startCloseConfirmation } from '../lib/live/close-confirmation';

/**
 * While an auction's end has passed on the server clock but no `auction:closed` arrived (the event
 * may be lost, or the close is a moment late), re-read its snapshot after a short grace and then
 * every few seconds: the page learns the real outcome — or a later end — within seconds, and never
 * guesses it.
 */
export function useCloseConfirmation(vehicleId: string, awaitingClose: boolean): void {
  useEffect(() => {
    if (!awaitingClose) return;
    return startCloseConfirmation(() => refreshLiveVehicle(vehicleId));
  }, [vehicleId, awaitingClose]);
}
