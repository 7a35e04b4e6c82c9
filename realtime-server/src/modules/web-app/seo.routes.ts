import { listActiveVehiclesForSitemap } from '@autolicit/db';
import { Router } from 'express';
import type { AppContext } from '../../app-context';

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** The public pages that are not auctions (the web router's paths; the legal ones are `LEGAL_PATHS`). */
const STATIC_PAGES = ['/', '/vehicles', '/terms-and-conditions', '/privacy'] as const;
const SITEMAP_CACHE_MS = 5 * 60 * 1000;

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** Crawlers: public pages only; the API, accounts and operators' pages are not for indexing. */
export function renderRobotsTxt(appOrigin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /users/',
    'Disallow: /admin/',
    'Disallow: /reset-password',
    '',
    `Sitemap: ${appOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function renderSitemap(appOrigin: string, vehicles: { id: string; updatedAt: Date }[]): string {
  const urls = [
    ...STATIC_PAGES.map((path) => `<url><loc>${escapeXml(`${appOrigin}${path}`)}</loc></url>`),
    ...vehicles.map(
      (v) =>
        `<url><loc>${escapeXml(`${appOrigin}/vehicle/${v.id}`)}</loc><lastmod>${v.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * `/robots.txt` and `/sitemap.xml` (the active auctions' pages). The sitemap is read from the
 * database at most every 5 minutes per process: crawlers need not see a new listing at once.
 */
export function createSeoRouter(ctx: AppContext): Router {
  const router = Router();
  let cached: { xml: string; at: number } | null = null;

  router.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .setHeader('Cache-Control', 'public, max-age=3600')
      .send(renderRobotsTxt(ctx.config.appOrigin));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const now = ctx.clock.now().getTime();
    if (!cached || now - cached.at > SITEMAP_CACHE_MS) {
      const vehicles = await listActiveVehiclesForSitemap(ctx.db, SITEMAP_MAX_URLS - STATIC_PAGES.length);
      cached = { xml: renderSitemap(ctx.config.appOrigin, vehicles), at: now };
    }
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=300').send(cached.xml);
  });
  return router;
}
