// A stand-in for the engine worker in the pool's own tests. An art titled "<ms>" holds its thread
// that long in JavaScript (a busy loop, which stopping the thread interrupts); titled "native:<ms>",
// in a blocking system call (which stopping does not interrupt, like resvg or onnxruntime). With
// FAKE_ENGINE_FAIL_START set when a worker starts, that worker fails to load, as a broken install would.
import { execFileSync } from 'node:child_process';
import type { GenerateArtResult } from '../../src/engine/art/generate.ts';
import type { ArtTask, WarmUpResult, WarmUpTask } from '../../src/engine/photo/photo.worker.ts';

if (process.env.FAKE_ENGINE_FAIL_START) throw new Error('the engine worker failed to start');

export default function runSlowTask(task: ArtTask | WarmUpTask): GenerateArtResult | WarmUpResult {
  if ('warmUp' in task) return { warmedUp: true, ms: 0 };
  const [mode, value] = task.art.texts.title.includes(':') ? task.art.texts.title.split(':') : ['js', task.art.texts.title];
  const ms = Number(value);
  if (mode === 'native') execFileSync('sleep', [String(ms / 1000)]);
  else for (const until = Date.now() + ms; Date.now() < until; );
  return { png: new Uint8Array([1]) as Buffer, width: 1, height: 1, productCutout: false, logoPng: null, brandColors: [], timings: { total: ms } };
}
