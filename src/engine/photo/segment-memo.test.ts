import { describe, expect, it } from 'vitest';
import type { Segmenter } from './photo.types.ts';
import { memoizeSegmenter } from './segment-memo.ts';

/** A fake model that counts its calls and answers a mask derived from the pixels. */
function countingSegmenter(fail = false) {
  const calls: number[] = [];
  const segmenter: Segmenter = {
    async segment(rgb) {
      calls.push(rgb.data[0]!);
      if (fail && calls.length === 1) throw new Error('model crashed');
      return Buffer.alloc(rgb.width * rgb.height, rgb.data[0]!);
    },
  };
  return { segmenter, calls };
}

const image = (value: number, width = 4, height = 3) => ({ data: Buffer.alloc(width * height * 3, value), width, height });

describe('memoizeSegmenter', () => {
  it('runs the model once for the same pixels, and again for other pixels or another size', async () => {
    const { segmenter, calls } = countingSegmenter();
    const memo = memoizeSegmenter(segmenter);
    const first = await memo.segment(image(7));
    const again = await memo.segment(image(7));
    expect(again.equals(first)).toBe(true);
    expect(calls).toEqual([7]);
    await memo.segment(image(9));
    await memo.segment(image(7, 3, 4));
    expect(calls).toEqual([7, 9, 7]);
  });

  it('hands out copies: a caller that writes into its mask does not change the next answer', async () => {
    const memo = memoizeSegmenter(countingSegmenter().segmenter);
    const first = await memo.segment(image(5));
    first.fill(0);
    expect((await memo.segment(image(5)))[0]).toBe(5);
  });

  it('forgets the least recently used input beyond its size', async () => {
    const { segmenter, calls } = countingSegmenter();
    const memo = memoizeSegmenter(segmenter, 2);
    await memo.segment(image(1));
    await memo.segment(image(2));
    await memo.segment(image(1)); // 1 is now the most recent
    await memo.segment(image(3)); // evicts 2
    await memo.segment(image(1));
    await memo.segment(image(2));
    expect(calls).toEqual([1, 2, 3, 2]);
  });

  it('does not remember a failure', async () => {
    const { segmenter, calls } = countingSegmenter(true);
    const memo = memoizeSegmenter(segmenter);
    await expect(memo.segment(image(4))).rejects.toThrow('model crashed');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await memo.segment(image(4)))[0]).toBe(4);
    expect(calls).toEqual([4, 4]);
  });
});
