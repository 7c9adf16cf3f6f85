import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_STEPS, buildFingerprint, decideStep, hashInputs, readListedOutputs, readOutputs, type StepStamp } from './build-plan.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('decideStep', () => {
  const outputs = { 'web/index.html': { size: 900, mtimeMs: 1_000 }, 'web/assets/a.js': { size: 50_000, mtimeMs: 1_001 } };
  const recorded: StepStamp = { inputs: 'hash-1', outputs };

  it('skips a step whose inputs and outputs are as recorded', () => {
    expect(decideStep(recorded, 'hash-1', { ...outputs })).toEqual({ build: false });
  });

  it('builds when an input changed', () => {
    expect(decideStep(recorded, 'hash-2', { ...outputs })).toEqual({ build: true, reason: 'its inputs changed' });
  });

  it('builds when there is no stamp, or a stamp without outputs', () => {
    expect(decideStep(undefined, 'hash-1', {})).toMatchObject({ build: true });
    expect(decideStep({ inputs: 'hash-1', outputs: {} }, 'hash-1', {})).toMatchObject({ build: true });
  });

  it('builds when an output is missing or was rewritten since', () => {
    expect(decideStep(recorded, 'hash-1', { ...outputs, 'web/assets/a.js': null })).toEqual({ build: true, reason: 'web/assets/a.js is missing' });
    expect(decideStep(recorded, 'hash-1', { ...outputs, 'web/index.html': { size: 900, mtimeMs: 2_000 } })).toMatchObject({ build: true });
    expect(decideStep(recorded, 'hash-1', { ...outputs, 'web/index.html': { size: 901, mtimeMs: 1_000 } })).toMatchObject({ build: true });
  });
});

describe('hashInputs and the outputs read back', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };

  it('gives the same hash for the same files, and another when a file changes, appears or is renamed', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'foodart-plan-'));
    write('index.html', '<html></html>');
    write('src/web/main.tsx', 'render()');
    write('src/web/app/routes.tsx', 'routes');
    const inputs = ['index.html', 'src/web', 'public'];
    const fingerprint = { node: 'v20.19.0' };
    const first = hashInputs(dir, inputs, fingerprint);
    expect(hashInputs(dir, inputs, fingerprint)).toBe(first);

    write('src/web/app/routes.tsx', 'routes, changed');
    const changed = hashInputs(dir, inputs, fingerprint);
    expect(changed).not.toBe(first);

    write('public/robots.txt', 'x');
    const withPublic = hashInputs(dir, inputs, fingerprint);
    expect(withPublic).not.toBe(changed);

    rmSync(path.join(dir, 'public/robots.txt'));
    write('public/robots2.txt', 'x');
    expect(hashInputs(dir, inputs, fingerprint)).not.toBe(withPublic);
    expect(hashInputs(dir, inputs, { node: 'v22.0.0' })).not.toBe(hashInputs(dir, inputs, fingerprint));
  });

  it('leaves test files out: they never change what is built', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'foodart-plan-'));
    write('src/web/main.tsx', 'render()');
    const before = hashInputs(dir, ['src/web'], {});
    write('src/web/main.test.tsx', 'it()');
    expect(hashInputs(dir, ['src/web'], {})).toBe(before);
  });

  it('reads back what a step wrote, and sees a file removed', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'foodart-plan-'));
    write('web/index.html', '<html></html>');
    write('web/assets/a.js', 'a');
    write('db/snapshot.tar.gz', 'db');
    const written = readOutputs(dir, ['web']);
    expect(Object.keys(written).sort()).toEqual(['web/assets/a.js', 'web/index.html']);
    expect(written['web/index.html']).toEqual({ size: 13, mtimeMs: statSync(path.join(dir, 'web/index.html')).mtimeMs });
    const recorded: StepStamp = { inputs: 'h', outputs: written };
    expect(decideStep(recorded, 'h', readListedOutputs(dir, Object.keys(written)))).toEqual({ build: false });
    rmSync(path.join(dir, 'web/assets/a.js'));
    expect(decideStep(recorded, 'h', readListedOutputs(dir, Object.keys(written)))).toMatchObject({ build: true });
  });
});

describe('buildFingerprint', () => {
  it('holds the Node version and the variables Vite reads, and nothing else', () => {
    const env = { NODE_ENV: 'production', VITE_FLAG: '1', STRIPE_SECRET_KEY: 'sk_test', PATH: '/bin' };
    expect(buildFingerprint(env, 'v20.19.0')).toEqual({ 'env:NODE_ENV': 'production', 'env:VITE_FLAG': '1', node: 'v20.19.0' });
  });
});

/** Relative imports of a source file (static, dynamic and re-exports), resolved to files. */
function localImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const specifiers = importedFiles.map((f) => f.fileName.split('?')[0]!).filter((name) => name.startsWith('./') || name.startsWith('../'));
  return specifiers.map((specifier) => {
    const base = path.resolve(path.dirname(file), specifier);
    const candidate = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
      (c) => existsSync(c) && statSync(c).isFile(),
    );
    if (!candidate) throw new Error(`${path.relative(ROOT, file)} imports ${specifier}, which does not resolve`);
    return candidate;
  });
}

/** Every file of ours reachable from the entries through relative imports. */
function reachable(entries: string[]): string[] {
  const seen = new Set<string>();
  const pending = entries.map((e) => path.join(ROOT, e));
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (/\.(ts|tsx|js|mjs)$/.test(file)) pending.push(...localImports(file));
  }
  return [...seen].map((f) => path.relative(ROOT, f).split(path.sep).join('/'));
}

const covers = (inputs: readonly string[], file: string) => inputs.some((input) => file === input || file.startsWith(`${input}/`));
const stepNamed = (name: string) => BUILD_STEPS.find((s) => s.name === name)!;

describe('the inputs of each build step', () => {
  it('include every file the snapshot step loads (migrations are read from drizzle/, also listed)', () => {
    const step = stepNamed('snapshot');
    const files = reachable(['scripts/build-snapshot.ts']);
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => !covers(step.inputs, f))).toEqual([]);
    expect(step.inputs).toContain('drizzle');
  });

  it('include every file the SPA bundle is made of, from the entry index.html names', () => {
    const step = stepNamed('web');
    const entries = [...readFileSync(path.join(ROOT, 'index.html'), 'utf8').matchAll(/<script[^>]*\bsrc="\/([^"]+)"/g)].map((m) => m[1]!);
    expect(entries.length).toBeGreaterThan(0);
    const files = reachable([...entries, 'vite.config.ts']);
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((f) => !covers(step.inputs, f))).toEqual([]);
  });

  it('include every file Tailwind reads class names from: it is told to look in src/web only', () => {
    const css = readFileSync(path.join(ROOT, 'src/web/styles.css'), 'utf8');
    expect(css).toMatch(/@import 'tailwindcss' source\('\.'\);/);
    expect(stepNamed('web').inputs).toContain('src/web');
  });
});
