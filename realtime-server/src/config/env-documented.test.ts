import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('environment variables', () => {
  it('every variable the server reads is in .env.example and docs/operating.md', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const guide = readFileSync(path.join(root, 'docs/operating.md'), 'utf8');
    for (const name of Object.keys(envSchema.shape)) {
      expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
      expect(guide, name).toContain(`\`${name}\``);
    }
  });
});
