// The same photo is looked at once. Foto Pro's early upload (when the engine is idle), its free
// pre-check and the paid generation that follows hand the engine byte-identical photos (they all name
// the photo the upload staged), and "Aplicar Outro Estilo" sends it again: the model's ~0.4 s would be
// spent three or four times on the same pixels. The segmenter's answer is kept for the last few inputs,
// keyed by a hash of the pixels it was given (the matte-size guide, so any path to the same pixels
// hits), and handed out as a copy; the pre-check's whole answer is kept the same way, by the photo's
// bytes and the platform.
import { createHash } from 'node:crypto';
import type { Segmenter } from './photo.types.ts';

/** Masks kept (each ~0.3 MB at the 640 px matte size): a few users' upload-check-generate runs. */
export const SEGMENT_MEMO_ENTRIES = 8;

/** A hash of `parts` (strings and bytes), as a memory's key. */
export function digest(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return hash.digest('base64');
}

/**
 * `run`, answering a key it has seen among its last `entries` from memory (least recently used out
 * first); a failure is not remembered. `copy` is applied to every answer handed out.
 */
export function memoizeAsync<A extends unknown[], R>(keyOf: (...args: A) => string, run: (...args: A) => Promise<R>, entries: number, copy: (value: R) => R = (value) => value) {
  // A Map iterates in insertion order: the first key is the least recently used.
  const memo = new Map<string, Promise<R>>();
  return async (...args: A): Promise<R> => {
    const key = keyOf(...args);
    let answer = memo.get(key);
    if (answer) {
      memo.delete(key);
    } else {
      answer = run(...args);
      answer.catch(() => memo.delete(key));
    }
    memo.set(key, answer);
    while (memo.size > entries) memo.delete(memo.keys().next().value!);
    return copy(await answer);
  };
}

type Rgb = Parameters<Segmenter['segment']>[0];

/** `segmenter`, answering an input it has seen among its last `entries` from memory. */
export function memoizeSegmenter(segmenter: Segmenter, entries = SEGMENT_MEMO_ENTRIES): Segmenter {
  const segment = memoizeAsync(
    ({ data, width, height }: Rgb) => digest(`${width}x${height}:`, data),
    (rgb: Rgb) => segmenter.segment(rgb),
    entries,
    (mask) => Buffer.from(mask),
  );
  return { segment };
}
