export const SESSION_COOKIE = 'autolicit.sid';
export const SESSION_MAX_AGE_MS = 14 * 24 * 3600 * 1000;
