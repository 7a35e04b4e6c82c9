import {
  type ECDH,
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

/** What a browser hands a site after `pushManager.subscribe()`: `PushSubscription.toJSON()`. */
export interface BrowserPushSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** The claims of a request's VAPID token, after its ES256 signature was checked. */
export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  headers: { ttl: number; urgency: string | undefined; topic: string | undefined };
  vapid: VapidClaims & { publicKey: string };
  receivedAt: number;
}

/** Any request that reached the service, whatever it answered. */
export interface PushServiceRequest {
  method: string;
  path: string;
}

/** A request the service refused, and why (a bad token, an undecryptable body…). */
export interface RefusedPush {
  path: string;
  reason: string;
}

export interface LocalPushService {
  origin: string;
  /** A browser's subscription at this service: its own P-256 key pair and auth secret. */
  subscribe(): BrowserPushSubscription;
  /**
   * From now on this subscription's endpoint answers `status` (410: the browser dropped it), with
   * these headers (a redirect's `Location`).
   */
  answer(endpoint: string, status: number, headers?: Record<string, string>): void;
  /** Every request, in the order they arrived. */
  requests: PushServiceRequest[];
  received: ReceivedPush[];
  refused: RefusedPush[];
  close(): Promise<void>;
}

interface Subscriber {
  id: string;
  ecdh: ECDH;
  auth: Buffer;
  status: number;
  headers: Record<string, string>;
}

/**
 * RFC 8291 (Message Encryption for Web Push) with RFC 8188's aes128gcm, as a browser decrypts:
 * written here from the RFCs, not with the library the workers send with, so a mistake on one
 * side cannot hide in both.
 */
export function decryptPushPayload(body: Buffer, subscriber: { ecdh: ECDH; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || ciphertext.length > recordSize) throw new Error('not a single aes128gcm record');
  const sharedSecret = subscriber.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 token for this origin. */
export function verifyVapidAuthorization(header: string | undefined, origin: string, now: number) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no vapid authorization: ${header}`);
  const [, token = '', publicKey = ''] = match;
  const [encodedHeader = '', encodedClaims = '', signature = ''] = token.split('.');
  const jwtHeader = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString()) as { alg?: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`token algorithm ${jwtHeader.alg}`);
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${encodedHeader}.${encodedClaims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('token signature does not match k');
  const claims = JSON.parse(Buffer.from(encodedClaims, 'base64url').toString()) as VapidClaims;
  if (claims.aud !== origin) throw new Error(`token audience ${claims.aud}, expected ${origin}`);
  const nowSeconds = Math.floor(now / 1000);
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 3600)) throw new Error('token expiry out of range');
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`token subject ${claims.sub}`);
  return { ...claims, publicKey };
}

/**
 * A push service on https://127.0.0.1 for tests (push services are outside the system): it takes
 * a push request as a browser's push service would, checks its VAPID token, decrypts its payload
 * with the subscription's private key and records it; 201 like the real ones. Give it the
 * certificate processes trust through NODE_EXTRA_CA_CERTS (`createLoopbackTls`).
 */
export async function startLocalPushService(tls: { key: string; cert: string }): Promise<LocalPushService> {
  const subscribers = new Map<string, Subscriber>();
  const requests: PushServiceRequest[] = [];
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  let origin = '';
  const server = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path });
      const subscriber = subscribers.get(path.replace(/^\/push\//, ''));
      const refuse = (status: number, reason: string) => {
        refused.push({ path, reason });
        res.writeHead(status).end(reason);
      };
      if (req.method !== 'POST' || !subscriber) return refuse(404, 'no such subscription');
      if (subscriber.status !== 201) return res.writeHead(subscriber.status, subscriber.headers).end();
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('content encoding is not aes128gcm');
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
        const vapid = verifyVapidAuthorization(req.headers.authorization, origin, Date.now());
        const payload = JSON.parse(decryptPushPayload(Buffer.concat(chunks), subscriber).toString('utf8')) as unknown;
        received.push({
          subscriptionId: subscriber.id,
          payload,
          headers: {
            ttl,
            urgency: req.headers.urgency as string | undefined,
            topic: req.headers.topic as string | undefined,
          },
          vapid,
          receivedAt: Date.now(),
        });
        res.writeHead(201, { Location: `${origin}/message/${randomUUID()}` }).end();
      } catch (error) {
        refuse(400, (error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(id, { id, ecdh, auth, status: 201, headers: {} });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer(endpoint, status, headers = {}) {
      const subscriber = subscribers.get(endpoint.slice(`${origin}/push/`.length));
      if (!subscriber) throw new Error(`unknown endpoint ${endpoint}`);
      subscriber.status = status;
      subscriber.headers = headers;
    },
    requests,
    received,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
