// Phase 3: kill -9 while generations run. Every credit they held must be back within 10 s of the
// restarted server answering /api/health (crash recovery), and a retry with the same Idempotency-Key
// must be answered (201 or a replay), not refused as still in progress.
import { randomBytes } from 'node:crypto';
import { answered, buildMultipart, post, remainingCredits, signUp, type Outcome, type User } from './client.ts';
import { makeDishPhoto } from '../factories/dish-photo.ts';
import { check, newPhase, seconds, table, type PhaseResult } from './report.ts';
import { freePort, killServer, makeDataDir, removeDataDir, sleep, startServer, stopServer, waitForHealth, type ServerProcess, type SoakDatabase } from './server.ts';

const GENERATIONS = 5;
/** Kill no sooner than this after sending (the brief: "after ~300 ms")… */
const KILL_AFTER_MS = 300;
/** …and no later than this, waiting for every reservation to be taken. */
const KILL_AT_MOST_MS = 5_000;
/** The requirement: every credit back within this of the restarted server answering health. */
const RECOVERY_BOUND_MS = 10_000;
/** How long to keep polling for the measurement (longer than the bound, to say how late it is). */
const RECOVERY_WAIT_MS = Number(process.env.SOAK_RECOVERY_WAIT_SECONDS ?? 20) * 1000;
const POLL_MS = 250;
const HEALTH_TIMEOUT_MS = 90_000;
const REQUEST_TIMEOUT_MS = 120_000;

export async function runCrashPhase(database: SoakDatabase): Promise<PhaseResult> {
  const result = newPhase('3. kill -9 during generations');
  const dataDir = await makeDataDir();
  const port = await freePort();
  const start = () => startServer({ port, dataDir, databaseUrl: database.url });
  let server: ServerProcess = start();
  const outputs: string[] = [];
  try {
    await waitForHealth(server, HEALTH_TIMEOUT_MS);
    const photo = await makeDishPhoto({ width: 1200, height: 900, format: 'jpeg' });
    const users: User[] = [];
    for (let i = 0; i < GENERATIONS; i += 1) users.push(await signUp(server.baseUrl, `crash${i}`));
    const initial = await Promise.all(users.map((user) => remainingCredits(server.baseUrl, user)));
    const keys = users.map((_, i) => `soak-kill-${i}-${randomBytes(6).toString('hex')}`);
    const body = buildMultipart([
      { kind: 'field', name: 'platform', value: 'rappi' },
      { kind: 'field', name: 'style', value: 'professional' },
      { kind: 'field', name: 'scenarioType', value: 'ai-create' },
      { kind: 'file', name: 'photo', filename: 'prato.jpg', contentType: 'image/jpeg', bytes: photo },
    ]);
    const send = (target: ServerProcess, i: number) =>
      post(target.baseUrl, '/api/photos/enhance', { user: users[i]!, body: body.body, contentType: body.contentType, idempotencyKey: keys[i], timeoutMs: REQUEST_TIMEOUT_MS });

    // Send, wait until the credits are held, then kill -9 in the middle of the work.
    const sent = performance.now();
    const settled: (Outcome | null)[] = users.map(() => null);
    const inFlight = users.map((_, i) => send(server, i).then((outcome) => (settled[i] = outcome)));
    await sleep(KILL_AFTER_MS);
    let held = await heldCredits(database, users);
    while (held < GENERATIONS && performance.now() - sent < KILL_AT_MOST_MS) {
      await sleep(50);
      held = await heldCredits(database, users);
    }
    const finishedBeforeKill = settled.filter((o) => o && answered(o)).length;
    const killedAfterMs = performance.now() - sent;
    await killServer(server);
    outputs.push(server.output());
    await Promise.all(inFlight);
    const balancesAtKill = await balancesFromDb(database, users);

    // Restart on the same database and DATA_DIR; the clock starts when health answers.
    server = start();
    await waitForHealth(server, HEALTH_TIMEOUT_MS);
    const healthy = performance.now();
    let recoveredMs: number | null = null;
    let last: number[] = [];
    while (performance.now() - healthy <= RECOVERY_WAIT_MS) {
      last = await Promise.all(users.map((user) => remainingCredits(server.baseUrl, user).catch(() => -1)));
      if (last.every((remaining, i) => remaining === initial[i])) {
        recoveredMs = performance.now() - healthy;
        break;
      }
      await sleep(POLL_MS);
    }

    // The same requests again, with the same keys.
    const retries = await Promise.all(users.map((_, i) => send(server, i)));
    const after = await Promise.all(users.map((user) => remainingCredits(server.baseUrl, user)));
    const retried = retries.map((o, i) => ({ o, i })).filter(({ o }) => o.status === 201);

    check(result, 'generations in flight at the kill', held > 0 && finishedBeforeKill < GENERATIONS, `${held} credits held, ${finishedBeforeKill} of ${GENERATIONS} answered, SIGKILL ${Math.round(killedAfterMs)} ms after sending`);
    check(
      result,
      `every credit back within ${seconds(RECOVERY_BOUND_MS)} of the restart answering health`,
      recoveredMs !== null && recoveredMs <= RECOVERY_BOUND_MS,
      recoveredMs !== null
        ? `all back ${seconds(recoveredMs)} after health`
        : `not back after ${seconds(RECOVERY_WAIT_MS)}: remaining ${last.join('/')} of ${initial.join('/')} (at the kill: ${balancesAtKill.join('/')})`,
    );
    check(
      result,
      'retry with the same Idempotency-Key → answered (201 or replay), not 409',
      retries.every((o) => o.status === 201),
      retries.map((o) => (answered(o) ? `${o.status}${o.headers.get('idempotent-replayed') ? ' (replay)' : ''}${o.status !== 201 ? ` ${(o.json as { error?: string } | null)?.error ?? ''}` : ''}` : o.error)).join(', '),
    );
    check(
      result,
      'the retried generation is charged once',
      retried.length > 0 && retried.every(({ i }) => after[i] === initial[i]! - 1),
      `remaining after the retries ${after.join('/')} (initial ${initial.join('/')}, ${retried.length} retries answered 201)`,
    );
    result.notes.push(
      table(
        ['user', 'initial', 'at the kill', 'after restart', 'retry', 'after retry'],
        users.map((_, i) => [i + 1, initial[i]!, balancesAtKill[i]!, last[i] ?? '–', answered(retries[i]!) ? retries[i]!.status : 'no answer', after[i]!]),
      ),
    );
  } catch (error) {
    check(result, 'phase ran to the end', false, String(error));
  } finally {
    await stopServer(server);
    outputs.push(server.output());
    if (result.checks.some((c) => !c.ok)) result.serverOutput.push(...outputs);
    await removeDataDir(dataDir);
  }
  return result;
}

/** Credits held by pending reservations of these users (straight from the database: the server is about to die). */
async function heldCredits(database: SoakDatabase, users: User[]): Promise<number> {
  const { rows } = await database.pool.query<{ held: string }>(
    "SELECT coalesce(sum(amount), 0) AS held FROM credit_reservations WHERE status = 'pending' AND user_id = ANY($1)",
    [users.map((u) => u.id)],
  );
  return Number(rows[0]?.held ?? 0);
}

async function balancesFromDb(database: SoakDatabase, users: User[]): Promise<number[]> {
  const { rows } = await database.pool.query<{ user_id: string; credits_remaining: number }>('SELECT user_id, credits_remaining FROM user_credits WHERE user_id = ANY($1)', [users.map((u) => u.id)]);
  return users.map((u) => rows.find((r) => r.user_id === u.id)?.credits_remaining ?? -1);
}
