// Phase 2: 16 real photo generations at once against the default bounded engine queue: the ones the
// queue takes answer 201, the rest 503 with an integer Retry-After, nothing else; credits are charged
// for the 201s only.
import { answered, buildMultipart, isErrorShape, post, remainingCredits, setBalance, signUp, type Outcome, type User } from './client.ts';
import { makeDishPhoto } from '../factories/dish-photo.ts';
import { check, newPhase, seconds, table, type PhaseResult } from './report.ts';
import { freePort, makeDataDir, removeDataDir, startServer, stopServer, waitForHealth, type SoakDatabase } from './server.ts';

const CONCURRENT_PHOTOS = 16;
const USERS = 4;
const CREDITS_PER_USER = 10;
/** The server's default ENGINE_QUEUE_MAX, and the pool's one worker: at most this many are taken at once. */
const QUEUE_MAX = 8;
const WORKERS = 1;
/** Time for all the queued photos to finish one after the other on a slow machine. */
const REQUEST_TIMEOUT_MS = 150_000;
const HEALTH_TIMEOUT_MS = 90_000;

export async function runQueuePhase(database: SoakDatabase): Promise<PhaseResult> {
  const result = newPhase('2. engine queue');
  const dataDir = await makeDataDir();
  const server = startServer({ port: await freePort(), dataDir, databaseUrl: database.url, env: { ENGINE_QUEUE_MAX: String(QUEUE_MAX) } });
  try {
    await waitForHealth(server, HEALTH_TIMEOUT_MS);
    const photo = await makeDishPhoto({ width: 1200, height: 900, format: 'jpeg' });
    const users: User[] = [];
    for (let i = 0; i < USERS; i += 1) {
      const user = await signUp(server.baseUrl, `queue${i}`);
      await setBalance(database.pool, user.id, CREDITS_PER_USER);
      users.push(user);
    }
    const send = (user: User) => {
      const { contentType, body } = buildMultipart([
        { kind: 'field', name: 'platform', value: 'ifood' },
        { kind: 'field', name: 'style', value: 'premium' },
        { kind: 'field', name: 'scenarioType', value: 'ai-create' },
        { kind: 'file', name: 'photo', filename: 'prato.jpg', contentType: 'image/jpeg', bytes: photo },
      ]);
      return post(server.baseUrl, '/api/photos/enhance', { user, body, contentType, timeoutMs: REQUEST_TIMEOUT_MS });
    };

    // One photo first, so the burst meets a warm engine and the measured time means something.
    const warm = await send(users[0]!);
    const started = performance.now();
    const outcomes: Outcome[] = await Promise.all(Array.from({ length: CONCURRENT_PHOTOS }, (_, i) => send(users[i % USERS]!)));
    const burstMs = performance.now() - started;
    const charged = await Promise.all(users.map((user) => remainingCredits(server.baseUrl, user)));

    const created = outcomes.filter((o) => o.status === 201);
    const busy = outcomes.filter((o) => o.status === 503);
    const others = outcomes.filter((o) => o.status !== 201 && o.status !== 503);
    const badRetryAfter = busy.filter((o) => !answered(o) || !/^\d+$/.test(o.headers.get('retry-after') ?? '') || Number(o.headers.get('retry-after')) < 1 || !isErrorShape(o.json));
    const warmCharged = warm.status === 201 ? 1 : 0;
    const totalCharged = users.length * CREDITS_PER_USER - charged.reduce((a, b) => a + b, 0) - warmCharged;
    const retryAfters = busy.filter(answered).map((o) => o.headers.get('retry-after'));
    const busyMs = busy.map((o) => o.ms);

    check(result, 'warm-up photo → 201', warm.status === 201, `${warm.status} in ${seconds(warm.ms)}`);
    check(result, `${CONCURRENT_PHOTOS} concurrent photos → only 201 or 503`, others.length === 0, `201 × ${created.length}, 503 × ${busy.length}${others.length ? `, other: ${others.map((o) => (answered(o) ? `${o.status} ${o.text.slice(0, 80)}` : o.error)).join('; ')}` : ''}; burst took ${seconds(burstMs)}`);
    check(result, `bounded queue: at most ${QUEUE_MAX} waiting + ${WORKERS} running taken, 503 beyond`, busy.length >= 1 && created.length <= QUEUE_MAX + WORKERS, `${created.length} taken (≤ ${QUEUE_MAX + WORKERS}), ${busy.length} refused`);
    check(result, '503s carry Retry-After (integer seconds ≥ 1) and {error, message}', busy.length > 0 && badRetryAfter.length === 0, `Retry-After: ${retryAfters.join(', ') || '–'}; refused in ≤ ${seconds(Math.max(0, ...busyMs))}`);
    check(result, 'credits charged = 201s', totalCharged === created.length, `charged ${totalCharged}, 201s ${created.length}`);
    result.notes.push(
      table(
        ['request', 'status', 'time', 'retry-after'],
        outcomes.map((o, i) => [i + 1, answered(o) ? o.status : `no answer (${o.error})`, seconds(o.ms), answered(o) ? (o.headers.get('retry-after') ?? '') : '']),
      ),
    );
  } catch (error) {
    check(result, 'phase ran to the end', false, String(error));
  } finally {
    await stopServer(server);
    if (result.checks.some((c) => !c.ok)) result.serverOutput.push(server.output());
    await removeDataDir(dataDir);
  }
  return result;
}
