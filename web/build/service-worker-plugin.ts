import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Plugin, build } from 'vite';
import { type BuildManifest, buildPrecacheList } from './precache-list.ts';

export interface ServiceWorkerOptions {
  /** The worker's source, relative to the web app's root. */
  entry: string;
  /** Manifest keys precached with the entry (`index.html`): the routes an installed app opens on. */
  routes: readonly string[];
}

/** The worker's file name at the site's root: its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'service-worker.js';

function listFiles(dir: string, base = dir): string[] {
  // Dotfiles are never served (express.static's default), and one missing file fails the whole install.
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? listFiles(file, base) : [path.relative(base, file)];
    });
}

/**
 * Builds the service worker (web/src/service-worker) into `dist/service-worker.js` once the app is
 * written: reads Vite's build manifest for the files to precache, hashes them into a revision and
 * compiles the worker with that list inlined — one classic script with no imports, which every
 * browser that has service workers runs. Runs before the precompress plugin's closeBundle, so the
 * worker is precompressed like the rest of the build.
 */
export function serviceWorker(options: ServiceWorkerOptions): Plugin {
  let root = '';
  let outDir = '';
  let publicDir = '';
  return {
    name: 'autolicit:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    async writeBundle() {
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
      const publicFiles = publicDir
        ? listFiles(publicDir).map((file) => ({
            url: `/${file.split(path.sep).join('/')}`,
            content: readFileSync(path.join(publicDir, file)),
          }))
        : [];
      const precache = buildPrecacheList({ manifest, entries: ['index.html', ...options.routes], publicFiles });
      const output = await build({
        configFile: false,
        root,
        publicDir: false,
        logLevel: 'warn',
        define: { __PRECACHE_MANIFEST__: JSON.stringify(precache) },
        build: {
          write: false,
          minify: true,
          emptyOutDir: false,
          copyPublicDir: false,
          lib: { entry: path.resolve(root, options.entry), formats: ['iife'], name: 'autolicitServiceWorker' },
        },
      });
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
        'output' in result ? result.output.filter((item) => item.type === 'chunk') : [],
      );
      if (chunks.length !== 1) throw new Error(`the service worker must build into one script, got ${chunks.length}`);
      writeFileSync(path.join(outDir, SERVICE_WORKER_FILE), chunks[0]!.code);
    },
  };
}
