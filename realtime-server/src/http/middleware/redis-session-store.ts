import session from 'express-session';
import type { Redis } from 'ioredis';
import { ServiceUnavailableError } from '../../lib/errors';
import { isRedisUnavailableError } from '../../lib/redis';

/** The store cannot answer while Redis is away: the request gets 503, not a 500 or a signed-out page. */
const unavailable = (error: unknown) => (isRedisUnavailableError(error) ? new ServiceUnavailableError() : error);

/**
 * express-session store on ioredis. Each session is a JSON value with the cookie's TTL, and each
 * user's session ids are kept in a set so a password reset can sign the user out everywhere.
 */
export class RedisSessionStore extends session.Store {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly defaultTtlSeconds = 14 * 24 * 3600,
  ) {
    super();
  }

  private key(sid: string) {
    return `${this.prefix}sess:${sid}`;
  }

  private userKey(userId: string) {
    return `${this.prefix}user-sessions:${userId}`;
  }

  private ttl(data: session.SessionData): number {
    const expires = data.cookie?.expires ? new Date(data.cookie.expires).getTime() : undefined;
    if (!expires) return this.defaultTtlSeconds;
    return Math.max(1, Math.ceil((expires - Date.now()) / 1000));
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    this.redis.get(this.key(sid)).then(
      (value) => callback(null, value ? (JSON.parse(value) as session.SessionData) : null),
      (error: unknown) => callback(unavailable(error)),
    );
  }

  override set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    const ttl = this.ttl(data);
    const multi = this.redis.multi().set(this.key(sid), JSON.stringify(data), 'EX', ttl);
    if (data.userId) multi.sadd(this.userKey(data.userId), sid).expire(this.userKey(data.userId), this.defaultTtlSeconds);
    multi.exec().then(() => callback?.(), (error: unknown) => callback?.(unavailable(error)));
  }

  override touch(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    this.redis.expire(this.key(sid), this.ttl(data)).then(() => callback?.(), (error: unknown) => callback?.(unavailable(error)));
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.redis.del(this.key(sid)).then(() => callback?.(), (error: unknown) => callback?.(unavailable(error)));
  }

  /** Ends every session of a user (after a password reset). */
  async destroyUserSessions(userId: string): Promise<void> {
    const sids = await this.redis.smembers(this.userKey(userId));
    if (sids.length > 0) await this.redis.del(...sids.map((sid) => this.key(sid)));
    await this.redis.del(this.userKey(userId));
  }
}

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}
