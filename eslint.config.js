import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/migrations/**', 'coverage/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config/env.ts.' }],
    },
  },
  {
    // The only places allowed to read process.env: each app's config and the test harness.
    files: ['**/config/env.ts', 'test/**', '**/cli/**', 'vitest.config.ts', 'bench/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
