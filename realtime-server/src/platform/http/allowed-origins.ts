const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Origins whose browsers may write (CSRF check, CORS, Socket.IO handshake). Production accepts only
 * APP_ORIGIN. Outside production, a loopback APP_ORIGIN also accepts the other loopback names on
 * the same port: someone who opens http://127.0.0.1:3000 instead of http://localhost:3000 is the
 * same person on the same machine, and used to get "cross-site request refused" on every write.
 */
export function getAllowedOrigins(appOrigin: string, isProduction: boolean): string[] {
  const origin = new URL(appOrigin);
  if (isProduction || !LOOPBACK_HOSTS.includes(origin.hostname)) return [origin.origin];
  return LOOPBACK_HOSTS.map((host) => `${origin.protocol}//${host}${origin.port ? `:${origin.port}` : ''}`);
}
