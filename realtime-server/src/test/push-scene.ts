import { type LocalPushService, type ReceivedPush, startLocalPushService } from '@autolicit/test-support';
import { inject } from 'vitest';
import { type TestContext, createTestContext } from './test-context';

export interface PushScene {
  t: TestContext;
  pushService: LocalPushService;
  /** What the local push service received for one subscription's endpoint. */
  receivedBy(endpoint: string): ReceivedPush[];
  close(): Promise<void>;
}

/**
 * A server whose push worker sends to a local push service on loopback (HTTPS, checked VAPID,
 * decrypted payloads) allowed as the only push origin; with `mail`, its e-mail worker runs too.
 */
export async function startPushScene(options: { mail?: boolean } = {}): Promise<PushScene> {
  const pushService = await startLocalPushService(inject('loopbackTls'));
  const t = createTestContext({ env: { PUSH_ALLOWED_ENDPOINT_ORIGINS: pushService.origin } });
  if (options.mail) await t.startMailWorker();
  await t.startPushWorker();
  return {
    t,
    pushService,
    receivedBy: (endpoint) => pushService.received.filter((push) => endpoint.endsWith(`/push/${push.subscriptionId}`)),
    async close() {
      await t.close();
      await pushService.close();
    },
  };
}
