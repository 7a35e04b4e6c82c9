import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress-plugin.ts';
import { preloadDepsBeyondEntry } from './build/preload-deps-plugin.ts';
import { routerTreeShaking } from './build/router-tree-shaking-plugin.ts';
import { scrollAreaMergeRefs } from './build/scroll-area-merge-refs-plugin.ts';
import { serviceWorker } from './build/service-worker-plugin.ts';
import { staticThemeVariables } from './build/static-theme-variables-plugin.ts';
import { stylesheetFirst } from './build/stylesheet-first-plugin.ts';
import { SSR_EXTRA_CHUNKS, SSR_PAGE_CHUNKS, SSR_VIEWER_CHUNKS } from './src/app/ssr/ssr-page-chunks.ts';

// In development the API, Socket.IO, uploaded photos and the operators' pages live on the server (port 3000); proxying them
// keeps the app same-origin, exactly as in production where the server serves web/dist itself.
const backend = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : clientBuild));

/**
 * The server's render of the home, browse and vehicle pages (`vite build --ssr`) into dist-ssr/,
 * outside the folder the server publishes. Only our code is compiled in: every library the web app
 * depends on stays an import Node resolves from node_modules at run time (the release installs them,
 * scripts/build-release.ts), and the lazy screens stay separate chunks the server loads only for the
 * pages it renders. Bundling the libraries made a 6 MB module and a slow build on every start.
 */
const serverRenderBuild = defineConfig({
  plugins: [react()],
  publicDir: false,
  // Compiled in: workspace packages (they export TypeScript sources, which Node does not run) and
  // the icon set, of which a few icons are used but the installed package weighs 67 MB.
  ssr: { noExternal: [/^@autolicit\//, '@tabler/icons-react'] },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    ssr: 'src/entry-server.tsx',
  },
});

const clientBuild = defineConfig({
  plugins: [
    react(),
    staticThemeVariables(),
    scrollAreaMergeRefs(),
    routerTreeShaking(),
    stylesheetFirst(),
    preloadDepsBeyondEntry(),
    // Precaches the shell and the routes an installed app opens on (the server-rendered ones);
    // other chunks are cached when first used.
    serviceWorker({
      entry: 'src/service-worker/service-worker.ts',
      routes: [
        ...new Set([
          ...Object.values(SSR_PAGE_CHUNKS).flat(),
          ...SSR_VIEWER_CHUNKS.admin,
          ...Object.values(SSR_EXTRA_CHUNKS).flat(),
          'src/lib/live/live-socket-chunk.ts',
        ]),
      ],
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/socket.io': { target: backend, ws: true, changeOrigin: false },
      '/uploads': { target: backend, changeOrigin: false },
      // Bull Board lives on the server too (the admin panel links it).
      '/admin/queues': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/check-web-budget.ts: which chunks each route loads before first paint.
    manifest: true,
    rolldownOptions: {
      output: {
        // React changes far less often than the app: its chunk stays cached across deploys. Every
        // other library goes with the routes and dialogs that use it, so a page loads only its own.
        // What the entry imports is one chunk ('$initial'): left to itself, the bundler cuts every
        // part of it that a lazy screen also imports into a chunk of its own (two dozen of them, a
        // few hundred bytes each), and each costs its imports, exports and a gzip context of its own.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              priority: 1,
            },
            { name: 'index', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
