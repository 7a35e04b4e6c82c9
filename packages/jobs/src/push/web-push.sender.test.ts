import { createECDH, randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { type AddressInfo, type LookupFunction, createServer } from 'node:net';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { type ResolveAllAddresses, createPublicOnlyLookup, createWebPushSender } from './web-push.sender';

/** A resolver that answers every name with these addresses, and notes the names it was asked. */
function resolveTo(addresses: string[]): ResolveAllAddresses & { asked: string[] } {
  const asked: string[] = [];
  const resolve: ResolveAllAddresses = (hostname, _options, callback) => {
    asked.push(hostname);
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
  return Object.assign(resolve, { asked });
}

/** What a lookup hands its callback, for one call with or without `all`. */
function runLookup(lookup: LookupFunction, all: boolean) {
  return new Promise<{ error: NodeJS.ErrnoException | null; result: string | LookupAddress[] }>((resolve) => {
    lookup('push.example.test', { all }, ((error: NodeJS.ErrnoException | null, result: string | LookupAddress[]) =>
      resolve({ error, result })) as Parameters<LookupFunction>[2]);
  });
}

describe('the lookup a push is sent through', () => {
  it.each([
    ['a private IPv4 address', ['10.0.0.5']],
    ['loopback', ['127.0.0.1']],
    ['the cloud metadata address (link-local)', ['169.254.169.254']],
    ['IPv6 loopback', ['::1']],
    ['an IPv6 unique local address', ['fd00::1']],
    ['an IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['one inward address among public ones', ['142.250.185.74', '10.0.0.5']],
    ['no address at all', []],
  ])('refuses a host name that resolves to %s', async (_case, addresses) => {
    for (const all of [false, true]) {
      const { error } = await runLookup(createPublicOnlyLookup(resolveTo(addresses)), all);
      expect(error?.code).toBe('EPUSHADDRESS');
      expect(error?.message).toBe('push service push.example.test resolves to a non-public address');
    }
  });

  it('accepts a host name whose addresses are all public, in the shape the caller asked for', async () => {
    const lookup = createPublicOnlyLookup(resolveTo(['142.250.185.74', '2a00:1450:4001:82b::200a']));
    expect(await runLookup(lookup, false)).toEqual({ error: null, result: '142.250.185.74' });
    expect(await runLookup(lookup, true)).toEqual({
      error: null,
      result: [
        { address: '142.250.185.74', family: 4 },
        { address: '2a00:1450:4001:82b::200a', family: 6 },
      ],
    });
  });

  it("passes the resolver's own error on", async () => {
    const failing: ResolveAllAddresses = (_hostname, _options, callback) =>
      callback(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }), []);
    const { error } = await runLookup(createPublicOnlyLookup(failing), true);
    expect(error?.code).toBe('ENOTFOUND');
  });
});

describe('a push to an allowed host name that resolves inward', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it.each([['127.0.0.1'], ['::ffff:127.0.0.1']])(
    'is refused (%s) without a connection to that address',
    async (address) => {
      // What listens on the inward address: it counts every connection made to it.
      let connections = 0;
      const listener = createServer((socket) => {
        connections += 1;
        socket.destroy();
      });
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      closers.push(() => new Promise((resolve) => listener.close(() => resolve())));
      const origin = `https://push.example.test:${(listener.address() as AddressInfo).port}`;
      const resolver = resolveTo([address]);
      const sender = createWebPushSender(
        {
          vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@autolicit.ro' },
          allowedEndpointOrigins: [origin],
        },
        resolver,
      );
      closers.push(async () => sender.close());
      const device = createECDH('prime256v1');
      device.generateKeys();

      const outcome = await sender.send(
        {
          id: 'device-1',
          endpoint: `${origin}/push/abc`,
          p256dh: device.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
          language: 'ro',
        },
        {
          kind: 'bid-outbid',
          vehicleId: '00000000-0000-4000-8000-000000000001',
          title: 'Ați fost depășit',
          body: 'Oferta curentă este 5.200 €.',
          url: '/vehicle/00000000-0000-4000-8000-000000000001',
          tag: 'bid-outbid:00000000-0000-4000-8000-000000000001',
          sentAt: new Date().toISOString(),
          language: 'ro',
        },
        { ttlSeconds: 60, urgency: 'high', topic: 'topic' },
      );

      expect(outcome).toEqual({
        result: 'refused',
        reason: 'push service push.example.test resolves to a non-public address',
      });
      expect(resolver.asked).toEqual(['push.example.test']);
      expect(connections).toBe(0);
    },
  );
});
