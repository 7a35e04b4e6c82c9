import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's import boundaries (bulletproof-react): shared `components/` and `lib/` never import
 * a feature; a feature imports shared code, its own folder, and other features only through their
 * public `index.ts`; `app/` composes everything. No import cycles anywhere in the web app.
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
          { target: './web/src/components', from: './web/src/features', message: 'Shared components must not depend on a feature.' },
          { target: './web/src/lib', from: './web/src/features', message: 'Shared lib must not depend on a feature.' },
          { target: ['./web/src/components', './web/src/lib', './web/src/features'], from: './web/src/app', message: 'Only app/ composes the app.' },
          ...WEB_FEATURES.map((feature) => ({
            target: `./web/src/features/${feature}`,
            from: './web/src/features',
            except: [`./${feature}`, ...WEB_FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
            message: 'Import another feature only through its index.ts.',
          })),
        ],
      },
    ],
  },
};

/** process.env is read by each app's config/env.ts only (the exceptions are listed below). */
const readEnvOnlyInConfig = { object: 'process', property: 'env', message: 'Read configuration through config/env.ts.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', 'data/**', '**/migrations/**', 'coverage/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-properties': ['error', readEnvOnlyInConfig],
    },
  },
  webBoundaries,
  {
    // No import cycles in the server either (the rule skips type-only imports).
    files: ['realtime-server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: { 'import-x/no-cycle': 'error' },
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
          object: 'socket', property, message: 'A socket is not in a room of its own id: use io.to(room) (see socket-server.ts).',
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
