import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import manifestText from '../../public/manifest.webmanifest?raw';
import offlineHtml from '../../public/offline.html?raw';
import { theme } from './theme';

const manifest = JSON.parse(manifestText) as Record<string, unknown>;
const themeColorOf = (html: string) => /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1];

describe('the web app manifest and the theme', () => {
  it("colours the installed app's bars with the theme's primary shade, the same in every page's head", () => {
    const primary = theme.colors!.brand![theme.primaryShade as number];
    expect(manifest.theme_color).toBe(primary);
    expect(themeColorOf(indexHtml)).toBe(primary);
    expect(themeColorOf(offlineHtml)).toBe(primary);
    // The splash screen's background is the page's (Mantine's light scheme body is white).
    expect(manifest.background_color).toBe('#ffffff');
  });

  it('is linked from the page template the server renders into, with the apple-touch-icon', () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(indexHtml).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });
});
