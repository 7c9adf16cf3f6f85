import { defineConfig } from 'vitest/config';

// Server and engine tests run in Node; browser component tests opt into jsdom with
// a `// @vitest-environment jsdom` comment at the top of the file.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['tests/helpers/global-setup.ts'],
  },
});
