// `npm run build`: every step of scripts/build-plan.ts (the SPA with its precompressed files, then the
// database snapshot and the seed's images), stamping each in dist/.build-stamp.json.
// `npm start` runs it with `--if-stale`: a step whose stamp shows it current is skipped, so a restart
// with nothing changed costs only the server's own start.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUILD_STEPS,
  STAMP_FILE_NAME,
  buildFingerprint,
  decideStep,
  hashInputs,
  readListedOutputs,
  readOutputs,
  readStamp,
  type BuildStamp,
} from './build-plan.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
const STAMP_FILE = path.join(DIST, STAMP_FILE_NAME);

const ifStale = process.argv.includes('--if-stale');
const stamp: BuildStamp = readStamp(STAMP_FILE) ?? { version: 1, steps: {} };
const fingerprint = buildFingerprint();

function saveStamp() {
  mkdirSync(DIST, { recursive: true });
  writeFileSync(STAMP_FILE, `${JSON.stringify(stamp, null, 2)}\n`);
}

for (const step of BUILD_STEPS) {
  const inputs = hashInputs(ROOT, step.inputs, fingerprint);
  const recorded = stamp.steps[step.name];
  const decision = ifStale
    ? decideStep(recorded, inputs, readListedOutputs(DIST, Object.keys(recorded?.outputs ?? {})))
    : { build: true as const, reason: 'asked for' };
  if (!decision.build) {
    console.log(`build: ${step.name} is current, skipped`);
    continue;
  }
  console.log(`build: ${step.name} (${decision.reason})`);
  // Forget the step before it runs: an interrupted build must never look current.
  delete stamp.steps[step.name];
  saveStamp();
  const [command, ...args] = step.command;
  const result = spawnSync(command!, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build: ${step.name} failed`);
    process.exit(result.status ?? 1);
  }
  stamp.steps[step.name] = { inputs, outputs: readOutputs(DIST, step.outputs) };
  saveStamp();
}
