/**
 * Bundles a page that uses what the app uses of react-router (its declarative routes and the hooks
 * components/router-link.tsx is built on), with or without the router tree-shaking plugin, and prints
 * the code. A script of its own because Vite's bundler rejects plugin objects made in a test's VM
 * context (the unit tests run in vmThreads).
 *
 *   tsx web/build/testing/bundle-router-entry.ts [--with-plugin]
 */
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { routerTreeShaking } from '../router-tree-shaking-plugin.ts';

const APP_LIKE_ENTRY = `
import { createElement as h } from 'react';
import { BrowserRouter, Route, Routes, useHref, useLinkClickHandler } from 'react-router-dom';
function App() {
  return h(BrowserRouter, null, h(Routes, null, h(Route, { path: '/', element: h(Home) })));
}
function Home() {
  const href = useHref('/vehicles');
  return h('a', { href, onClick: useLinkClickHandler('/vehicles') }, 'Vehicles');
}
globalThis.App = App;
`;

const ENTRY_ID = '\0router-entry.js';
const output = (await build({
  configFile: false,
  root: fileURLToPath(new URL('../..', import.meta.url)),
  logLevel: 'silent',
  plugins: [
    {
      name: 'router-entry',
      resolveId: (id) => (id === 'router-entry' ? ENTRY_ID : null),
      load: (id) => (id === ENTRY_ID ? APP_LIKE_ENTRY : null),
    },
    ...(process.argv.includes('--with-plugin') ? [routerTreeShaking()] : []),
  ],
  build: {
    write: false,
    minify: false,
    rolldownOptions: { input: 'router-entry', external: ['react', 'react-dom'] },
  },
})) as Rolldown.RolldownOutput;
process.stdout.write(
  output.output
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('\n'),
);
