export const SESSION_COOKIE = 'autolicit.sid';
