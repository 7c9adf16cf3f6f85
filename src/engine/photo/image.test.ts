import { describe, expect, it } from 'vitest';
import { turnClockwise } from './image.ts';

describe('turnClockwise', () => {
  it('turns an image a quarter clockwise: its top row becomes its right column', () => {
    // 3×2 RGB: pixel values encode their position (10·row + column) in every channel.
    const values = [0, 1, 2, 10, 11, 12];
    const rgb = { data: Buffer.from(values.flatMap((v) => [v, v, v])), width: 3, height: 2 };
    const turned = turnClockwise(rgb, 3);
    expect([turned.width, turned.height]).toEqual([2, 3]);
    // Rows of the turned image, read left to right: the old bottom row runs down the left column.
    const pixel = (x: number, y: number) => turned.data[(y * turned.width + x) * 3]!;
    expect([0, 1, 2].map((y) => [pixel(0, y), pixel(1, y)])).toEqual([
      [10, 0],
      [11, 1],
      [12, 2],
    ]);
  });

  it('turns a one-channel mask the same way, and four turns give the image back', () => {
    const gray = { data: Buffer.from([1, 2, 3, 4, 5, 6]), width: 2, height: 3 };
    const once = turnClockwise(gray, 1);
    expect([once.width, once.height, [...once.data]]).toEqual([3, 2, [5, 3, 1, 6, 4, 2]]);
    let back = once;
    for (let k = 0; k < 3; k += 1) back = turnClockwise(back, 1);
    expect([back.width, back.height, [...back.data]]).toEqual([2, 3, [1, 2, 3, 4, 5, 6]]);
  });
});
