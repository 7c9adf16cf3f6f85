// Browser journeys against the real app: starts the server on a free port with a throwaway DATA_DIR
// (embedded PGlite), runs every tests/e2e/*.spec.ts journey in its own Chromium context, cleans up.
// Usage: npm run test:e2e [-- <part of a journey name>]. The last line is always "N passed, M failed".
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { E2E_ADMIN, E2E_SALES_WHATSAPP } from './fixtures.ts';
import { freePort } from '../helpers/free-port.ts';

export type JourneyContext = {
  page: Page;
  context: BrowserContext;
  /** The app's address, e.g. http://127.0.0.1:41234 (also the context's baseURL, so `page.goto('/auth')` works). */
  baseUrl: string;
  /** Saves test-results/e2e/<journey>-<name>.png. */
  screenshot: (name: string) => Promise<void>;
};

/** A failed request the journey provokes on purpose (Chromium logs each one as a console error). */
export type ExpectedFailedRequest = { status: number; path: string };

export type Journey = {
  name: string;
  run: (ctx: JourneyContext) => Promise<void>;
  expectedFailedRequests?: ExpectedFailedRequest[];
  /** A longer limit than JOURNEY_TIMEOUT_MS, for a journey that must run the engine many times (say why where it is set). */
  timeoutMs?: number;
};


const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SPEC_DIR = path.join(ROOT, 'tests/e2e');
const RESULTS_DIR = path.join(ROOT, 'test-results/e2e');
const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const HEALTH_TIMEOUT_MS = 60_000;
const HEALTH_POLL_MS = 250;
const JOURNEY_TIMEOUT_MS = 60_000;
/** Each single wait or action inside a journey; well under the journey timeout so failures say what was awaited. */
const ACTION_TIMEOUT_MS = 15_000;
const KILL_GRACE_MS = 5_000;
const CHILD_LOG_LIMIT = 64_000;
const VIEWPORT = { width: 1280, height: 800 };

/**
 * Failed requests every journey may cause: none. A signed-out visitor makes no session probe (the
 * shell's foodart-session hint), so a 401 from /api/me is a console error like any other.
 */
const ALWAYS_EXPECTED_FAILURES: ExpectedFailedRequest[] = [];
/** The not-found page logs the path it was asked for, on purpose. */
const EXPECTED_LOG_PREFIX = '404 Error: User attempted to access non-existent route';

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}


const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function ensureBuilt(): void {
  if (existsSync(path.join(ROOT, 'dist/web/index.html'))) return;
  console.log('dist/web/index.html is missing: running `scripts/build.ts --if-stale` once');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

type AppProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startApp(port: number, dataDir: string): AppProcess {
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    // The first admin is created at start (ADMIN_EMAIL + ADMIN_PASSWORD on an empty database).
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // Every journey signs its accounts up from this one address: more than the production default of 20 an hour.
    RATE_LIMIT_SIGN_UP_PER_HOUR: '200',
    // The sales team's WhatsApp (there is no default number; without it "Falar com Vendas" is an e-mail).
    SALES_WHATSAPP: E2E_SALES_WHATSAPP,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-CHILD_LOG_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => log, exited };
}

async function waitForHealth(baseUrl: string, app: AppProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let exitCode: number | null | undefined;
  void app.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server exited (code ${exitCode}) before answering /api/health`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(`GET /api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

async function stopApp(app: AppProcess): Promise<void> {
  const { child } = app;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const stopped = await Promise.race([app.exited.then(() => true), sleep(KILL_GRACE_MS).then(() => false)]);
  if (!stopped) {
    child.kill('SIGKILL');
    await app.exited;
  }
}

async function loadJourneys(filter: string | undefined): Promise<Journey[]> {
  const files = (await readdir(SPEC_DIR)).filter((file) => file.endsWith('.spec.ts')).sort();
  const journeys: Journey[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(SPEC_DIR, file)).href)) as { journeys?: Journey[] };
    if (!Array.isArray(mod.journeys)) throw new Error(`${file} does not export \`journeys\``);
    journeys.push(...mod.journeys);
  }
  const selected = filter ? journeys.filter((journey) => journey.name.includes(filter)) : journeys;
  if (selected.length === 0) throw new Error(filter ? `no journey name contains "${filter}"` : 'no journeys in tests/e2e/*.spec.ts');
  return selected;
}

