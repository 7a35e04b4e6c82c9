import { randomUUID } from 'node:crypto';
import { insertUser, insertVehicle, type Database, type NewVehicleRow, type VehicleRow } from '@autolicit/db';
import {
  type AckResponse,
  type ClientToServerEvents,
  type PlaceBidResultDto,
  type ServerToClientEvents,
  compactFramesAuth,
} from '@autolicit/shared';
import { type Socket, io } from 'socket.io-client';
import { TEST_PASSWORD, TEST_PASSWORD_HASH, buildVehicle } from '@autolicit/test-support';
import { sleep } from './util';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Bidder {
  id: string;
  email: string;
  /**
   * The address the deployment's proxy reports for this bidder (X-Forwarded-For; the servers trust
   * loopback proxies): real bidders do not share one IP, and the per-IP bid limit must not turn a
   * scenario into a rate-limit test.
   */
  ip: string;
}

let addresses = 0;
/** A distinct private address per client of the run. */
export function nextClientIp(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

export async function createBidders(db: Database, count: number): Promise<Bidder[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const user = (await insertUser(db, {
        email: `fault-${randomUUID()}@example.com`,
        passwordHash: TEST_PASSWORD_HASH,
        firstName: 'Ion',
        lastName: 'Pop',
        entityType: 'individual',
      }))!;
      return { id: user.id, email: user.email, ip: nextClientIp() };
    }),
  );
}

export function createAuction(
  db: Database,
  overrides: Partial<NewVehicleRow> & { sellerId: string },
): Promise<VehicleRow> {
  return insertVehicle(db, buildVehicle({ startingBid: '1000.00', ...overrides }));
}

/** Signs in over HTTP (retrying while a node is down or Redis away) and returns the cookie. */
export async function signIn(url: string, origin: string, email: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    }).catch(() => null);
    if (response?.status === 200)
      return response.headers
        .getSetCookie()
        .find((c) => c.startsWith('autolicit.sid='))!
        .split(';')[0]!;
    if (attempt > 50) throw new Error(`sign-in failed: ${response?.status}`);
    await sleep(200);
  }
}

/** A real Socket.IO client (websocket, reading compact live frames and reconnecting like the web app's). */
export function connectLive(url: string, origin: string, cookie?: string, ip = nextClientIp()): Promise<LiveSocket> {
  const socket: LiveSocket = io(url, {
    transports: ['websocket'],
    extraHeaders: { Origin: origin, 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) },
    forceNew: true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
    auth: compactFramesAuth,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** What became of one bid a client tried to place: the ledger the invariants are checked against. */
export interface BidAttempt {
  key: string;
  vehicleId: string;
  bidderId: string;
  amount: string;
  via: 'socket' | 'http';
  outcome: 'accepted' | 'refused' | 'unanswered';
  code?: string;
  bidId?: string;
  /** Sends until an answer (the first included). */
  sends: number;
  answeredAt?: number;
}

export interface SendOptions {
  giveUpAfterMs?: number;
  /** Error codes after which the client re-sends the same id (the outcome may be unknown). */
  resendOn?: string[];
}

export class BidLedger {
  readonly attempts: BidAttempt[] = [];

  accepted() {
    return this.attempts.filter((a) => a.outcome === 'accepted');
  }

  /** "BID_TOO_LOW:12 RATE_LIMITED:3": what the refusals were, for the reports. */
  refusals(): string {
    const codes = new Map<string, number>();
    for (const a of this.attempts)
      if (a.outcome === 'refused') codes.set(a.code ?? '?', (codes.get(a.code ?? '?') ?? 0) + 1);
    return [...codes].map(([code, n]) => `${code}:${n}`).join(' ') || 'none';
  }

  /**
   * Places a bid over a socket with a clientBidId, re-sending the same id whenever an ack does
   * not come (as the web app does) until an answer or `giveUpAfterMs`.
   */
  async placeOverSocket(
    socket: LiveSocket,
    bidder: Bidder,
    vehicleId: string,
    amount: string,
    options: SendOptions = {},
  ): Promise<BidAttempt> {
    const { giveUpAfterMs = 15_000, resendOn = [] } = options;
    const attempt: BidAttempt = {
      key: `fault-${randomUUID()}`,
      vehicleId,
      bidderId: bidder.id,
      amount,
      via: 'socket',
      outcome: 'unanswered',
      sends: 0,
    };
    this.attempts.push(attempt);
    const deadline = Date.now() + giveUpAfterMs;
    while (Date.now() < deadline) {
      attempt.sends += 1;
      const ack = await (
        socket.timeout(3000).emitWithAck('bid:place', { vehicleId, amount, clientBidId: attempt.key }) as Promise<
          AckResponse<PlaceBidResultDto>
        >
      ).catch(() => null);
      // An answer that does not say whether the bid counted is no answer: send the same id again.
      if (ack && !('error' in ack && resendOn.includes(ack.error.code))) return settle(attempt, ack);
      await sleep(300);
    }
    return attempt;
  }

  /** The same over HTTP with an Idempotency-Key, re-sent on a network error or a 502/504. */
  async placeOverHttp(
    url: string,
    origin: string,
    cookie: string,
    bidder: Bidder,
    vehicleId: string,
    amount: string,
    giveUpAfterMs = 15_000,
  ): Promise<BidAttempt> {
    const attempt: BidAttempt = {
      key: `fault-${randomUUID()}`,
      vehicleId,
      bidderId: bidder.id,
      amount,
      via: 'http',
      outcome: 'unanswered',
      sends: 0,
    };
    this.attempts.push(attempt);
    const deadline = Date.now() + giveUpAfterMs;
    while (Date.now() < deadline) {
      attempt.sends += 1;
      const response = await fetch(`${url}/api/vehicles/${vehicleId}/bids`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: origin,
          Cookie: cookie,
          'Idempotency-Key': attempt.key,
          'X-Forwarded-For': bidder.ip,
        },
        body: JSON.stringify({ amount }),
        signal: AbortSignal.timeout(5000),
      }).catch(() => null);
      if (response && ![502, 504].includes(response.status)) {
        const body = (await response.json()) as { bid?: { id: string }; code?: string };
        return settle(
          attempt,
          response.status === 201
            ? { data: body as PlaceBidResultDto }
            : { error: { code: body.code ?? String(response.status), message: '' } },
        );
      }
      await sleep(300);
    }
    return attempt;
  }
}

function settle(attempt: BidAttempt, ack: AckResponse<PlaceBidResultDto>): BidAttempt {
  attempt.answeredAt = Date.now();
  if ('data' in ack) {
    attempt.outcome = 'accepted';
    // Hand bids only in the fault scenarios: an accepted one always records the caller's bid.
    attempt.bidId = ack.data.bid!.id;
  } else {
    attempt.outcome = 'refused';
    attempt.code = ack.error.code;
  }
  return attempt;
}
