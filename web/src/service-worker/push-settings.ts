/**
 * Where a page keeps the language its device subscribed to push in, for the worker to read: the
 * payload's texts are in that language, and the worker titles its action and sets `lang` to match.
 * Cache Storage is the one store page and worker share without more code. Not named `autolicit-…`:
 * the worker deletes those caches that are not its deploy's (request-routing.ts).
 */
export const PUSH_SETTINGS_CACHE = 'push-settings';
export const PUSH_LANGUAGE_KEY = '/push-language';
