/**
 * Child of bench/push-latency.ts: the local push service (packages/test-support) in its own
 * process, so what it spends checking tokens and decrypting is not counted as the workers' cost.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalPushService } from '@autolicit/test-support';
import { serveParent } from './ipc';

const tlsDir = process.env.BENCH_TLS_DIR ?? '';
const service = await startLocalPushService({
  key: readFileSync(path.join(tlsDir, 'loopback-key.pem'), 'utf8'),
  cert: readFileSync(path.join(tlsDir, 'loopback-server-cert.pem'), 'utf8'),
});
serveParent(
  {
    origin: () => service.origin,
    subscribe: () => service.subscribe(),
    received: () =>
      service.received.map((push) => ({ subscriptionId: push.subscriptionId, receivedAt: push.receivedAt })),
    refused: () => service.refused.length,
  },
  () => service.close(),
);
process.send?.({ ready: true });
