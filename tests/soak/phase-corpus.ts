// Phase 1: the hostile-upload corpus against every upload field of both generation endpoints, on a
// real server: every answer a 4xx with {error, message} (or 201 for what is genuinely an image), no
// 5xx, the process alive, its RSS bounded, each request answered in bounded time, no outside fetch,
// and the balance charged exactly for the 201s.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answered, buildMultipart, firstTemplateId, isErrorShape, post, remainingCredits, runPool, setBalance, signUp, type Answer, type Outcome, type Part, type User } from './client.ts';
import { makeCorpus, type CorpusEntry, type Expect } from './corpus.ts';
import { check, mb, newPhase, seconds, table, type PhaseResult } from './report.ts';
import { freePort, makeDataDir, removeDataDir, sampleRss, startServer, stopServer, waitForHealth, type SoakDatabase } from './server.ts';

/** The model alone is ~1.3 GB; decoding a 50 MP photo and a render on top stay well under this. */
export const RSS_LIMIT_BYTES = Number(process.env.SOAK_RSS_LIMIT_MB ?? 2560) * 1024 * 1024;
/** A single hostile upload must be answered within this, even on a slow 2-core machine. */
const REQUEST_BOUND_MS = 45_000;
/** The SVG CPU bombs, sent together: all must be answered within this. */
const SLOW_DEADLINE_MS = 45_000;
/** Two in flight: the engine has one worker anyway, and a request never waits behind more than one other. */
const CONCURRENCY = 2;
const WARM_UP_TIMEOUT_MS = 120_000;
const HEALTH_TIMEOUT_MS = 90_000;
const CORPUS_CREDITS = 10_000;
const REJECT_STATUSES = new Set([400, 413, 415, 422]);
const MAX_FAILURE_LINES = 40;
/** SOAK_VERBOSE=1 prints every answer as it arrives. */
const VERBOSE = Boolean(process.env.SOAK_VERBOSE);

const RAISED_LIMITS = {
  // The soak measures robustness, not rate limiting.
  RATE_LIMIT_GENERATION_PER_MINUTE: '1000000',
  RATE_LIMIT_SIGN_UP_PER_HOUR: '1000000',
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
};

const PHOTO_FIELDS = { platform: 'ifood', style: 'natural', scenarioType: 'ai-create' };

