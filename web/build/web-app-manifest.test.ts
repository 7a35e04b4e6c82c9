import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const manifest = JSON.parse(readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  [key: string]: unknown;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** Width and height from a PNG's header (the IHDR chunk follows the 8-byte signature). */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('has what an installable app needs, in Romanian', () => {
    expect(manifest).toMatchObject({
      id: '/',
      short_name: 'AutoLicit',
      lang: 'ro',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.name).toMatch(/^AutoLicit/);
    expect(manifest.description).toEqual(expect.any(String));
  });

  it('declares each PNG icon at the size it really has, with 192 and 512 px in both purposes', () => {
    for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
      const file = path.join(publicDir, icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      expect(pngSize(file), icon.src).toBe(icon.sizes);
    }
    for (const purpose of ['any', 'maskable'])
      for (const sizes of ['192x192', '512x512'])
        expect(
          manifest.icons.some((icon) => icon.purpose === purpose && icon.sizes === sizes),
          `${purpose} ${sizes}`,
        ).toBe(true);
    expect(pngSize(path.join(publicDir, 'icons/apple-touch-icon.png'))).toBe('180x180');
  });
});
