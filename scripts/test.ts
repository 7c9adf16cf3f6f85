// `npm test`: every suite — Vitest (unit, components, integration on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL), then the browser journeys — and one closing line for the total.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const VITEST_REPORT = 'test-results/vitest.json';

function run(command: string, args: string[]): Promise<{ code: number; lastLine: string }> {
  return new Promise((resolve) => {
    let tail = '';
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-2000);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, lastLine: tail.trim().split('\n').at(-1) ?? '' }));
  });
}

mkdirSync('test-results', { recursive: true });
const vitest = await run(process.execPath, [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${VITEST_REPORT}`,
]);
let passed = 0;
let failed = 0;
if (existsSync(VITEST_REPORT)) {
  const report = JSON.parse(readFileSync(VITEST_REPORT, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (vitest.code !== 0 && failed === 0) failed = 1;

// The journeys run the built SPA: build what is stale (the landing's engine-made pictures, the seed
// images, the SPA) so they never test a stale one, nor a page missing its pictures.
await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--if-stale']);
const e2e = await run(process.execPath, ['--import', 'tsx', 'tests/e2e/run.ts']);
const match = /^(\d+) passed, (\d+) failed$/.exec(e2e.lastLine);
if (match) {
  passed += Number(match[1]);
  failed += Number(match[2]);
}
if (e2e.code !== 0 && !match) failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(vitest.code !== 0 || e2e.code !== 0 ? 1 : 0);
