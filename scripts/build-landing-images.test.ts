// The landing pictures' build step (scripts/build-plan.ts "landing"): it must rerun whenever anything
// that shapes a picture changes — the engines, the photos, the list of pictures — and run before the
// SPA's step, which copies public/ (and so public/landing/) into dist/web.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BUILD_STEPS } from './build-plan.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every file of ours reachable from `entry` through relative imports. */
function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [path.join(ROOT, entry)];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const base = path.resolve(path.dirname(file), fileName);
      const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((c) => existsSync(c) && statSync(c).isFile());
      if (!found) throw new Error(`${path.relative(ROOT, file)} imports ${fileName}, which does not resolve`);
      pending.push(found);
    }
  }
  return [...seen].map((f) => path.relative(ROOT, f).split(path.sep).join('/'));
}

const step = (name: string) => BUILD_STEPS.find((s) => s.name === name)!;
const covers = (inputs: readonly string[], file: string) => inputs.some((input) => file === input || file.startsWith(`${input}/`));

describe('the landing pictures build step', () => {
  it('lists as inputs every file the script loads, and the photos it reads', () => {
    const landing = step('landing');
    const files = reachable('scripts/build-landing-images.ts');
    expect(files).toContain('src/engine/photo/enhance.ts');
    expect(files).toContain('src/engine/art/generate.ts');
    expect(files.filter((file) => !covers(landing.inputs, file))).toEqual([]);
    expect(landing.inputs).toContain('assets/landing');
  });

  it('runs before the SPA step, which copies what it writes', () => {
    const names = BUILD_STEPS.map((s) => s.name);
    expect(names.indexOf('landing')).toBeLessThan(names.indexOf('web'));
    expect(step('web').inputs).toContain('public');
    expect(step('landing').outputs.map((output) => path.resolve(ROOT, 'dist', output))).toEqual([path.join(ROOT, 'public/landing')]);
  });

  it('keeps what it writes out of git, and the photos it uses credited', () => {
    expect(readFileSync(path.join(ROOT, 'public/landing/.gitignore'), 'utf8')).toMatch(/^\*$/m);
    const sources = readFileSync(path.join(ROOT, 'assets/landing/SOURCES.md'), 'utf8');
    for (const photo of ['confeitaria-tiramisu.jpg']) {
      expect(existsSync(path.join(ROOT, 'assets/landing/photos', photo))).toBe(true);
      expect(sources).toContain(photo);
    }
  });
});
