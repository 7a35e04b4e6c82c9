import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import proxyAddr from 'proxy-addr';

export type TrustProxySetting = boolean | number | string;
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as one function, with Express's meaning: false trusts no proxy (X-Forwarded-For is
 * ignored), a number trusts that many hops in front, a string lists trusted addresses or subnets
 * ("loopback", "10.0.0.0/8"), true trusts every hop (only behind a proxy that overwrites the header).
 * Express and the Socket.IO handshake both use it, so REST and sockets agree on the client.
 */
export function compileTrustProxy(setting: TrustProxySetting): TrustProxy {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(
    setting
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

/** The client's address: the nearest one in X-Forwarded-For that a trusted proxy vouches for. */
export function getClientAddress(req: IncomingMessage, trust: TrustProxy): string {
  return proxyAddr(req, trust);
}

/** In a route: the address Express derived with the same function (req.ip). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
