// `npm run bench`: measures the foundation's budgets and writes docs/BENCHMARKS.md.
//  1. cold start to healthy on embedded PGlite: first boot (initdb + migrations + seed) and restart;
//  2. GET /api/templates (catalogue) and GET /api/me (signed in) throughput with autocannon against
//     the app on PostgreSQL, in the same run so the catalogue read is the baseline.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ADMIN_ROWS, benchAdminLists, seedAdminRows } from './admin.bench.ts';
import { benchArt } from './art.bench.ts';
import { benchPhoto } from './photo.bench.ts';
import { benchQueue } from './queue.bench.ts';
import { benchBatch } from './batch.bench.ts';
import { benchKit } from './kit.bench.ts';
import { benchWeb } from './web.bench.ts';
import pg from 'pg';
import { freePort } from '../tests/helpers/free-port.ts';

const BUDGET_COLD_START_MS = 5000;
const BUDGET_TEMPLATES_RPS = 5000;
const BUDGET_TEMPLATES_P99_MS = 20;
/** GET /api/me runs on every page: session lookup plus the user's read model. */
const BUDGET_ME_RPS = 2000;
const BUDGET_ME_P99_MS = 25;
const RESTARTS = 3;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOAD_CONNECTIONS = 50;
const ENGINE_RUNS = Number(process.env.BENCH_RUNS ?? 10);
/** Real dish photos to measure on (the team's shared dataset); a generated dish when absent. */
const PHOTOS_DIR = process.env.BENCH_PHOTOS_DIR ?? path.resolve('../shared/datasets/food-photos');
const BENCH_PHOTOS = ['burger-01.jpeg', 'plated-spaghetti-01.jpg'];
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const wants = (section: string) => !ONLY || ONLY.includes(section);
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Running {
  child: ChildProcess;
  port: number;
  msToHealthy: number;
}

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0', PAYMENTS_PROVIDER: 'demo', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = started + 60_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return { child, port, msToHealthy: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy in 60 s');
}

