import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustedOrigins } from './config.ts';

describe('configuration', () => {
  it('trusts only PUBLIC_URL as an origin in production; loopback addresses and Vite only outside it', () => {
    expect(trustedOrigins({ env: 'production', publicUrl: 'https://foodart.example', port: 3000 })).toEqual(['https://foodart.example']);
    expect(trustedOrigins({ env: 'test', publicUrl: 'http://localhost:3000', port: 3000 })).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(trustedOrigins({ env: 'development', publicUrl: 'http://localhost:3000', port: 3000 })).toContain('http://localhost:5173');
  });

  it('refuses an auth secret made of spaces', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', BETTER_AUTH_SECRET: ' '.repeat(40), LOG_LEVEL: 'silent' })).toThrow(ConfigError);
  });

  it('runs the engine in this process by default; ENGINE_MODE=queue asks for the PostgreSQL the workers read', () => {
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/foodart-config-test' }).engine.mode).toBe('in-process');
    expect(() => loadConfig({ NODE_ENV: 'test', ENGINE_MODE: 'queue', DATA_DIR: '/tmp/foodart-config-test' })).toThrow(/ENGINE_MODE=queue requires DATABASE_URL/);
    const queued = loadConfig({ NODE_ENV: 'test', ENGINE_MODE: 'queue', DATABASE_URL: 'postgres://db/foodart', DATA_DIR: '/tmp/foodart-config-test' });
    expect(queued.engine.mode).toBe('queue');
  });

  it("starts an engine worker in production with the engine's settings alone, where a web replica needs its secret and payments", () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/foodart', ENGINE_THREADS: '4', WORKER_HEALTH_PORT: '9100' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    const worker = loadConfig(env, {}, { role: 'worker' });
    expect([worker.engine.threads, worker.engine.workerHealthPort, worker.database.kind]).toEqual([4, 9100, 'postgres']);
  });
});
