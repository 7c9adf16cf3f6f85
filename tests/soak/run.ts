// `npm run soak`: the long reliability checks, against the real server as a child process on loopback,
// on a throwaway PostgreSQL database. Four phases, each on its own servers: (1) a hostile-upload corpus
// against every upload field, (2) 16 concurrent photos against the bounded engine queue, (3) kill -9
// during generations, then restart and recovery, (4) scale-out: 2 web replicas + 2 engine workers on
// the PostgreSQL queue, S3 and Redis, with a worker killed mid-job. Prints a table per phase; exits 1 when a check fails.
// Bounded: the whole run is stopped after SOAK_BUDGET_SECONDS (default 300).
// Usage: npm run soak [-- --only=corpus,queue,crash,scale]
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { runCorpusPhase } from './phase-corpus.ts';
import { runCrashPhase } from './phase-crash.ts';
import { runQueuePhase } from './phase-queue.ts';
import { runScalePhase } from './phase-scale.ts';
import { check, newPhase, seconds, table, type PhaseResult } from './report.ts';
import { ADMIN_DATABASE_URL, ROOT, abandonAll, createDatabase, isBuilt, type SoakDatabase } from './server.ts';

const BUDGET_MS = Number(process.env.SOAK_BUDGET_SECONDS ?? 420) * 1000;
const SERVER_OUTPUT_TAIL = 8_000;
/** After the budget runs out, how long the run may take to wind down before it just exits. */
const WIND_DOWN_MS = 20_000;
const PHASES = {
  corpus: runCorpusPhase,
  queue: runQueuePhase,
  crash: runCrashPhase,
  scale: runScalePhase,
} satisfies Record<string, (database: SoakDatabase) => Promise<PhaseResult>>;
type PhaseName = keyof typeof PHASES;

function selectedPhases(): PhaseName[] {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (!values.only) return Object.keys(PHASES) as PhaseName[];
  const names = values.only.split(',').map((s) => s.trim());
  const unknown = names.filter((name) => !(name in PHASES));
  if (unknown.length) throw new Error(`unknown phase ${unknown.join(', ')}: choose from ${Object.keys(PHASES).join(', ')}`);
  return names as PhaseName[];
}

/** The server serves the built SPA; build once when dist/ is missing (not counted in the budget). */
function ensureBuilt(): void {
  if (isBuilt()) return;
  console.log('dist/ is missing: running `npm run build` first');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

function print(results: PhaseResult[], totalMs: number): boolean {
  let ok = true;
  for (const result of results) {
    console.log(`\n## ${result.phase}\n`);
    console.log(table(['check', 'result', 'measured'], result.checks.map((c) => [c.name, c.ok ? 'PASS' : 'FAIL', c.detail]), 400));
    for (const note of result.notes) console.log(`\n${note}`);
    if (result.checks.some((c) => !c.ok)) ok = false;
  }
  for (const result of results.filter((r) => r.serverOutput.length)) {
    for (const [i, output] of result.serverOutput.entries()) {
      const tail = output.length > SERVER_OUTPUT_TAIL ? `…${output.slice(-SERVER_OUTPUT_TAIL)}` : output;
      console.log(`\n## Server output, ${result.phase}${result.serverOutput.length > 1 ? ` (process ${i + 1})` : ''}\n${tail.trim() || '(empty)'}`);
    }
  }
  const failed = results.flatMap((r) => r.checks.filter((c) => !c.ok).map((c) => `${r.phase}: ${c.name}`));
  console.log(`\n## Summary\n\n${table(['phase', 'checks', 'passed', 'failed'], results.map((r) => [r.phase, r.checks.length, r.checks.filter((c) => c.ok).length, r.checks.filter((c) => !c.ok).length]))}`);
  console.log(`\n${failed.length ? `FAILED (${failed.length}): ${failed.join('; ')}` : 'ALL PASSED'} in ${seconds(totalMs)}`);
  return ok;
}

async function main(): Promise<number> {
  const phases = selectedPhases();
  ensureBuilt();
  const started = performance.now();
  const results: PhaseResult[] = [];
  let overBudget = false;
  // Over budget: kill the servers (the running phase then fails fast and the run winds down, dropping
  // its database); should it not, leave anyway.
  const watchdog = setTimeout(() => {
    overBudget = true;
    console.error(`soak: over its budget of ${seconds(BUDGET_MS)}; killing the servers it started`);
    abandonAll();
    setTimeout(() => process.exit(1), WIND_DOWN_MS).unref();
  }, BUDGET_MS);
  watchdog.unref();
  const stop = () => {
    abandonAll();
    process.exit(130);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  let database: SoakDatabase;
  try {
    database = await createDatabase();
  } catch (error) {
    console.error(`soak: cannot create a database on ${ADMIN_DATABASE_URL} (set SOAK_DATABASE_URL): ${(error as Error).message}`);
    return 1;
  }
  try {
    for (const name of phases) {
      if (overBudget) break;
      const phaseStarted = performance.now();
      console.log(`soak: phase ${name}…`);
      const result = await PHASES[name](database);
      console.log(`soak: phase ${name} done in ${seconds(performance.now() - phaseStarted)}`);
      results.push(result);
    }
  } finally {
    clearTimeout(watchdog);
    abandonAll();
    await database.drop().catch((error: unknown) => console.error(`soak: could not drop the database: ${String(error)}`));
  }
  const totalMs = performance.now() - started;
  const budget = newPhase('run budget');
  check(budget, `every phase ran, within ${seconds(BUDGET_MS)}`, !overBudget && results.length === phases.length, `${results.length} of ${phases.length} phases in ${seconds(totalMs)}`);
  return print([...results, budget], totalMs) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('soak:', error);
    abandonAll();
    process.exit(1);
  },
);
