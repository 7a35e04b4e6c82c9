import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { compileTrustProxy, getClientAddress } from './client-address';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('client address', () => {
  it('ignores X-Forwarded-For when no proxy is trusted (the default)', () => {
    expect(getClientAddress(request('203.0.113.5', '1.2.3.4'), compileTrustProxy(false))).toBe('203.0.113.5');
  });

  it('takes the address the trusted hop saw, never the spoofable leftmost one', () => {
    // The client wrote "6.6.6.6"; the one proxy in front appended the real address.
    const behindOneProxy = request('10.0.0.2', '6.6.6.6, 198.51.100.7');
    expect(getClientAddress(behindOneProxy, compileTrustProxy(1))).toBe('198.51.100.7');
    expect(getClientAddress(behindOneProxy, compileTrustProxy('10.0.0.0/8'))).toBe('198.51.100.7');
    expect(getClientAddress(behindOneProxy, compileTrustProxy(2))).toBe('6.6.6.6');
  });

  it('trusts only the listed subnets', () => {
    expect(getClientAddress(request('127.0.0.1', '198.51.100.7'), compileTrustProxy('loopback'))).toBe('198.51.100.7');
    expect(getClientAddress(request('203.0.113.5', '198.51.100.7'), compileTrustProxy('loopback'))).toBe('203.0.113.5');
  });
});