interface Canary {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

/** A loopback HTTP server that the hostile SVGs point at: any request reaching it is an outside fetch. */
async function startCanary(): Promise<Canary> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface Request {
  route: string;
  contentType: string;
  body: Buffer;
}

/** The HTTP request an entry stands for: the endpoint's valid text fields plus the hostile file (or envelope). */
function requestFor(entry: CorpusEntry, templateId: string, cutoutProduct: Buffer): Request {
  const route = entry.endpoint === 'photo' ? '/api/photos/enhance' : '/api/arts/generate';
  const textFields = entry.endpoint === 'photo' ? PHOTO_FIELDS : { templateId, format: 'feed', title: 'Soak hostil' };
  const fields: Part[] = Object.entries(textFields).map(([name, value]) => ({ kind: 'field', name, value }));
  const file: Part = { kind: 'file', name: entry.field, filename: entry.filename, contentType: entry.contentType, bytes: entry.bytes };
  const product: Part[] = entry.field === 'logo' ? [{ kind: 'file', name: 'product', filename: 'produto.png', contentType: 'image/png', bytes: cutoutProduct }] : [];
  const wellFormed = () => buildMultipart([...fields, ...product, file]);
  switch (entry.envelope) {
    case undefined:
      return { route, ...wellFormed() };
    case 'no-boundary':
      return { route, contentType: 'multipart/form-data', body: wellFormed().body };
    case 'truncated-body': {
      const { contentType, body } = wellFormed();
      return { route, contentType, body: body.subarray(0, body.length - Math.floor(entry.bytes.length / 2)) };
    }
    case 'garbage-body':
      return { route, contentType: 'multipart/form-data; boundary=----soakgarbage', body: Buffer.from('this is not a multipart body\r\n'.repeat(100)) };
    case 'json-body':
      return { route, contentType: 'application/json', body: Buffer.from(JSON.stringify({ ...textFields, [entry.field]: entry.bytes.toString('base64') })) };
    case 'three-files':
      return { route, ...buildMultipart([...fields, file, { ...file, name: 'logo' }, { ...file, name: 'extra' }]) };
    case 'thirty-fields':
      return { route, ...buildMultipart([...fields, ...Array.from({ length: 30 }, (_, i): Part => ({ kind: 'field', name: `extra${i}`, value: 'x' })), file]) };
    case 'file-as-text-field':
      return { route, ...buildMultipart([...fields, { kind: 'field', name: entry.field, value: entry.bytes.toString('latin1') }]) };
  }
}

type Verdict = 'ok' | 'fail';

interface Result {
  entry: CorpusEntry;
  outcome: Outcome | null;
  verdict: Verdict;
  why: string;
}

function judge(entry: CorpusEntry, outcome: Outcome | null): Result {
  const fail = (why: string): Result => ({ entry, outcome, verdict: 'fail', why });
  if (!outcome) return fail('not sent (the server had died)');
  if (!answered(outcome)) return fail(`no answer: ${outcome.error} after ${seconds(outcome.ms)}`);
  const { status } = outcome;
  if (outcome.ms > REQUEST_BOUND_MS) return fail(`answered after ${seconds(outcome.ms)} (bound ${seconds(REQUEST_BOUND_MS)})`);
  if (status >= 500) return fail(`${status} ${outcome.text.slice(0, 120)}`);
  const rejected = REJECT_STATUSES.has(status);
  if (rejected && !isErrorShape(outcome.json)) return fail(`${status} without {error, message}: ${outcome.text.slice(0, 120)}`);
  const allowed: Record<Expect, boolean> = { reject: rejected, accept: status === 201, either: rejected || status === 201 };
  if (!allowed[entry.expect]) return fail(`expected ${entry.expect}, got ${status} ${outcome.text.slice(0, 120)}`);
  return { entry, outcome, verdict: 'ok', why: '' };
}

/** An answer in the right class but not the status the API contract names for the case (a 400 for a GIF, say). */
function contractMismatch(r: Result): string | null {
  const status = r.outcome?.status;
  if (r.entry.want === undefined || status === undefined || status === 0 || status === r.entry.want) return null;
  return `the contract names ${r.entry.want} here, got ${status}`;
}

/** A stored original must come back as an image with nosniff: a polyglot never turns into a page. */
async function checkStoredOriginal(baseUrl: string, user: User, answer: Answer): Promise<string | null> {
  const url = (answer.json as { originalPhotoUrl?: string } | null)?.originalPhotoUrl;
  if (!url) return null;
  if (url.includes('..')) return `stored key contains '..': ${url}`;
  const response = await fetch(new URL(url, baseUrl), { headers: { cookie: user.cookie }, signal: AbortSignal.timeout(15_000) });
  await response.arrayBuffer();
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200) return `GET ${url} answered ${response.status}`;
  if (!/^image\/(jpeg|png|webp)/.test(type)) return `${url} served as ${type}`;
  if (response.headers.get('x-content-type-options') !== 'nosniff') return `${url} served without X-Content-Type-Options: nosniff`;
  return null;
}

