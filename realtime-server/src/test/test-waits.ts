import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Polls `read` every 50 ms until it gives a truthy value (or throws after `timeoutMs`). */
export async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface WrittenMail {
  to: string;
  subject: string;
  text: string;
}

/** The emails the workers wrote to `mailDir` (no SMTP_URL in tests) for one address. */
export function readMailsTo(mailDir: string, email: string): WrittenMail[] {
  let files: string[];
  try {
    files = readdirSync(mailDir);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as WrittenMail)
    .filter((mail) => mail.to === email);
}
