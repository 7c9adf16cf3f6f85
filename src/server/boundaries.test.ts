// The architecture boundaries `npm run lint` keeps (.dependency-cruiser.cjs): the rules hold on src,
// and each one fails on a fixture tree that breaks it (tests/fixtures/boundaries).
import path from 'node:path';
import { createRequire } from 'node:module';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;

async function violations(baseDir: string): Promise<string[]> {
  const { output } = await cruise(['src'], {
    baseDir,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  });
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('architecture boundaries', () => {
  it('each rule fails on code that breaks it, and lets a service call through', async () => {
    const found = await violations(path.join(root, 'tests/fixtures/boundaries'));
    expect(found.sort()).toEqual(
      [
        'no-cycles: src/server/adapters/a.ts → src/server/adapters/b.ts',
        'plugins-and-db-import-no-feature: src/server/plugins/stock.plugin.ts → src/server/features/stock/stock.service.ts',
        'server-features-through-services: src/server/features/orders/orders.routes.ts → src/server/features/stock/stock.repo.ts',
        'web-features-apart: src/web/features/menu/menu.ts → src/web/features/offers/badge.ts',
      ].sort(),
    );
  });

  it('src keeps every rule: no cycles, no cross-feature imports', async () => {
    expect(await violations(root)).toEqual([]);
  }, 120_000);
});
