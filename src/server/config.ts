// The only reader of process.env: parses the environment once, with the embedded defaults
// that let `npm start` run on a fresh machine (PGlite, local disk, demo payments, local AI).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SEGMENTATION_PRECISION, type SegmentationPrecision } from '../engine/photo/photo.constants.ts';
import { WHATSAPP_NUMBER_PATTERN } from '../shared/schemas/billing.schema.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * "Falar com Vendas" (the Studio plan) writes here until SALES_EMAIL names the real team. There is no
 * default WhatsApp number: without SALES_WHATSAPP the button opens an e-mail, and the start says so.
 */
export const SALES_EMAIL_DEFAULT = 'vendas@foodart.com.br';

/** Foto Pro pre-checks per session per minute (each runs the segmentation model, ~0.5 s of CPU). */
export const PHOTO_CHECK_PER_MINUTE_DEFAULT = 20;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('foodart:'),
  BETTER_AUTH_SECRET: z
    .string()
    .refine((value) => value.trim().length >= 32, { message: 'must hold 32+ characters that are not spaces' })
    .optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().default('foodart'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z.url().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PRO: z.string().optional(),
  STRIPE_PRICE_STUDIO: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  PAYMENTS_PROVIDER: z.enum(['stripe', 'demo']).optional(),
  SALES_WHATSAPP: z.preprocess(
    // Left empty (as .env templates do) is the same as unset.
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .transform((value) => value.replace(/\D/g, ''))
      .pipe(z.string().regex(WHATSAPP_NUMBER_PATTERN, { message: 'must hold 10 to 15 digits, country code first (5511987654321)' }))
      .optional(),
  ),
  SALES_EMAIL: z.email().default(SALES_EMAIL_DEFAULT),
  AI_PROVIDER: z.enum(['local', 'gemini', 'openai']).default('local'),
  AI_API_KEY: z.string().optional(),
  AI_BASE_URL: z.url().optional(),
  AI_MODEL: z.string().optional(),
  AI_TEXT_PROVIDER: z.enum(['local', 'openai-compatible']).default('local'),
  AI_TEXT_BASE_URL: z.url().optional(),
  AI_TEXT_API_KEY: z.string().optional(),
  AI_TEXT_MODEL: z.string().optional(),
  SEGMENTATION_MODEL: z.string().optional(),
  SEGMENTATION_PRECISION: z.enum(['float32', 'int8']).default(DEFAULT_SEGMENTATION_PRECISION),
  ENGINE_THREADS: z.coerce.number().int().positive().optional(),
  ENGINE_QUEUE_MAX: z.coerce.number().int().min(0).default(8),
  ENGINE_TASK_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  ENGINE_MODE: z.enum(['in-process', 'queue']).default('in-process'),
  ENGINE_WORKER_CONCURRENCY: z.coerce.number().int().positive().default(1),
  WORKER_HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_SIGN_UP_PER_HOUR: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_GENERATION_PER_MINUTE: z.coerce.number().int().positive().default(12),
  RATE_LIMIT_PHOTO_CHECK_PER_MINUTE: z.coerce.number().int().positive().default(PHOTO_CHECK_PER_MINUTE_DEFAULT),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(120),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  /** A request whose body has not fully arrived by then is answered 408 and closed (slow uploads on 4G fit). */
  requestTimeoutMs: number;
  dataDir: string;
  /** Where the built SPA lives; served for every non-API path. */
  webDir: string;
  database:
    | { kind: 'postgres'; url: string }
    | { kind: 'pglite'; dir: string; bootstrapSnapshot?: string }
    | { kind: 'pglite-memory'; snapshot?: Blob };
  authSecret: string;
  storage:
    | { driver: 'local'; root: string; publicBaseUrl: string }
    | {
        driver: 's3';
        bucket: string;
        region: string;
        endpoint?: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
        publicBaseUrl?: string;
      };
  payments: {
    provider: 'stripe' | 'demo';
    /** The demonstration provider in production: only when PAYMENTS_PROVIDER=demo says so (a banner shows it). */
    demoInProduction?: boolean;
    stripeSecretKey?: string;
    stripeWebhookSecret?: string;
    /** Recurring BRL price ids of the paid plans; a plan without one is sold with inline price_data. */
    stripePrices?: { pro?: string; studio?: string };
    /** Another Stripe-compatible API (stripe-mock, the tests' fake); the real API when unset. */
    stripeApiBase?: string;
  };
  /** Who sells the Studio plan ("Falar com Vendas"): a WhatsApp number (digits, country code first) and an e-mail. */
  /** The sales team; `whatsapp` null when SALES_WHATSAPP is unset ("Falar com Vendas" is then an e-mail). */
  sales: { whatsapp: string | null; email: string };
  /**
   * Redis (REDIS_URL) holds what every replica must share: the rate limits' counters, under keys
   * starting with `keyPrefix`. Null: they live in this process's memory (one replica).
   */
  redis: { url: string; keyPrefix: string } | null;
  ai: { provider: Env['AI_PROVIDER']; apiKey?: string; baseUrl?: string; model?: string };
  /** The copy suggestions' LLM (OpenAI-compatible chat: OpenAI, Ollama, vLLM…); null → local copywriter. */
  aiText: { baseUrl: string; apiKey?: string; model: string } | null;
  engine: {
    segmentationModel?: string;
    /** The bundled model's arithmetic (segmenter.ts); int8 is ~2.4× faster, not yet the default. */
    segmentationPrecision: SegmentationPrecision;
    threads: number;
    queueMax: number;
    /** A task running longer than this is cancelled (its worker terminated) and its credit refunded. */
    taskTimeoutMs: number;
    /**
     * in-process (default): this process runs the engine in a worker thread. queue (ENGINE_MODE=queue,
     * PostgreSQL only): this process only enqueues; engine workers (`npm run worker`) run the jobs.
     * Absent in a hand-made test config: in-process.
     */
    mode?: 'in-process' | 'queue';
    /** Jobs one engine worker process runs at once (ENGINE_WORKER_CONCURRENCY). */
    workerConcurrency?: number;
    /** An engine worker answers GET /health on this port (WORKER_HEALTH_PORT); none when absent. */
    workerHealthPort?: number;
  };
  admin: { email?: string; password?: string };
  rateLimits: {
    signInPerMinute: number;
    signUpPerHour: number;
    generationPerMinute: number;
    /** Absent in a hand-made test config: PHOTO_CHECK_PER_MINUTE_DEFAULT. */
    photoCheckPerMinute?: number;
  };
}

