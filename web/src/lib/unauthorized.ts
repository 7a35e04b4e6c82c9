import { REDIRECT_AFTER_401_MS } from '@autolicit/shared';
import { i18n } from './i18n';
import { notify } from './notify';

/**
 * Spec §8: a call that fails with 401 means the session ended under the user's feet. Show a red
 * toast, then leave for "/" after 500 ms (a full load, so the signed-out state is clean).
 * `listing` and `action` (bid, buy, watchlist) differ only in the text the spec gives them.
 */
export function handleUnauthorized(kind: 'listing' | 'action', redirectTo = '/'): void {
  notify({
    color: 'red',
    title: i18n.t('errors.unauthorizedTitle'),
    message: i18n.t(kind === 'listing' ? 'errors.unauthorizedListing' : 'errors.unauthorizedAction'),
  });
  window.setTimeout(() => window.location.assign(redirectTo), REDIRECT_AFTER_401_MS);
}
