import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { clientIp } from './client-address';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      deviceId?: string;
    }
  }
}

/**
 * A random id per browser, so that two accounts used from one browser can be told apart from two
 * accounts behind one shared address (an office, a mobile operator's NAT). It identifies a browser,
 * not a person, is HttpOnly (scripts never see it) and is used only for the shill-bid signals.
 */
export const DEVICE_COOKIE = 'autolicit.did';
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60; // the longest lifetime browsers honour
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** Where a request came from: the client address (TRUST_PROXY) and the browser's device id. */
export interface ClientOrigin {
  ip: string;
  deviceId: string | null;
}

/** The device id in a Cookie header, if it has one of the right shape (anything else is ignored). */
export function readDeviceId(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return DEVICE_ID.test(value) ? value : null;
  }
  return null;
}

/** Gives a browser its device id on its first API request and reads it on every later one. */
export function createDeviceIdMiddleware(options: { secureCookie: boolean }): RequestHandler {
  return (req, res, next) => {
    let deviceId = readDeviceId(req.headers.cookie);
    if (!deviceId) {
      deviceId = randomBytes(16).toString('base64url');
      res.append(
        'Set-Cookie',
        [
          `${DEVICE_COOKIE}=${deviceId}`,
          'Path=/',
          `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
          'HttpOnly',
          'SameSite=Lax',
          ...(options.secureCookie ? ['Secure'] : []),
        ].join('; '),
      );
    }
    req.deviceId = deviceId;
    next();
  };
}

export function getClientOrigin(req: Request): ClientOrigin {
  return { ip: clientIp(req), deviceId: req.deviceId ?? null };
}

/** The same for a socket, from its handshake request. */
export function getHandshakeDeviceId(req: IncomingMessage): string | null {
  return readDeviceId(req.headers.cookie);
}