export class ConfigError extends Error {}

/** The embedded default keeps a generated secret under DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * `role: 'worker'` (npm run worker): an engine worker reads the engine's and the database's settings
 * only; what the web needs (the auth secret, payments) is neither required nor written for it.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}, { role = 'web' }: { role?: 'web' | 'worker' } = {}): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  if (env.AI_PROVIDER !== 'local' && !env.AI_API_KEY) {
    throw new ConfigError(`AI_API_KEY is required when AI_PROVIDER=${env.AI_PROVIDER}.`);
  }
  const web = role === 'web';
  if (web && env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
    throw new ConfigError('BETTER_AUTH_SECRET is required in production (32+ characters).');
  }
  if (env.ENGINE_MODE === 'queue' && !env.DATABASE_URL) {
    throw new ConfigError('ENGINE_MODE=queue requires DATABASE_URL: the engine workers take their jobs from PostgreSQL.');
  }
  if (web && env.PAYMENTS_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError('PAYMENTS_PROVIDER=stripe requires STRIPE_SECRET_KEY.');
  }
  if (web && env.PAYMENTS_PROVIDER === 'demo' && env.STRIPE_SECRET_KEY) {
    throw new ConfigError('PAYMENTS_PROVIDER=demo contradicts STRIPE_SECRET_KEY: unset one of them.');
  }
  // The demonstration provider hands out plans and credits for free: production never falls back to it.
  if (web && env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && env.PAYMENTS_PROVIDER !== 'demo') {
    throw new ConfigError(
      'Payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_PROVIDER=demo to run the free demonstration checkout in production on purpose.',
    );
  }
  if (web && env.NODE_ENV === 'production' && env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY in production: without it no payment is ever credited.');
  }
  const config: Config = {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    dataDir,
    webDir: path.resolve('dist/web'),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'db'), bootstrapSnapshot: path.resolve('dist/db/pglite-migrated.tar.gz') },
    authSecret: env.BETTER_AUTH_SECRET ?? (web ? readOrCreateSecret(dataDir) : ''),
    storage:
      env.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            publicBaseUrl: env.S3_PUBLIC_URL,
          }
        : { driver: 'local', root: path.join(dataDir, 'storage'), publicBaseUrl: '' },
    payments: env.STRIPE_SECRET_KEY
      ? {
          provider: 'stripe',
          stripeSecretKey: env.STRIPE_SECRET_KEY,
          stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
          stripePrices: { pro: env.STRIPE_PRICE_PRO, studio: env.STRIPE_PRICE_STUDIO },
          stripeApiBase: env.STRIPE_API_BASE,
        }
      : { provider: 'demo', demoInProduction: env.NODE_ENV === 'production' },
    sales: { whatsapp: env.SALES_WHATSAPP ?? null, email: env.SALES_EMAIL },
    ai: { provider: env.AI_PROVIDER, apiKey: env.AI_API_KEY, baseUrl: env.AI_BASE_URL, model: env.AI_MODEL },
    aiText:
      env.AI_TEXT_PROVIDER === 'openai-compatible'
        ? { baseUrl: env.AI_TEXT_BASE_URL ?? 'https://api.openai.com', apiKey: env.AI_TEXT_API_KEY, model: env.AI_TEXT_MODEL ?? 'gpt-4o-mini' }
        : null,
    engine: {
      segmentationModel: env.SEGMENTATION_MODEL ? path.resolve(env.SEGMENTATION_MODEL) : undefined,
      segmentationPrecision: env.SEGMENTATION_PRECISION,
      threads: env.ENGINE_THREADS ?? availableParallelism(),
      queueMax: env.ENGINE_QUEUE_MAX,
      taskTimeoutMs: env.ENGINE_TASK_TIMEOUT_SECONDS * 1000,
      mode: env.ENGINE_MODE,
      workerConcurrency: env.ENGINE_WORKER_CONCURRENCY,
      workerHealthPort: env.WORKER_HEALTH_PORT,
    },
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    rateLimits: {
      signInPerMinute: env.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      signUpPerHour: env.RATE_LIMIT_SIGN_UP_PER_HOUR,
      generationPerMinute: env.RATE_LIMIT_GENERATION_PER_MINUTE,
      photoCheckPerMinute: env.RATE_LIMIT_PHOTO_CHECK_PER_MINUTE,
    },
  };
  return { ...config, ...overrides };
}

/** The origins a browser may send state-changing requests from: the app itself (and Vite's dev server). */
export function trustedOrigins(config: Pick<Config, 'publicUrl' | 'port' | 'env'>): string[] {
  const origins = new Set([config.publicUrl]);
  // Outside production the app is also reached by its loopback addresses, and Vite's dev server
  // proxies the API from another port; in production only PUBLIC_URL is the app.
  if (config.env !== 'production') origins.add(`http://localhost:${config.port}`).add(`http://127.0.0.1:${config.port}`);
  if (config.env === 'development') origins.add('http://localhost:5173').add('http://127.0.0.1:5173');
  return [...origins];
}
