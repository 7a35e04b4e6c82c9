/**
 * Errors that mean a dependency (Redis, PostgreSQL) cannot be reached right now. A process that
 * meets one outside a request keeps running and recovers when the dependency is back; anything
 * else escaping to the top is a programming error. Node only (servers and workers).
 */

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const REDIS_MESSAGES = [
  "Stream isn't writeable",
  'Connection is closed',
  'Reached the max retries per request limit',
  'LOADING',
  'READONLY',
  // A Redis Cluster while a primary is replaced or slots move: a slot without a primary, nodes that
  // still disagree on who serves it (ioredis gives up after 16 MOVED or retries), no node to ask.
  'CLUSTERDOWN',
  'TRYAGAIN',
  'Too many Cluster redirections',
  'Failed to refresh slots cache',
  'None of startup nodes is available',
];

/** PostgreSQL: admin shutdown, crash shutdown, cannot connect now, connection failures (SQLSTATE 57P0x, 08xxx). */
const POSTGRES_CODES = /^(57P0[1-3]|08\d{3})$/;
const POSTGRES_MESSAGES = [
  'Connection terminated',
  'terminating connection due to administrator command',
  'the database system is',
];

function codeOf(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * True for the errors ioredis gives while Redis cannot be reached (down, restarting, loading its
 * data) or a cluster cannot serve a slot yet (failing over, moving slots).
 */
export function isRedisUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  const code = codeOf(error);
  if (code !== undefined && NETWORK_CODES.has(code)) return true;
  return REDIS_MESSAGES.some((text) => error.message.includes(text));
}

/** True for PostgreSQL connection failures (restart, failover, network). */
export function isPostgresUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = codeOf(error);
  if (code !== undefined && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code))) return true;
  const cause = (error as { cause?: unknown }).cause;
  const messages = [error.message, cause instanceof Error ? cause.message : ''];
  return messages.some((message) => POSTGRES_MESSAGES.some((text) => message.includes(text)));
}

export function isDependencyOutageError(error: unknown): boolean {
  return isRedisUnavailableError(error) || isPostgresUnavailableError(error);
}
