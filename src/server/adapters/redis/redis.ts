// Redis, for what N web replicas must share (REDIS_URL): today the rate limits' counters
// (@fastify/rate-limit's Redis store). One client per process, closed at shutdown.
import { Redis } from 'ioredis';

export type RedisClient = Redis;

/** A connection attempt gives up after this long. */
const CONNECT_TIMEOUT_MS = 1_000;
/** A command unanswered after this long fails (Redis down or hung): a request never waits longer on it. */
const COMMAND_TIMEOUT_MS = 500;

/** While Redis is down the client retries every few seconds: its error is reported at most this often. */
const ERROR_REPORT_INTERVAL_MS = 60_000;

export function createRedis(url: string): RedisClient {
  return new Redis(url, { connectTimeout: CONNECT_TIMEOUT_MS, commandTimeout: COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1, enableOfflineQueue: true });
}

/** Reports the client's connection errors through `report`, the first at once and then once a minute. */
export function reportRedisErrors(redis: RedisClient, report: (message: string) => void): void {
  let lastReport = Number.NEGATIVE_INFINITY;
  redis.on('error', (error: Error) => {
    const now = Date.now();
    if (now - lastReport < ERROR_REPORT_INTERVAL_MS) return;
    lastReport = now;
    report(error.message);
  });
}

/** Whether Redis answers, for /api/health. */
export async function pingRedis(redis: RedisClient): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

/** Closes the connection (waits for the replies of commands already sent). */
export async function closeRedis(redis: RedisClient): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
