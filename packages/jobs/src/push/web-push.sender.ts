import { type LookupAddress, type LookupAllOptions, lookup as dnsLookup } from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PushTarget } from '@autolicit/db';
import { type PushPayload, checkPushEndpoint } from '@autolicit/shared';
import type { PushConfig } from '@autolicit/shared/env';
import webpush, { WebPushError } from 'web-push';
import { isPublicAddress } from './public-address';

export interface PushDelivery {
  /** Seconds the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces a message of the same topic still waiting at the push service (≤ 32 base64url characters). */
  topic: string;
}

/**
 * `delivered`: the push service accepted it. `gone`: it no longer knows the subscription (404/410),
 * which must be removed. `refused`: it refused this request for good (a bad request, a key the
 * subscription was not made with), or the endpoint is no longer allowed; a retry would not help.
 * `failed`: worth a retry (a timeout, 429, 5xx, the network).
 */
export type PushSendResult = { result: 'delivered' | 'gone' | 'refused' | 'failed'; status?: number; reason?: string };

export interface PushSender {
  send(target: PushTarget, payload: PushPayload, delivery: PushDelivery): Promise<PushSendResult>;
  close(): void;
}

/** A push service that has not answered in this long is retried later. */
const SEND_TIMEOUT_MS = 10_000;

/** Resolves a host name to all its addresses, as `dns.lookup` with `all: true` does (tests hand in their own). */
export type ResolveAllAddresses = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A lookup that resolves a push service's host name and refuses it when any address is not public:
 * the allow-list names the services, this keeps a name that resolves inward (DNS rebinding, a
 * poisoned resolver) from reaching our own network. Addresses written in the URL never come here.
 */
export function createPublicOnlyLookup(resolveAll: ResolveAllAddresses = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const inward = addresses.find((entry) => !isPublicAddress(entry.address));
      if (inward || addresses.length === 0) {
        const refusal = Object.assign(new Error(`push service ${hostname} resolves to a non-public address`), {
          code: 'EPUSHADDRESS',
        });
        return callback(refusal, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * Sends encrypted (aes128gcm) Web Push messages signed with our VAPID key. Redirects are not
 * followed (web-push treats any answer outside 2xx as a refusal), and the endpoint is checked
 * against the allow-list again at send time, as it may have changed since the device subscribed.
 */
export function createWebPushSender(config: PushConfig, resolveAll: ResolveAllAddresses = dnsLookup): PushSender {
  // Kept alive: the next push to the same service reuses the TLS connection.
  const agent = new https.Agent({ keepAlive: true, maxSockets: 32, lookup: createPublicOnlyLookup(resolveAll) });
  const vapidDetails = {
    subject: config.vapid.subject,
    publicKey: config.vapid.publicKey,
    privateKey: config.vapid.privateKey,
  };
  return {
    async send(target, payload, delivery) {
      if (checkPushEndpoint(target.endpoint, config.allowedEndpointOrigins) !== 'allowed')
        return { result: 'refused', reason: 'endpoint not allowed' };
      try {
        const response = await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails,
            TTL: delivery.ttlSeconds,
            urgency: delivery.urgency,
            topic: delivery.topic,
            contentEncoding: 'aes128gcm',
            timeout: SEND_TIMEOUT_MS,
            agent,
          },
        );
        return { result: 'delivered', status: response.statusCode };
      } catch (error) {
        return classifyPushError(error);
      }
    },
    close() {
      agent.destroy();
    },
  };
}

function classifyPushError(error: unknown): PushSendResult {
  if (error instanceof WebPushError) {
    const status = error.statusCode;
    if (status === 404 || status === 410) return { result: 'gone', status };
    if (status === 429 || status >= 500) return { result: 'failed', status };
    return { result: 'refused', status, reason: error.body.slice(0, 200) };
  }
  const code = (error as { code?: string }).code;
  if (code === 'EPUSHADDRESS') return { result: 'refused', reason: (error as Error).message };
  return { result: 'failed', reason: error instanceof Error ? error.message : String(error) };
}