async function stopServer(running: Running): Promise<void> {
  await new Promise<void>((resolve) => {
    running.child.once('exit', () => resolve());
    running.child.kill('SIGTERM');
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function benchColdStart() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foodart-bench-'));
  try {
    const first = await startServer({ DATA_DIR: dataDir });
    await stopServer(first);
    const restarts: number[] = [];
    for (let i = 0; i < RESTARTS; i += 1) {
      const again = await startServer({ DATA_DIR: dataDir });
      restarts.push(again.msToHealthy);
      await stopServer(again);
    }
    return { firstBootMs: first.msToHealthy, restartMs: median(restarts) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
}

async function measureLoad(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const result = await autocannon({ url, headers, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

/** Signs a bench user up through the real route and returns its session cookie. */
async function signUpBenchUser(port: number): Promise<string> {
  const origin = `http://127.0.0.1:${port}`;
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ name: 'Bench Souza', email: `bench.${Date.now()}@exemplo.com.br`, password: 'bench-senha-forte', whatsapp: '11987654321' }),
  });
  if (!response.ok) throw new Error(`bench sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** GET /api/templates (the catalogue baseline) and GET /api/me (signed in) against one server on PostgreSQL. */
async function benchApiOnPostgres() {
  const name = 'foodart_bench';
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foodart-bench-pg-'));
  const running = await startServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  try {
    const base = `http://127.0.0.1:${running.port}`;
    console.log(`GET /api/templates on PostgreSQL, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s…`);
    const templates = await measureLoad(`${base}/api/templates`);
    console.log(`  ${describeLoad(templates)} (budget ≥ ${BUDGET_TEMPLATES_RPS} req/s, p99 < ${BUDGET_TEMPLATES_P99_MS} ms)`);
    const cookie = await signUpBenchUser(running.port);
    console.log(`GET /api/me signed in, on PostgreSQL, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s…`);
    const me = await measureLoad(`${base}/api/me`, { cookie });
    console.log(`  ${describeLoad(me)} (budget ≥ ${BUDGET_ME_RPS} req/s, p99 < ${BUDGET_ME_P99_MS} ms)`);
    return { templates, me };
  } finally {
    await stopServer(running);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const describeLoad = (load: LoadResult) => `${load.rps.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, errors ${load.errors}`;

const verdict = (ok: boolean) => (ok ? 'within budget' : '**over budget**');

async function benchPhotos(): Promise<string> {
  let photos = BENCH_PHOTOS.map((name) => ({ name, path: path.join(PHOTOS_DIR, name) })).filter((p) => existsSync(p.path));
  if (photos.length === 0 && existsSync(PHOTOS_DIR)) {
    photos = readdirSync(PHOTOS_DIR).filter((f) => /\.(jpe?g|png|webp)$/i.test(f)).slice(0, 2).map((name) => ({ name, path: path.join(PHOTOS_DIR, name) }));
  }
  if (photos.length === 0) {
    const { makeDishPhoto } = await import('../tests/factories/dish-photo.ts');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'foodart-bench-dish-')), 'generated-dish.jpg');
    writeFileSync(file, await makeDishPhoto({ width: 2000, height: 1500 }));
    photos = [{ name: 'generated-dish.jpg', path: file }];
  }
  console.log(`photo engine on ${photos.map((p) => p.name).join(', ')}, ${ENGINE_RUNS} runs…`);
  const result = await benchPhoto({ photos, runs: ENGINE_RUNS });
  console.log(result.markdown);
  return result.markdown;
}

async function benchArtSection(): Promise<string> {
  console.log(`art engine, ${ENGINE_RUNS} runs…`);
  const result = await benchArt({ runs: ENGINE_RUNS });
  console.log(result.markdown);
  return result.markdown;
}

/** Photos per minute with 1 and 2 engine workers on the PostgreSQL queue, on a photo as the browser sends it. */
async function benchQueueSection(): Promise<string> {
  const source = path.join(PHOTOS_DIR, BENCH_PHOTOS[0]!);
  const sharp = (await import('sharp')).default;
  const photo = existsSync(source)
    ? await sharp(source).rotate().resize(1600, 1600, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer()
    : await (await import('../tests/factories/dish-photo.ts')).makeDishPhoto({ width: 1600, height: 1200 });
  console.log(`queue: 1 and 2 engine workers on ${existsSync(source) ? BENCH_PHOTOS[0] : 'a generated dish'}…`);
  const markdown = await benchQueue(photo, existsSync(source) ? BENCH_PHOTOS[0]! : 'generated-dish.jpg');
  console.log(markdown);
  return markdown;
}

/** The export kit's build time beside one Foto Pro photo. */
async function benchKitSection(): Promise<string> {
  const source = path.join(PHOTOS_DIR, BENCH_PHOTOS[0]!);
  const photo = existsSync(source) ? readFileSync(source) : await (await import('../tests/factories/dish-photo.ts')).makeDishPhoto({ width: 2000, height: 1500 });
  console.log('export kit…');
  const markdown = await benchKit(photo, existsSync(source) ? BENCH_PHOTOS[0]! : 'generated-dish.jpg');
  console.log(markdown);
  return markdown;
}

/** The menu batch of 8 photos against 8 single requests. */
const MENU_PHOTOS = [
  'burger-01.jpeg',
  'plated-spaghetti-01.jpg',
  'dessert-cheesecake-01.jpg',
  'drink-gin-fizz-01.jpg',
  'pastel-01.jpg',
  'plated-curry-rice-01.jpg',
  'snack-quibe-01.jpg',
  'soup-fish-tofu-01.jpg',
];
async function benchBatchSection(): Promise<string> {
  const photos = MENU_PHOTOS.map((name) => ({ name, path: path.join(PHOTOS_DIR, name) })).filter((p) => existsSync(p.path));
  const sources =
    photos.length > 0
      ? photos.map((p) => ({ name: p.name, bytes: readFileSync(p.path) }))
      : await Promise.all(
          Array.from({ length: 8 }, async (_, i) => ({
            name: `generated-dish-${i + 1}.jpg`,
            bytes: await (await import('../tests/factories/dish-photo.ts')).makeDishPhoto({ width: 2000, height: 1500, centre: [0.4 + i * 0.025, 0.5] }),
          })),
        );
  console.log(`menu batch of ${sources.length}…`);
  const markdown = await benchBatch(sources);
  console.log(markdown);
  return markdown;
}

/** The landing and Foto Pro in Chromium against a production server on embedded defaults (the build's dist/web). */
async function benchWebSection(): Promise<string> {
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npm run build` first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foodart-bench-web-'));
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_SIGN_UP_PER_HOUR: '1000', RATE_LIMIT_GENERATION_PER_MINUTE: '1000' });
  try {
    return await benchWeb(`http://127.0.0.1:${server.port}`);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type SectionName = 'foundation' | 'admin' | 'web' | 'photo' | 'art' | 'queue' | 'kit' | 'batch';
const SECTION_ORDER: SectionName[] = ['foundation', 'admin', 'web', 'photo', 'art', 'queue', 'kit', 'batch'];
const REPORT_PATH = 'docs/BENCHMARKS.md';

/** The sections an earlier report holds, by name (each between its own comment markers). */
function previousSections(): Map<SectionName, string> {
  const found = new Map<SectionName, string>();
  if (!existsSync(REPORT_PATH)) return found;
  const text = readFileSync(REPORT_PATH, 'utf8');
  for (const name of SECTION_ORDER) {
    const match = new RegExp(`<!-- bench:${name} -->\\n([\\s\\S]*?)\\n<!-- /bench:${name} -->`).exec(text);
    if (match) found.set(name, match[1]!);
  }
  return found;
}

async function main() {
  // A partial run (--only) replaces its own sections and keeps the others from the last report.
  const sections = previousSections();
  if (wants('foundation')) sections.set('foundation', await benchFoundation());
  if (wants('admin')) sections.set('admin', await benchAdminSection());
  if (wants('web')) sections.set('web', await benchWebSection());
  if (wants('photo')) sections.set('photo', await benchPhotos());
  if (wants('art')) sections.set('art', await benchArtSection());
  if (wants('queue')) sections.set('queue', await benchQueueSection());
  if (wants('kit')) sections.set('kit', await benchKitSection());
  if (wants('batch')) sections.set('batch', await benchBatchSection());
  const date = new Date().toISOString().slice(0, 10);
  const body = SECTION_ORDER.filter((name) => sections.has(name))
    .map((name) => `<!-- bench:${name} -->\n${sections.get(name)}\n<!-- /bench:${name} -->`)
    .join('\n\n');
  const report = `# Benchmarks

Written by \`npm run bench\` (bench/run.ts) on ${date}; ${cpus().length} cores, Node ${process.version}.
Load generators and servers share the machine's cores. \`npm run bench -- --only=photo\` (or foundation, admin, web, art, queue, kit, batch) re-runs one section and keeps the others from the last report.

${body}
`;
  mkdirSync('docs', { recursive: true });
  writeFileSync(REPORT_PATH, report);
  console.log(`wrote ${REPORT_PATH}`);
}

async function benchFoundation(): Promise<string> {
  console.log('cold start on embedded PGlite…');
  const cold = await benchColdStart();
  console.log(`  first boot (snapshot + migrations + seed): ${cold.firstBootMs.toFixed(0)} ms`);
  console.log(`  restart with existing data (median of ${RESTARTS}): ${cold.restartMs.toFixed(0)} ms (budget ≤ ${BUDGET_COLD_START_MS} ms)`);
  const loadBefore = loadavg()[0]!;
  const { templates: load, me } = await benchApiOnPostgres();
  const loadAfter = loadavg()[0]!;
  return `## Foundation

| what | measured | budget | verdict |
|---|---|---|---|
| cold start to healthy, embedded PGlite, restart with existing data (median of ${RESTARTS}) | ${cold.restartMs.toFixed(0)} ms | ≤ ${BUDGET_COLD_START_MS} ms | ${verdict(cold.restartMs <= BUDGET_COLD_START_MS)} |
| first boot on an empty DATA_DIR (migrated snapshot from the build + migrations + seed) | ${cold.firstBootMs.toFixed(0)} ms | ≤ ${BUDGET_COLD_START_MS} ms | ${verdict(cold.firstBootMs <= BUDGET_COLD_START_MS)} |
| \`GET /api/templates\` on PostgreSQL, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s | ${load.rps.toFixed(0)} req/s (${load.total} requests, ${load.errors} errors) | ≥ ${BUDGET_TEMPLATES_RPS} req/s | ${verdict(load.rps >= BUDGET_TEMPLATES_RPS && load.errors === 0)} |
| same run, latency | p50 ${load.p50} ms, p99 ${load.p99} ms | p99 < ${BUDGET_TEMPLATES_P99_MS} ms | ${verdict(load.p99 < BUDGET_TEMPLATES_P99_MS)} |
| \`GET /api/me\` signed in, on PostgreSQL, same server, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s | ${me.rps.toFixed(0)} req/s (${me.total} requests, ${me.errors} errors) | ≥ ${BUDGET_ME_RPS} req/s | ${verdict(me.rps >= BUDGET_ME_RPS && me.errors === 0)} |
| same run, latency | p50 ${me.p50} ms, p99 ${me.p99} ms | p99 < ${BUDGET_ME_P99_MS} ms | ${verdict(me.p99 < BUDGET_ME_P99_MS)} |

Load average (1 min) ${loadBefore.toFixed(1)} before the load tests, ${loadAfter.toFixed(1)} after, on ${cpus().length} cores: the machine is shared, so above ~${cpus().length} other work was running and the two routes are best compared with each other.

Cold start is measured from spawning \`node --import tsx src/server/main.ts\` to the first 200 from \`/api/health\`.`;
}

const BUDGET_ADMIN_PAGE_P50_MS = 20;
const BUDGET_ADMIN_SEARCH_P50_MS = 50;

/** The admin lists with ADMIN_ROWS creations and photos on PostgreSQL, signed in as the first admin. */
async function benchAdminSection(): Promise<string> {
  const name = 'foodart_bench_admin';
  const adminClient = new pg.Client({ connectionString: PG_ADMIN_URL });
  await adminClient.connect();
  await adminClient.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminClient.query(`CREATE DATABASE ${name}`);
  await adminClient.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foodart-bench-admin-'));
  const email = 'bench.admin@exemplo.com.br';
  const password = 'bench-admin-senha-forte';
  const running = await startServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
  try {
    const base = `http://127.0.0.1:${running.port}`;
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password }),
    });
    if (!signIn.ok) throw new Error(`bench admin sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const userId = ((await signIn.json()) as { user: { id: string } }).user.id;
    console.log(`admin lists: seeding ${ADMIN_ROWS} creations and ${ADMIN_ROWS} photos on PostgreSQL…`);
    await seedAdminRows(url.toString(), userId);
    const timings = await benchAdminLists(base, cookie);
    for (const t of timings) console.log(`  ${t.label}: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`);
    const rows = timings.map((t) => {
      const budget = t.label.includes('search') ? BUDGET_ADMIN_SEARCH_P50_MS : t.label.includes('baseline') ? null : BUDGET_ADMIN_PAGE_P50_MS;
      return `| ${t.label} | ${t.p50.toFixed(1)} ms | ${t.p95.toFixed(1)} ms | ${budget === null ? '—' : `p50 ≤ ${budget} ms`} | ${budget === null ? 'baseline' : verdict(t.p50 <= budget)} |`;
    });
    return `## Admin lists

${ADMIN_ROWS.toLocaleString('en')} creations and ${ADMIN_ROWS.toLocaleString('en')} enhanced photos on PostgreSQL, signed in as an admin; one request at a time from the same machine (10 warm-up, 60 measured).

| request | p50 | p95 | budget | verdict |
|---|---|---|---|---|
${rows.join('\n')}`;
  } finally {
    await stopServer(running);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
