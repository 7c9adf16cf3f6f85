import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HEAP_MODULE = fileURLToPath(new URL('./worker-heap.ts', import.meta.url));

/**
 * In a fresh process (V8 flags are process-wide): a worker thread that churns short-lived JS objects
 * as the engine's analysis does (point lists that outlive a step or two, so some are promoted), with
 * async steps between, and counts its full (major) collections.
 */
function majorCollections(sized: boolean): number {
  const worker = `
    const { parentPort } = require('node:worker_threads');
    const { PerformanceObserver, constants } = require('node:perf_hooks');
    let major = 0;
    const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) major += 1; });
    observer.observe({ entryTypes: ['gc'] });
    (async () => {
      const recent = [];
      for (let i = 0; i < 200; i += 1) {
        const points = [];
        for (let k = 0; k < 50000; k += 1) points.push({ x: k, y: i });
        recent.push(points);
        if (recent.length > 4) recent.shift();
        await new Promise((resolve) => setImmediate(resolve));
      }
      setTimeout(() => { observer.disconnect(); parentPort.postMessage(major); }, 50);
    })();
  `;
  const script = `
    const { Worker } = await import('node:worker_threads');
    ${sized ? `(await import(${JSON.stringify(HEAP_MODULE)})).sizeEngineWorkerHeaps();` : ''}
    const w = new Worker(${JSON.stringify(worker)}, { eval: true, execArgv: [] });
    w.on('message', (n) => { console.log(n); w.terminate(); });
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  return Number(out.trim());
}

describe('the engine worker heap', () => {
  it('collects the analysis\'s object churn in far fewer full collections once sized', () => {
    const plain = majorCollections(false);
    const sized = majorCollections(true);
    expect(plain).toBeGreaterThanOrEqual(5);
    expect(sized).toBeLessThanOrEqual(plain / 2);
  }, 60_000);
});
