// Lint for the whole repository (`npm run lint`): recommended JS and TypeScript rules (not type-checked,
// so it stays fast), the React hooks rules for the SPA, and the folder boundaries of STYLE.md. The finer
// boundaries (no cycles, features apart) are dependency-cruiser's (.dependency-cruiser.cjs), run by the same `npm run lint`.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** Matches a relative import that climbs into one of our top-level folders, e.g. `../../server/app.ts`. */
const intoFolder = (folder) => `^(\\.{1,2}/)+(src/)?${folder}(/|$)`;

/** `no-restricted-imports` forbidding the given top-level folders of src. */
const forbidImportsFrom = (from, folders) => [
  'error',
  {
    patterns: folders.map((folder) => ({
      regex: intoFolder(folder),
      message: `${from} must not import from src/${folder}: keep the architecture boundaries.`,
    })),
  },
];

export default defineConfig([
  globalIgnores(['dist/', 'data/', 'drizzle/', 'test-results/', 'node_modules/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // CommonJS tool configs (dependency-cruiser reads .dependency-cruiser.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['src/shared/**'],
    rules: { 'no-restricted-imports': forbidImportsFrom('src/shared', ['server', 'web', 'engine']) },
  },
  {
    files: ['src/web/**'],
    rules: { 'no-restricted-imports': forbidImportsFrom('src/web', ['server', 'engine']) },
  },
  {
    files: ['src/engine/**'],
    rules: { 'no-restricted-imports': forbidImportsFrom('src/engine', ['server', 'web']) },
  },
]);
