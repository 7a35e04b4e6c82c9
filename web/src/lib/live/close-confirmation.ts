import { CLOSE_CONFIRMATION_GRACE_MS, CLOSE_CONFIRMATION_POLL_MS } from '@autolicit/shared';

/**
 * Re-reads (`refresh`) after the grace, then every poll interval, until stopped: how a page whose
 * auction ended without an `auction:closed` learns the real outcome — or a later end — on its own.
 */
export function startCloseConfirmation(refresh: () => void): () => void {
  let poll: ReturnType<typeof setInterval> | undefined;
  const grace = setTimeout(() => {
    refresh();
    poll = setInterval(refresh, CLOSE_CONFIRMATION_POLL_MS);
  }, CLOSE_CONFIRMATION_GRACE_MS);
  return () => {
    clearTimeout(grace);
    clearInterval(poll);
  };
}
