// What the soak does as a user over HTTP: sign up, read the balance, post multipart bodies built
// byte by byte (so a corpus entry can carry any filename, declared type or broken envelope).
import { randomBytes } from 'node:crypto';
import type pg from 'pg';

export interface User {
  id: string;
  email: string;
  cookie: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON, or null when the body was not JSON. */
  json: unknown;
  text: string;
  ms: number;
}

/** What a request that never answered looks like: a network error or our own timeout. */
export interface NoAnswer {
  status: 0;
  error: string;
  ms: number;
}

export type Outcome = Answer | NoAnswer;

export const answered = (outcome: Outcome): outcome is Answer => outcome.status !== 0;

const SIGN_UP_TIMEOUT_MS = 30_000;
const SMALL_REQUEST_TIMEOUT_MS = 15_000;

/** Every state-changing request carries an Origin matching PUBLIC_URL (the CSRF check). */
function originHeaders(baseUrl: string): Record<string, string> {
  return { origin: baseUrl };
}

function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
}

export async function signUp(baseUrl: string, label: string): Promise<User> {
  const email = `soak-${label}-${randomBytes(4).toString('hex')}@example.com`;
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...originHeaders(baseUrl) },
    // A random password: sign-up refuses guessable ones and ones like the e-mail.
    body: JSON.stringify({ name: `Soak ${label}`, email, password: `Pw-${randomBytes(12).toString('base64url')}`, whatsapp: '11987654321' }),
    signal: AbortSignal.timeout(SIGN_UP_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as { user?: { id?: string } } | null;
  const cookie = cookieHeader(response);
  if (response.status !== 200 || !body?.user?.id || !cookie) {
    throw new Error(`sign-up of ${email} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return { id: body.user.id, email, cookie };
}

/** Sets a user's counted balance directly in the database (the soak's users need more than the signup grant). */
export async function setBalance(pool: pg.Pool, userId: string, credits: number): Promise<void> {
  const result = await pool.query('UPDATE user_credits SET credits_remaining = $2, credits_total = $2, unlimited = false WHERE user_id = $1', [userId, credits]);
  if (result.rowCount !== 1) throw new Error(`no user_credits row for ${userId}`);
}

export async function remainingCredits(baseUrl: string, user: User, timeoutMs = SMALL_REQUEST_TIMEOUT_MS): Promise<number> {
  const response = await fetch(`${baseUrl}/api/me`, { headers: { cookie: user.cookie }, signal: AbortSignal.timeout(timeoutMs) });
  const body = (await response.json().catch(() => null)) as { credits?: { remaining?: number } } | null;
  if (response.status !== 200 || typeof body?.credits?.remaining !== 'number') {
    throw new Error(`GET /api/me answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.credits.remaining;
}

export async function firstTemplateId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/templates`, { signal: AbortSignal.timeout(SMALL_REQUEST_TIMEOUT_MS) });
  const body = (await response.json()) as unknown;
  const list = (Array.isArray(body) ? body : ((body as { templates?: unknown[] }).templates ?? [])) as { id?: string }[];
  const id = list.find((t) => typeof t.id === 'string')?.id;
  if (!id) throw new Error(`GET /api/templates gave no template: ${JSON.stringify(body).slice(0, 200)}`);
  return id;
}

export type Part =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; filename: string; contentType: string; bytes: Buffer };

export interface MultipartBody {
  contentType: string;
  body: Buffer;
}

/** A well-formed multipart/form-data body; the filename goes in as given, quotes and CR/LF escaped as browsers do. */
export function buildMultipart(parts: Part[]): MultipartBody {
  const boundary = `----soak${randomBytes(12).toString('hex')}`;
  const escape = (value: string) => value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.kind === 'field') {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${escape(part.name)}"\r\n\r\n`), Buffer.from(part.value, 'utf8'));
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${escape(part.name)}"; filename="${escape(part.filename)}"\r\nContent-Type: ${part.contentType}\r\n\r\n`, 'utf8'),
        part.bytes,
      );
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}

export interface PostOptions {
  user: User;
  body: Buffer;
  contentType: string;
  timeoutMs: number;
  idempotencyKey?: string;
}

/** One POST, timed; never throws (a network error or timeout comes back as status 0). */
export async function post(baseUrl: string, route: string, options: PostOptions): Promise<Outcome> {
  const started = performance.now();
  const headers: Record<string, string> = { cookie: options.user.cookie, 'content-type': options.contentType, ...originHeaders(baseUrl) };
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  try {
    const response = await fetch(`${baseUrl}${route}`, {
      method: 'POST',
      headers,
      body: new Uint8Array(options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, json, text, ms: performance.now() - started };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { status: 0, error: `${(error as Error).name}: ${(error as Error).message}${cause ? ` (${cause})` : ''}`, ms: performance.now() - started };
  }
}

/** `{error, message}` with two non-empty strings: the API's error shape. */
export function isErrorShape(json: unknown): boolean {
  const body = json as { error?: unknown; message?: unknown } | null;
  return typeof body?.error === 'string' && body.error.length > 0 && typeof body.message === 'string' && body.message.length > 0;
}

/** Runs `work` over `items` with at most `limit` in flight, in order of the list. */
export async function runPool<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
