import { useEffect, useRef } from 'react';
import { isUnauthorizedError } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';

/**
 * Spec §8: a 401 on these lists means the session ended behind the page (signed out in another tab,
 * expired). Say so once, however many lists failed, and leave for "/" — the spec's "login path"
 * variant for the dashboard and watchlist, as this app signs in from dialogs on "/".
 */
export function useUnauthorizedRedirect(errors: readonly unknown[]): void {
  const handled = useRef(false);
  const unauthorized = errors.some(isUnauthorizedError);
  useEffect(() => {
    if (!unauthorized || handled.current) return;
    handled.current = true;
    handleUnauthorized('action');
  }, [unauthorized]);
}
