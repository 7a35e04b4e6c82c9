import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_APP_MANIFEST_OF_LANGUAGE } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');

interface WebAppManifest {
  [key: string]: unknown;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

const readManifest = (url: string) => JSON.parse(readFileSync(path.join(publicDir, url), 'utf8')) as WebAppManifest;
const manifests = {
  ro: readManifest(WEB_APP_MANIFEST_OF_LANGUAGE.ro),
  en: readManifest(WEB_APP_MANIFEST_OF_LANGUAGE.en),
};

/** Width and height from a PNG's header (the IHDR chunk follows the 8-byte signature). */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifests', () => {
  it.each(['ro', 'en'] as const)('%s: has what an installable app needs, in its language', (language) => {
    const manifest = manifests[language];
    expect(manifest).toMatchObject({
      id: '/',
      short_name: 'AutoLicit',
      lang: language,
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.name).toMatch(/^AutoLicit — /);
    expect(manifest.description).toEqual(expect.any(String));
  });

  it('name the app in each language, and are otherwise the same app (id, icons, colours)', () => {
    expect(manifests.ro.name).toBe('AutoLicit — licitații auto live');
    expect(manifests.en.name).toBe('AutoLicit — live car auctions');
    expect(manifests.en.description).not.toBe(manifests.ro.description);
    const { name: _ro, description: _roText, lang: _roLang, ...romanianRest } = manifests.ro;
    const { name: _en, description: _enText, lang: _enLang, ...englishRest } = manifests.en;
    expect(englishRest).toEqual(romanianRest);
  });

  it('declare each PNG icon at the size it really has, with 192 and 512 px in both purposes', () => {
    const { icons } = manifests.ro;
    for (const icon of icons.filter((entry) => entry.type === 'image/png')) {
      const file = path.join(publicDir, icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      expect(pngSize(file), icon.src).toBe(icon.sizes);
    }
    for (const purpose of ['any', 'maskable'])
      for (const sizes of ['192x192', '512x512'])
        expect(
          icons.some((icon) => icon.purpose === purpose && icon.sizes === sizes),
          `${purpose} ${sizes}`,
        ).toBe(true);
    expect(pngSize(path.join(publicDir, 'icons/apple-touch-icon.png'))).toBe('180x180');
  });
});