export async function runCorpusPhase(database: SoakDatabase): Promise<PhaseResult> {
  const result = newPhase('1. hostile corpus');
  const canary = await startCanary();
  const corpus = await makeCorpus({ canaryUrl: canary.url });
  const dataDir = await makeDataDir();
  const server = startServer({ port: await freePort(), dataDir, databaseUrl: database.url, env: RAISED_LIMITS });
  try {
    const startMs = await waitForHealth(server, HEALTH_TIMEOUT_MS);
    const user = await signUp(server.baseUrl, 'corpus');
    await setBalance(database.pool, user.id, CORPUS_CREDITS);
    const templateId = await firstTemplateId(server.baseUrl);
    // One valid photo first: the model loads at start, and latencies should measure the corpus, not that.
    const warmUpEntry = corpus.entries.find((entry) => entry.expect === 'accept' && entry.field === 'photo')!;
    const warmRequest = requestFor(warmUpEntry, templateId, corpus.cutoutProduct);
    const warm = await post(server.baseUrl, warmRequest.route, { user, body: warmRequest.body, contentType: warmRequest.contentType, timeoutMs: WARM_UP_TIMEOUT_MS });
    const before = await remainingCredits(server.baseUrl, user);
    const rss = sampleRss(server.pid);

    const send = async (entry: CorpusEntry, timeoutMs: number): Promise<Outcome | null> => {
      if (!server.alive()) return null;
      const request = requestFor(entry, templateId, corpus.cutoutProduct);
      const outcome = await post(server.baseUrl, request.route, { user, body: request.body, contentType: request.contentType, timeoutMs });
      if (VERBOSE) console.log(`  ${entry.name}: ${describe(outcome)}`);
      return outcome;
    };
    const main = corpus.entries.filter((entry) => !entry.slow);
    const slow = corpus.entries.filter((entry) => entry.slow);
    const started = performance.now();
    const mainOutcomes = await runPool(main, CONCURRENCY, (entry) => send(entry, REQUEST_BOUND_MS + 5_000));
    const mainMs = performance.now() - started;
    const results = main.map((entry, i) => judge(entry, mainOutcomes[i]!));
    const created = results.filter((r) => r.outcome?.status === 201);

    // Balance: exactly the 201s were charged (read before the CPU bombs, which may hold the engine).
    let balanceDetail = 'server died';
    let balanceOk = false;
    if (server.alive()) {
      const after = await remainingCredits(server.baseUrl, user);
      balanceOk = before - after === created.length;
      balanceDetail = `before ${before}, after ${after}, charged ${before - after}, 201s ${created.length}`;
    }

    const slowStarted = performance.now();
    const slowOutcomes = await Promise.all(slow.map((entry) => send(entry, SLOW_DEADLINE_MS)));
    const slowResults = slow.map((entry, i) => judge(entry, slowOutcomes[i]!));
    const slowMs = performance.now() - slowStarted;
    const memory = rss.stop();
    const alive = server.alive();

    const originalProblems: string[] = [];
    if (alive) {
      for (const r of created.filter((c) => c.entry.endpoint === 'photo')) {
        const problem = await checkStoredOriginal(server.baseUrl, user, r.outcome as Answer).catch((error: unknown) => String(error));
        if (problem) originalProblems.push(`${r.entry.name}: ${problem}`);
      }
    }

    // ---- checks
    const all = [...results, ...slowResults];
    const answeredResults = all.filter((r) => r.outcome && answered(r.outcome));
    const latencies = answeredResults.map((r) => r.outcome!.ms);
    const slowest = answeredResults.reduce<Result | null>((a, r) => (!a || r.outcome!.ms > a.outcome!.ms ? r : a), null);
    const fiveXx = all.filter((r) => (r.outcome?.status ?? 0) >= 500);
    const unanswered = all.filter((r) => !r.outcome || !answered(r.outcome));
    const byClass = (expect: Expect) => results.filter((r) => r.entry.expect === expect);
    const failedOf = (list: Result[]) => list.filter((r) => r.verdict === 'fail');
    const contract = results.filter((r) => r.entry.want !== undefined);

    check(result, `corpus of ≥ 200 generated files, each to every upload field`, corpus.fileCount >= 200, `${corpus.fileCount} files → ${corpus.entries.length} requests (${slow.length} CPU bombs last); healthy after ${seconds(startMs)}, warm-up photo ${describe(warm)}`);
    check(result, 'server process alive throughout', alive, alive ? `pid ${server.pid} alive` : `exited: ${server.child.exitCode ?? server.child.signalCode}`);
    check(result, 'no 5xx', fiveXx.length === 0, fiveXx.length ? `${fiveXx.length}: ${summarise(fiveXx)}` : `0 of ${all.length}`);
    check(result, 'hostile files → 4xx (400/413/415/422) with {error, message}', failedOf(byClass('reject')).length === 0, `${byClass('reject').length - failedOf(byClass('reject')).length}/${byClass('reject').length} ok`);
    check(result, 'genuinely valid images → 201', failedOf(byClass('accept')).length === 0, `${byClass('accept').length - failedOf(byClass('accept')).length}/${byClass('accept').length} ok`);
    check(result, 'hostile-but-valid (sanitised SVG, polyglot, big) → 201 or 4xx', failedOf(byClass('either')).length === 0, `${byClass('either').length - failedOf(byClass('either')).length}/${byClass('either').length} ok (${byClass('either').filter((r) => r.outcome?.status === 201).length} answered 201)`);
    check(result, 'status the contract names (413 over a limit, 415 not an image)', contract.every((r) => !contractMismatch(r)), `${contract.filter((r) => !contractMismatch(r)).length}/${contract.length} as named`);
    check(result, `every request answered within ${seconds(REQUEST_BOUND_MS)}`, unanswered.length === 0 && latencies.every((ms) => ms <= REQUEST_BOUND_MS), `max ${seconds(Math.max(0, ...latencies))} (${slowest?.entry.name ?? '–'}); ${unanswered.length} unanswered; main corpus took ${seconds(mainMs)}`);
    check(result, `${slow.length} SVG CPU bombs sent together → all answered within ${seconds(SLOW_DEADLINE_MS)}`, failedOf(slowResults).length === 0, slowResults.map((r) => `${r.entry.file.replace('svg-cpu-', '')}: ${describe(r.outcome)}`).join('; ') + ` (${seconds(slowMs)})`);
    check(result, `server RSS ≤ ${mb(RSS_LIMIT_BYTES)} (VmRSS every 200 ms, and VmHWM)`, Math.max(memory.maxSampled, memory.peak) <= RSS_LIMIT_BYTES, `max sampled ${mb(memory.maxSampled)}, peak (VmHWM) ${mb(memory.peak)}, ${memory.samples} samples`);
    check(result, 'balance after = before − 201s', balanceOk, balanceDetail);
    check(result, 'no outside fetch (loopback canary hit by nothing)', canary.hits.length === 0, canary.hits.length ? canary.hits.slice(0, 5).join(', ') : '0 requests');
    check(result, 'stored originals of 201s served as images with nosniff', originalProblems.length === 0, originalProblems.length ? originalProblems.slice(0, 3).join('; ') : `${created.filter((c) => c.entry.endpoint === 'photo').length} checked`);

    result.notes.push(classTable(all));
    const failures = all
      .map((r) => ({ r, why: r.verdict === 'fail' ? r.why : contractMismatch(r) }))
      .filter((f): f is { r: Result; why: string } => Boolean(f.why));
    if (failures.length) {
      result.notes.push(
        `Failed entries (${failures.length}${failures.length > MAX_FAILURE_LINES ? `, first ${MAX_FAILURE_LINES}` : ''}):\n` +
          table(['entry', 'expected', 'got'], failures.slice(0, MAX_FAILURE_LINES).map(({ r, why }) => [r.entry.name, r.entry.expect + (r.entry.want ? ` (${r.entry.want})` : ''), why]), 120),
      );
    }
    const accepted = all.filter((r) => r.outcome?.status === 201).map((r) => r.entry.name);
    result.notes.push(`Accepted (201): ${accepted.length ? accepted.join(', ') : 'none'}`);
  } catch (error) {
    check(result, 'phase ran to the end', false, String(error));
  } finally {
    await stopServer(server);
    if (result.checks.some((c) => !c.ok)) result.serverOutput.push(server.output());
    await removeDataDir(dataDir);
    await canary.close();
  }
  return result;
}

