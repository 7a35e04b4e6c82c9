import session from 'express-session';
import type { RedisConnection } from '@autolicit/messaging';
import { ServiceUnavailableError } from '../errors';
import { isRedisUnavailableError } from '../redis';

/** The store cannot answer while Redis is away: the request gets 503, not a 500 or a signed-out page. */
const unavailable = (error: unknown) => (isRedisUnavailableError(error) ? new ServiceUnavailableError() : error);

export interface SessionLifetime {
  /** A session nobody used for this long ends (every request renews it). */
  idleMs: number;
  /** A session ends this long after sign-in, however busy. */
  absoluteMs: number;
}

export interface RedisSessionStoreOptions extends SessionLifetime {
  /** Told of every session id that ended here (logout, rotation, sign-out everywhere), to close its sockets. */
  onSessionsEnded?: (sessionIds: string[]) => void;
}

/**
 * express-session store on ioredis. Each session is a JSON value whose Redis TTL is the shorter of
 * its idle and absolute lifetimes, so Redis itself forgets an expired session. Each user's session
 * ids are kept in a set, refreshed with every session write and trimmed on destroy, so "sign out
 * everywhere" reaches every live session and no more.
 */
export class RedisSessionStore extends session.Store {
  constructor(
    private readonly redis: RedisConnection,
    private readonly prefix: string,
    private readonly options: RedisSessionStoreOptions,
  ) {
    super();
  }

  get lifetime(): SessionLifetime {
    return { idleMs: this.options.idleMs, absoluteMs: this.options.absoluteMs };
  }

  private key(sid: string) {
    return `${this.prefix}sess:${sid}`;
  }

  private userKey(userId: string) {
    return `${this.prefix}user-sessions:${userId}`;
  }

  /** When the session must end: the cookie's (idle) expiry, capped by the absolute lifetime. */
  expiresAt(data: session.SessionData): number {
    const now = Date.now();
    const idleEnd = data.cookie?.expires ? new Date(data.cookie.expires).getTime() : now + this.options.idleMs;
    const absoluteEnd = (data.startedAt ?? now) + this.options.absoluteMs;
    return Math.min(idleEnd, absoluteEnd);
  }

  private ttlSeconds(data: session.SessionData): number {
    return Math.max(1, Math.ceil((this.expiresAt(data) - Date.now()) / 1000));
  }

  /** Every member of a user's index ends within the absolute lifetime, so the index may too. */
  private get indexTtlSeconds(): number {
    return Math.ceil(this.options.absoluteMs / 1000);
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    this.redis.get(this.key(sid)).then(
      (value) => {
        const data = value ? (JSON.parse(value) as session.SessionData) : null;
        // Redis's TTL already ends it; this guards a clock step or a TTL written by an older build.
        if (data && this.expiresAt(data) <= Date.now()) {
          this.destroy(sid, () => callback(null, null));
          return;
        }
        callback(null, data);
      },
      (error: unknown) => callback(unavailable(error)),
    );
  }

  override set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    this.writeSession(sid, data).then(
      () => callback?.(),
      (error: unknown) => callback?.(unavailable(error)),
    );
  }

  /**
   * The user's index first, then the session: on a Redis Cluster the two keys live in different
   * slots and cannot share a transaction, and an index entry without its session is harmless
   * (sign-out everywhere deletes a key that is gone) where a session missing from the index would
   * outlive "sign out everywhere".
   */
  private async writeSession(sid: string, data: session.SessionData): Promise<void> {
    if (data.userId) await this.indexSession(data.userId, sid);
    await this.redis.set(this.key(sid), JSON.stringify(data), 'EX', this.ttlSeconds(data));
  }

  private async indexSession(userId: string, sid: string): Promise<void> {
    await this.redis.multi().sadd(this.userKey(userId), sid).expire(this.userKey(userId), this.indexTtlSeconds).exec();
  }

  override touch(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    const renewals = [this.redis.expire(this.key(sid), this.ttlSeconds(data))];
    if (data.userId) renewals.push(this.redis.expire(this.userKey(data.userId), this.indexTtlSeconds));
    Promise.all(renewals).then(
      () => callback?.(),
      (error: unknown) => callback?.(unavailable(error)),
    );
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.destroySession(sid).then(
      () => callback?.(),
      (error: unknown) => callback?.(unavailable(error)),
    );
  }

  private async destroySession(sid: string): Promise<void> {
    const value = await this.redis.get(this.key(sid));
    const userId = value ? (JSON.parse(value) as session.SessionData).userId : undefined;
    // The session before its index entry (see writeSession).
    await this.redis.del(this.key(sid));
    if (userId) await this.redis.srem(this.userKey(userId), sid);
    this.options.onSessionsEnded?.([sid]);
  }

  /** Ends every session of a user (password reset, sign out everywhere, an admin's revocation). */
  async destroyUserSessions(userId: string): Promise<string[]> {
    const sids = await this.redis.smembers(this.userKey(userId));
    // One DEL per session: on a cluster the sessions live in different slots.
    await Promise.all(sids.map((sid) => this.redis.del(this.key(sid))));
    await this.redis.del(this.userKey(userId));
    if (sids.length > 0) this.options.onSessionsEnded?.(sids);
    return sids;
  }

  /**
   * How long the session has left in milliseconds, or 0 when it is gone. Sockets ask this before a
   * command that changes state and when their session's end comes up.
   */
  async remainingMs(sid: string): Promise<number> {
    const pttl = await this.redis.pttl(this.key(sid));
    // -2: no such session. -1 (no TTL) is never written by this store; treat it as a fresh idle period.
    if (pttl === -1) return this.options.idleMs;
    return pttl > 0 ? pttl : 0;
  }
}

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** Sign-in time (epoch ms): the absolute lifetime counts from here, through every renewal. */
    startedAt?: number;
    /** When this session's sign-in was confirmed with a second factor (epoch ms). */
    mfaVerifiedAt?: number;
    /** Password accepted, second factor still owed (not signed in yet). */
    pendingMfa?: { userId: string; until: number; professional: boolean };
  }
}
