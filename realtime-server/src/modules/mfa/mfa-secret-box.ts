import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const keys = new Map<string, Buffer>();

/** A 256-bit key of its own for this purpose, whatever the material (HKDF-SHA256). */
function keyFor(material: string): Buffer {
  let key = keys.get(material);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', material, 'autolicit', 'totp-secret-encryption-v1', 32));
    keys.set(material, key);
  }
  return key;
}

/**
 * Encrypts a TOTP secret for storage (AES-256-GCM, a random 96-bit IV each time): a copy of the
 * database alone does not let anyone generate a user's codes.
 */
export function sealMfaSecret(secret: string, keyMaterial: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(keyMaterial), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    sealed.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
  ].join('.');
}

/** The secret back; throws if the value was altered or sealed with another key. */
export function openMfaSecret(value: string, keyMaterial: string): string {
  const [version, iv, sealed, tag] = value.split('.');
  if (version !== VERSION || !iv || !sealed || !tag) throw new Error('not a sealed MFA secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(keyMaterial), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}
