import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Code every web feature may use: it imports no feature and no app/ code. */
const WEB_SHARED = ['components', 'hooks', 'lib', 'stores'].map((folder) => `./web/src/${folder}`);

/**
 * The web app's import boundaries (bulletproof-react): shared `components/`, `hooks/`, `lib/` and
 * `stores/` never import a feature; a feature imports shared code and its own folder, never another
 * feature; `app/` alone composes features (a piece of one feature that another shows is handed in by
 * app/ as a prop or a slot). No import cycles anywhere in the web app. scripts/check-feature-cycles.ts
 * checks the same feature graph in the test command.
 */
const webBoundaries = {
  files: ['web/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
  rules: {
    'import-x/no-cycle': 'error',
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: WEB_SHARED,
            from: './web/src/features',
            message: 'Shared code must not depend on a feature: app/ hands feature pieces in.',
          },
          {
            target: [...WEB_SHARED, './web/src/features'],
            from: './web/src/app',
            message: 'Only app/ composes the app.',
          },
          ...WEB_FEATURES.map((feature) => ({
            target: `./web/src/features/${feature}`,
            from: './web/src/features',
            except: [`./${feature}`],
            message:
              'A feature never imports another feature: app/ composes them; shared code lives in components/, hooks/, lib/ or stores/.',
          })),
        ],
      },
    ],
  },
};

/**
 * realtime-server's layers import one way: the features in `modules/` use the cross-cutting
 * `platform/` (guards, sessions, limits, errors, sockets), never the other way round. The root files
 * (server.ts, http-app.ts, main.ts, in-process-workers.ts) compose both and are imported by neither;
 * platform code sees PlatformContext, not the features' AppContext.
 */
const SERVER_SRC = './realtime-server/src';
const SERVER_COMPOSITION_ROOT = ['server.ts', 'http-app.ts', 'main.ts', 'in-process-workers.ts'].map(
  (file) => `${SERVER_SRC}/${file}`,
);
const serverLayers = {
  files: ['realtime-server/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: `${SERVER_SRC}/platform`,
            from: `${SERVER_SRC}/modules`,
            message: 'platform/ must not depend on a feature: the composition root passes features in.',
          },
          {
            target: `${SERVER_SRC}/platform`,
            from: [...SERVER_COMPOSITION_ROOT, `${SERVER_SRC}/app-context.ts`],
            message: 'platform/ sees PlatformContext only; the root files compose it with the features.',
          },
          {
            target: `${SERVER_SRC}/modules`,
            from: SERVER_COMPOSITION_ROOT,
            message: 'A feature must not import the composition root.',
          },
        ],
      },
    ],
  },
};

/**
 * Workspace boundaries: an app (realtime-server, workers, web) never imports another app, packages
 * never import an app, and the harnesses (e2e, bench, test, scripts) reach an app only through its
 * package name and the entries its package.json exports, never a path into its `src/`. Test
 * support (`@autolicit/test-support`, the `/testing` entries) is for tests only. One
 * no-restricted-imports setting applies per file, so each block below lists everything its files
 * may not import.
 */
const APPS = ['realtime-server', 'workers', 'web'];
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**'];
const testSupportImports = {
  regex: '^@autolicit/(test-support|[a-z-]+/testing)(/|$)',
  message: 'Test support is for tests only.',
};
const appImports = (apps, message) => [
  { regex: `^@autolicit/(${apps.join('|')})(/|$)`, message },
  { regex: `^(\\.\\./)+(${apps.join('|')})/`, message },
];
const otherApps = (app) =>
  appImports(
    APPS.filter((other) => other !== app),
    'An app never imports another app: share code through packages/.',
  );
const packageImports = appImports(APPS, 'A package never imports an app.');
const harnessImports = [
  {
    regex: `^(\\.\\./)+(${APPS.join('|')})/src/`,
    message: 'Reach an app through its package name (its package.json "exports").',
  },
];
/** The router's own links bring its framework mode's prefetching into every page (components/router-link.tsx). */
const webRouterLinks = [
  {
    name: 'react-router-dom',
    importNames: ['Link', 'NavLink'],
    message:
      "Use Link and NavLink from web/src/components/router-link.tsx: the router's carry code the app never runs.",
  },
];
const workspaceBoundaries = [
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...otherApps(app), testSupportImports], paths: app === 'web' ? webRouterLinks : [] },
      ],
    },
  })),
  ...APPS.map((app) => ({
    files: TEST_FILES.map((glob) => `${app}/${glob}`),
    rules: { 'no-restricted-imports': ['error', { patterns: otherApps(app) }] },
  })),
  {
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...packageImports, testSupportImports] }] },
  },
  {
    files: [...TEST_FILES.map((glob) => `packages/${glob}`), 'packages/test-support/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: packageImports }] },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts', 'test/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: harnessImports }] },
  },
];

/** process.env is read by each app's config/env.ts only (the exceptions are listed below). */
const readEnvOnlyInConfig = {
  object: 'process',
  property: 'env',
  message: 'Read configuration through config/env.ts.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/migrations/**',
      'coverage/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-properties': ['error', readEnvOnlyInConfig],
    },
  },
  webBoundaries,
  serverLayers,
  ...workspaceBoundaries,
  {
    // No import cycles in the server either (the rule skips type-only imports).
    files: ['realtime-server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Plain scripts the web app serves as they are (the offline page's): they run in a browser.
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // Tests may reach across boundaries to set up a scene (render the shell, spy on a module).
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // A socket leaves the room of its own id (socket-server.ts), which Socket.IO's socket.broadcast,
    // socket.to() and socket.except() rely on to leave the sender out: reach sockets through rooms.
    files: ['realtime-server/src/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        readEnvOnlyInConfig,
        ...['broadcast', 'to', 'in', 'except'].map((property) => ({
          object: 'socket',
          property,
          message: 'A socket is not in a room of its own id: use io.to(room) (see socket-server.ts).',
        })),
      ],
    },
  },
  {
    // The only places allowed to read process.env: each app's config and the test harness.
    files: ['**/config/env.ts', 'test/**', '**/cli/**', 'vitest.config.ts', 'bench/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
