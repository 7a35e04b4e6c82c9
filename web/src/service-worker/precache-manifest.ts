/** What the build hands the worker (web/build/service-worker-plugin.ts): the files to precache and their revision. */
export interface PrecacheManifest {
  /** Changes whenever a precached file changes: names the cache, so a deploy replaces it. */
  revision: string;
  /** Same-origin paths (`/assets/index-AbC123.js`, `/offline.html`). */
  urls: string[];
}

/** Replaced at build time by the plugin (Vite `define`). */
declare const __PRECACHE_MANIFEST__: PrecacheManifest;

export const precacheManifest: PrecacheManifest = __PRECACHE_MANIFEST__;

/** The page served for a navigation the network could not answer. */
export const OFFLINE_PAGE = '/offline.html';
