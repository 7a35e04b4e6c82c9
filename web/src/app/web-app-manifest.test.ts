import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import englishManifestText from '../../public/manifest.en.webmanifest?raw';
import manifestText from '../../public/manifest.webmanifest?raw';
import offlineHtml from '../../public/offline.html?raw';
import { theme } from './theme';

const manifests = [manifestText, englishManifestText].map((text) => JSON.parse(text) as Record<string, unknown>);
const themeColorOf = (html: string) => /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1];

describe('the web app manifest and the theme', () => {
  it("colours the installed app's bars with the theme's primary shade, the same in every page's head", () => {
    const primary = theme.colors!.brand![theme.primaryShade as number];
    for (const manifest of manifests) {
      expect(manifest.theme_color).toBe(primary);
      // The splash screen's background is the page's (Mantine's light scheme body is white).
      expect(manifest.background_color).toBe('#ffffff');
    }
    expect(themeColorOf(indexHtml)).toBe(primary);
    expect(themeColorOf(offlineHtml)).toBe(primary);
  });

  it('is linked from the page template the server renders into (Romanian, like the template), with the apple-touch-icon', () => {
    expect(indexHtml).toContain('<html lang="ro"');
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(indexHtml).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });
});
