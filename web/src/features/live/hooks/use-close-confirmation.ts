import { CLOSE_CONFIRMATION_POLL_MS } from '@autolicit/shared';
import { useEffect } from 'react';
import { getLiveConnection } from '../api/socket';

/**
 * While an auction's end has passed on the server clock but no `auction:closed` arrived (the event
 * may be lost, or the close is a moment late), re-read its snapshot every few seconds: the page
 * learns the real outcome — or a later end — within seconds, and never guesses it.
 */
export function useCloseConfirmation(vehicleId: string, awaitingClose: boolean): void {
  useEffect(() => {
    if (!awaitingClose) return;
    const timer = setInterval(() => getLiveConnection().refresh(vehicleId), CLOSE_CONFIRMATION_POLL_MS);
    return () => clearInterval(timer);
  }, [vehicleId, awaitingClose]);
}
