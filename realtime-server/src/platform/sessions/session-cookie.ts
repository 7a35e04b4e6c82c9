export const SESSION_COOKIE = 'autolicit.sid';

/**
 * Whether a Cookie header may carry our session cookie (a cheap look, no parsing): without it,
 * express-session can only start a new, empty session, which is never saved.
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && cookieHeader.includes(`${SESSION_COOKIE}=`);
}