function describe(outcome: Outcome | null): string {
  if (!outcome) return 'not sent';
  if (!answered(outcome)) return `no answer after ${seconds(outcome.ms)}`;
  return `${outcome.status} in ${seconds(outcome.ms)}`;
}

function summarise(results: Result[]): string {
  return results
    .slice(0, 4)
    .map((r) => `${r.entry.name} (${r.outcome?.status})`)
    .join(', ') + (results.length > 4 ? ', …' : '');
}

/** Counts per expected class × answer. */
function classTable(results: Result[]): string {
  const statusOf = (r: Result) => (!r.outcome ? 'not sent' : answered(r.outcome) ? String(r.outcome.status) : 'no answer');
  const statuses = [...new Set(results.map(statusOf))].sort();
  const rows = (['reject', 'accept', 'either'] as const).map((expect) => {
    const list = results.filter((r) => r.entry.expect === expect);
    return [expect, list.length, ...statuses.map((s) => list.filter((r) => statusOf(r) === s).length), list.filter((r) => r.verdict === 'fail').length];
  });
  const groups = [...new Set(results.map((r) => r.entry.group))];
  const groupRows = groups.map((group) => {
    const list = results.filter((r) => r.entry.group === group);
    return [group, list.length, ...statuses.map((s) => list.filter((r) => statusOf(r) === s).length), list.filter((r) => r.verdict === 'fail').length];
  });
  return `Answers per expected class:\n${table(['expected', 'requests', ...statuses, 'failed'], rows)}\n\nAnswers per family:\n${table(['family', 'requests', ...statuses, 'failed'], groupRows)}`;
}
