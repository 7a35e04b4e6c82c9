import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress-plugin.ts';
import { stylesheetFirst } from './build/stylesheet-first-plugin.ts';

// In development the API, Socket.IO, uploaded photos and the operators' pages live on the server (port 3000); proxying them
// keeps the app same-origin, exactly as in production where the server serves web/dist itself.
const backend = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : clientBuild));

/**
 * The server's render of the home and vehicle pages (`vite build --ssr`): one self-contained module
 * for Node with every library bundled, so the release needs no web dependencies at run time. It goes
 * to dist-ssr/, outside the folder the server publishes.
 */
const serverRenderBuild = defineConfig({
  plugins: [react()],
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    ssr: 'src/entry-server.tsx',
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

const clientBuild = defineConfig({
  plugins: [react(), stylesheetFirst(), precompress()],
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
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 1 }],
        },
      },
    },
  },
});
