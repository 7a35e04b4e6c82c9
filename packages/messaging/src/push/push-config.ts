import { createECDH } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PUSH_SERVICE_ORIGINS } from '@autolicit/shared';
import type { BaseEnv, PushConfig } from '@autolicit/shared/env';

type PushEnv = Pick<
  BaseEnv,
  'PUSH_NOTIFICATIONS' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUSH_ALLOWED_ENDPOINT_ORIGINS'
>;

/**
 * A development key pair, made once and kept under DATA_DIR (`vapid-keys.json`), so subscriptions
 * survive restarts and the server and the workers, sharing the folder, sign with the same key.
 * Written exclusively: of two processes starting together, the second reads the first one's pair.
 */
function loadDevVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: ecdh.getPrivateKey().toString('base64url'),
    };
    try {
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
      return keys;
    } catch {
      return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    }
  }
}

/** The push settings of a process (after `findPushConfigProblems` found none). */
export function resolvePushConfig(env: PushEnv, dataDir: string): PushConfig | null {
  if (!env.PUSH_NOTIFICATIONS) return null;
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : loadDevVapidKeys(dataDir);
  return {
    vapid: { ...keys, subject: env.VAPID_SUBJECT ?? 'mailto:no-reply@autolicit.ro' },
    allowedEndpointOrigins: env.PUSH_ALLOWED_ENDPOINT_ORIGINS ?? DEFAULT_PUSH_SERVICE_ORIGINS,
  };
}