function isExpectedConsoleError(message: ConsoleMessage, expected: ExpectedFailedRequest[]): boolean {
  const text = message.text();
  if (text.startsWith(EXPECTED_LOG_PREFIX)) return true;
  const failed = /^Failed to load resource: the server responded with a status of (\d+)/.exec(text);
  if (!failed) return false;
  const status = Number(failed[1]);
  let pathname: string;
  try {
    pathname = new URL(message.location().url).pathname;
  } catch {
    return false;
  }
  return expected.some((e) => e.status === status && e.path === pathname);
}

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first lines of an error, without Playwright's terminal colours. */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(ANSI_COLOUR, '').trimEnd().split('\n').slice(0, 6).join('\n');
}

async function runJourney(browser: Browser, baseUrl: string, journey: Journey): Promise<string[]> {
  const slug = slugify(journey.name);
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, locale: 'pt-BR' });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  const problems: string[] = [];
  const expected = [...ALWAYS_EXPECTED_FAILURES, ...(journey.expectedFailedRequests ?? [])];
  page.on('pageerror', (error) => problems.push(`uncaught page error: ${describe(error)}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || isExpectedConsoleError(message, expected)) return;
    const where = message.location().url;
    problems.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  const screenshot = async (name: string) => {
    await page.screenshot({ path: path.join(RESULTS_DIR, `${slug}-${slugify(name)}.png`), animations: 'disabled' });
  };

  let timer: NodeJS.Timeout | undefined;
  const limitMs = journey.timeoutMs ?? JOURNEY_TIMEOUT_MS;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${limitMs / 1000} s`)), limitMs);
  });
  try {
    await Promise.race([journey.run({ page, context, baseUrl, screenshot }), timeout]);
  } catch (error) {
    problems.unshift(describe(error));
    await screenshot('failure').catch(() => undefined);
  } finally {
    clearTimeout(timer);
    await context.close().catch(() => undefined);
  }
  return problems;
}

async function main(): Promise<number> {
  const filter = process.argv[2];
  let passed = 0;
  let failed = 0;
  let app: AppProcess | undefined;
  let browser: Browser | undefined;
  let dataDir: string | undefined;

  const cleanUp = async () => {
    await browser?.close().catch(() => undefined);
    if (app) await stopApp(app);
    if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let journeys: Journey[] = [];
  try {
    journeys = await loadJourneys(filter);
    ensureBuilt();
    await rm(RESULTS_DIR, { recursive: true, force: true });
    await mkdir(RESULTS_DIR, { recursive: true });

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'foodart-e2e-'));
    app = startApp(port, dataDir);
    try {
      await waitForHealth(baseUrl, app);
    } catch (error) {
      console.error(`server did not start: ${describe(error)}\n--- server output ---\n${app.output()}`);
      throw error;
    }

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    for (const journey of journeys) {
      const started = Date.now();
      const problems = await runJourney(browser, baseUrl, journey);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (problems.length === 0) {
        passed += 1;
        console.log(`✓ ${journey.name} (${seconds} s)`);
      } else {
        failed += 1;
        console.log(`✗ ${journey.name} (${seconds} s)`);
        for (const problem of problems) console.log(`    ${problem.replace(/\n/g, '\n    ')}`);
      }
    }
    if (failed > 0 && app.output().trim()) console.log(`--- server output ---\n${app.output().trimEnd()}`);
  } catch (error) {
    failed = Math.max(journeys.length - passed, 1);
    console.error(`e2e harness failed: ${describe(error)}`);
  } finally {
    await cleanUp();
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
