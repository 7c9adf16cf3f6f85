// The engine worker's V8 heap. The photo engine's analysis churns ~250 MB of short-lived JS objects a
// photo (point lists, closures' boxed numbers) over a live heap of ~15 MB; the few that outlive a
// scavenge or two are promoted, and with V8's small starting old-generation limit (~38 MB) that
// started a full mark-compact every ~100 ms — ~5 a 1 MP photo, ~60–80 ms of pause and concurrent
// marking on a 2-core machine. Starting the old generation larger lets it run ~1 a photo
// (`--trace-gc`, 17 photos in one process: 77 → 16; ~100 ms faster a photo there, peak RSS unchanged).
import { setFlagsFromString } from 'node:v8';

/** The old generation's starting size (MB) for isolates created after `sizeEngineWorkerHeaps`. */
export const ENGINE_INITIAL_OLD_SPACE_MB = 128;

let sized = false;

/**
 * Call before starting the engine's worker threads: V8 reads the flag when it configures each new
 * isolate's heap (a Worker's `execArgv` cannot carry V8 flags, nor can NODE_OPTIONS carry this one).
 * The isolates already running keep theirs.
 */
export function sizeEngineWorkerHeaps(): void {
  if (sized) return;
  setFlagsFromString(`--initial-old-space-size=${ENGINE_INITIAL_OLD_SPACE_MB}`);
  sized = true;
}
