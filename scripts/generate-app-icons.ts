/**
 * The installable app's PNG icons (web/public/icons/), drawn from web/public/favicon.svg by Debian's
 * Chromium: the icons are committed, so run this only when the favicon's design changes.
 *
 *   pnpm exec tsx scripts/generate-app-icons.ts
 *
 * - `icon-<size>.png` (purpose "any"): the favicon as it is, rounded corners transparent.
 * - `icon-maskable-<size>.png` (purpose "maskable"): the badge's blue to every edge and the car
 *   inside the central circle of 40 % radius that every launcher's mask keeps.
 * - `apple-touch-icon.png` (180 px): iOS rounds the corners itself and paints transparency black,
 *   so it is the maskable design with a little less margin.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(repoRoot, 'web/public');
const outDir = path.join(publicDir, 'icons');

/** The car's extent in the favicon's 64-unit box (body, wheels and their strokes). */
const CAR = { left: 14, right: 50, top: 23, bottom: 48.5 };

/**
 * The favicon with a full-bleed square background and a view box of `side` units centred on the car.
 * The car's farthest corner must stay within 40 % of the side from the centre (the maskable safe zone).
 */
export function fullBleedSvg(favicon: string, side: number): string {
  const centreX = (CAR.left + CAR.right) / 2;
  const centreY = (CAR.top + CAR.bottom) / 2;
  const reach = Math.hypot((CAR.right - CAR.left) / 2, (CAR.bottom - CAR.top) / 2);
  if (reach > 0.4 * side) throw new Error(`a view box of ${side} units puts the car outside the safe zone`);
  const x = centreX - side / 2;
  const y = centreY - side / 2;
  return favicon.replace(/viewBox="[^"]*"/, `viewBox="${x} ${y} ${side} ${side}"`).replace(/<rect [^>]*\/>/, (rect) => {
    const fill = /fill="([^"]+)"/.exec(rect)?.[1];
    if (!fill) throw new Error('the favicon background has no fill');
    return `<rect x="${x - 1}" y="${y - 1}" width="${side + 2}" height="${side + 2}" fill="${fill}"/>`;
  });
}

async function main(): Promise<void> {
  const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
  const icons = [
    { file: 'icon-192.png', size: 192, svg: favicon, transparent: true },
    { file: 'icon-512.png', size: 512, svg: favicon, transparent: true },
    { file: 'icon-maskable-192.png', size: 192, svg: fullBleedSvg(favicon, 60), transparent: false },
    { file: 'icon-maskable-512.png', size: 512, svg: fullBleedSvg(favicon, 60), transparent: false },
    { file: 'apple-touch-icon.png', size: 180, svg: fullBleedSvg(favicon, 56), transparent: false },
  ];
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const icon of icons) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
      const source = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}`;
      await page.setContent(
        `<html><body style="margin:0;background:transparent"><img src="${source}" width="${icon.size}" height="${icon.size}" style="display:block"></body></html>`,
      );
      await page.locator('img').evaluate((img: { decode(): Promise<void> }) => img.decode());
      await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: icon.transparent });
      await page.close();
      console.log(`${icon.file}: ${icon.size}×${icon.size}`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
