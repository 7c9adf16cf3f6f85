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
});
