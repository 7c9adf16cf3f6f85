// What `npm run build` does, step by step, and when `npm start` may skip a step: each step records
// in dist/.build-stamp.json a hash of every file that can change its output and the size and time of
// every file it wrote. A step is skipped only when both still match; anything else — no stamp, an
// unreadable one, a changed input, an output missing or rewritten since — builds it again.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface BuildStep {
  name: string;
  /** The command, run from the repository root. */
  command: readonly string[];
  /** Files and folders (from the repository root) whose content can change the output; absent ones count too. */
  inputs: readonly string[];
  /** The folders the step writes, from dist/ (`../public/landing`: sources Vite then copies into dist/web). */
  outputs: readonly string[];
}

/** Inputs of every step: the dependencies installed, the compiler settings, and this plan itself. */
const COMMON_INPUTS = [
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
  'tsconfig.json',
  'scripts/build.ts',
  'scripts/build-plan.ts',
];

export const BUILD_STEPS: readonly BuildStep[] = [
  {
    name: 'landing',
    command: [process.execPath, '--import', 'tsx', 'scripts/build-landing-images.ts'],
    // The landing's pictures, made by the photo and art engines from the photos in assets/landing: before
    // 'web', which copies public/ (build-landing-images.test.ts checks that every file the script imports is here).
    inputs: [
      'scripts/build-landing-images.ts',
      'assets/landing',
      'src/engine',
      'src/shared',
      'src/server/features/catalogue/seed/catalogue.data.ts',
      'src/web/features/landing/landing-images.ts',
      ...COMMON_INPUTS,
    ],
    outputs: ['../public/landing'],
  },
  {
    name: 'web',
    command: [process.execPath, 'node_modules/vite/bin/vite.js', 'build'],
    // Vite reads the .env files of the production mode (VITE_* variables are in the fingerprint);
    // Tailwind looks for class names in src/web only (styles.css: `source('.')`).
    inputs: ['index.html', 'vite.config.ts', 'scripts/precompress.ts', 'src/web', 'src/shared', 'public', '.env', '.env.local', '.env.production', '.env.production.local', ...COMMON_INPUTS],
    outputs: ['web'],
  },
  {
    name: 'snapshot',
    command: [process.execPath, '--import', 'tsx', 'scripts/build-snapshot.ts'],
    // The migrated database and the seed's renders: migrations, schema, catalogue data, and the art and
    // backdrop engines (build-plan.test.ts checks that every file build-snapshot.ts imports is here).
    inputs: [
      'scripts/build-snapshot.ts',
      'drizzle',
      'src/engine',
      'src/shared',
      'src/server/db',
      'src/server/features/catalogue',
      'src/server/adapters/storage',
      'src/server/config.ts',
      ...COMMON_INPUTS,
    ],
    outputs: ['db', 'seed'],
  },
];

export const STAMP_FILE_NAME = '.build-stamp.json';

export interface FileFacts {
  size: number;
  mtimeMs: number;
}

export interface StepStamp {
  inputs: string;
  /** Every file the step wrote, by its path inside dist/. */
  outputs: Record<string, FileFacts>;
}

export interface BuildStamp {
  version: 1;
  steps: Record<string, StepStamp>;
}

export type BuildDecision = { build: false } | { build: true; reason: string };

/**
 * Whether a step must run again. `current` holds the facts of the files the stamp lists, read now
 * (null for a missing one).
 */
export function decideStep(recorded: StepStamp | undefined, inputsHash: string, current: Record<string, FileFacts | null>): BuildDecision {
  if (!recorded) return { build: true, reason: 'never built (no stamp)' };
  if (recorded.inputs !== inputsHash) return { build: true, reason: 'its inputs changed' };
  const files = Object.keys(recorded.outputs);
  if (files.length === 0) return { build: true, reason: 'the stamp lists no output' };
  for (const file of files) {
    const now = current[file];
    if (!now) return { build: true, reason: `${file} is missing` };
    const then = recorded.outputs[file]!;
    if (now.size !== then.size || now.mtimeMs !== then.mtimeMs) return { build: true, reason: `${file} was rewritten since` };
  }
  return { build: false };
}

/**
 * What else changes a build's output: the Node version (native image libraries) and the environment
 * Vite reads (NODE_ENV, VITE_*).
 */
export function buildFingerprint(env: NodeJS.ProcessEnv = process.env, nodeVersion = process.version): Record<string, string> {
  const entries = Object.entries(env).filter(([key, value]) => value !== undefined && (key === 'NODE_ENV' || key.startsWith('VITE_')));
  return Object.fromEntries([['node', nodeVersion], ...entries.map(([key, value]) => [`env:${key}`, value!])].sort(([a], [b]) => a!.localeCompare(b!)));
}

/** Tests never change a build's output. */
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/** A hash of the content of every input file (folders walked, tests left out), their paths, and the fingerprint. */
export function hashInputs(root: string, inputs: readonly string[], fingerprint: Record<string, string>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(fingerprint));
  for (const input of [...inputs].sort()) {
    const full = path.join(root, input);
    if (!existsSync(full)) {
      hash.update(`\0absent:${input}`);
      continue;
    }
    const files = statSync(full).isDirectory() ? listFiles(full).map((f) => path.join(input, f)) : [input];
    for (const file of files.filter((f) => !isTestFile(f))) {
      hash.update(`\0file:${file.split(path.sep).join('/')}\0`);
      hash.update(readFileSync(path.join(root, file)));
    }
  }
  return hash.digest('hex');
}

/** The facts of every file under the given folders of dist/, by path inside dist/. */
export function readOutputs(distDir: string, outputs: readonly string[]): Record<string, FileFacts> {
  const facts: Record<string, FileFacts> = {};
  for (const output of outputs) {
    const dir = path.join(distDir, output);
    if (!existsSync(dir)) continue;
    for (const file of listFiles(dir)) {
      const stat = statSync(path.join(dir, file));
      facts[path.join(output, file).split(path.sep).join('/')] = { size: stat.size, mtimeMs: stat.mtimeMs };
    }
  }
  return facts;
}

/** The facts, read now, of the files a stamp lists (null for a missing one). */
export function readListedOutputs(distDir: string, files: readonly string[]): Record<string, FileFacts | null> {
  return Object.fromEntries(
    files.map((file) => {
      const full = path.join(distDir, file);
      if (!existsSync(full)) return [file, null];
      const stat = statSync(full);
      return [file, { size: stat.size, mtimeMs: stat.mtimeMs }];
    }),
  );
}

export function readStamp(file: string): BuildStamp | null {
  try {
    const stamp = JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildStamp>;
    return stamp.version === 1 && stamp.steps && typeof stamp.steps === 'object' ? (stamp as BuildStamp) : null;
  } catch {
    return null;
  }
}

/** Every file under dir, relative to it, sorted (node_modules folders left out). */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((f) => !f.split(path.sep).includes('node_modules'))
    .sort();
}
