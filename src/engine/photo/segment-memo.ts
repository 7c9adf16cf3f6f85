// The same photo is segmented once. Foto Pro's free pre-check and the paid generation that follows it
// hand the engine byte-identical photos (the generation names the photo the check staged), and
// "Aplicar Outro Estilo" sends it again: the model's ~0.4 s would be spent two or three times on the
// same pixels. The segmenter's answer is kept for the last few inputs, keyed by a hash of the pixels it
// was given (the matte-size guide, so any path to the same pixels hits), and handed out as a copy.
import { createHash } from 'node:crypto';
import type { Segmenter } from './photo.types.ts';

/** Masks kept (each ~0.3 MB at the 640 px matte size): a few users' check-then-generate pairs. */
export const SEGMENT_MEMO_ENTRIES = 8;

type Rgb = Parameters<Segmenter['segment']>[0];

function keyOf({ data, width, height }: Rgb): string {
  return createHash('sha1').update(`${width}x${height}:`).update(data).digest('base64');
}

/** `segmenter`, answering an input it has seen among its last `entries` from memory. */
export function memoizeSegmenter(segmenter: Segmenter, entries = SEGMENT_MEMO_ENTRIES): Segmenter {
  // A Map iterates in insertion order: the first key is the least recently used.
  const memo = new Map<string, Promise<Buffer>>();
  return {
    async segment(rgb) {
      const key = keyOf(rgb);
      let mask = memo.get(key);
      if (mask) {
        memo.delete(key);
      } else {
        mask = segmenter.segment(rgb);
        // A failure is not remembered: the next call asks the model again.
        mask.catch(() => memo.delete(key));
      }
      memo.set(key, mask);
      while (memo.size > entries) memo.delete(memo.keys().next().value!);
      return Buffer.from(await mask);
    },
  };
}
