// Push-pull inpainting: fills unknown pixels from their known neighbourhood, smoothly. Used to paint
// over cutlery on a dish (cutlery.ts) and to continue a table beyond a photo's border (extend.ts).

/** An image of colours (3 per pixel) and how known each pixel is (0 unknown … 1 known). */
export interface Canvas {
  width: number;
  height: number;
  colour: Float32Array;
  weight: Float32Array;
}

/**
 * Fills every pixel of weight < 1 from its known neighbourhood (push-pull: the image halved
 * repeatedly, each level averaging only known pixels, then filled from the coarsest level up).
 * Known pixels (weight 1) are left as they are. In place.
 */
export function pushPull(canvas: Canvas): void {
  const levels: Canvas[] = [canvas];
  while (levels[levels.length - 1]!.width > 1 || levels[levels.length - 1]!.height > 1) {
    const fine = levels[levels.length - 1]!;
    const w = Math.max(1, Math.ceil(fine.width / 2));
    const h = Math.max(1, Math.ceil(fine.height / 2));
    const level: Canvas = { width: w, height: h, colour: new Float32Array(w * h * 3), weight: new Float32Array(w * h) };
    for (let y = 0; y < fine.height; y += 1) {
      for (let x = 0; x < fine.width; x += 1) {
        const p = y * fine.width + x;
        const weight = fine.weight[p]!;
        if (!weight) continue;
        const q = (y >> 1) * w + (x >> 1);
        level.weight[q]! += weight;
        for (let c = 0; c < 3; c += 1) level.colour[q * 3 + c]! += fine.colour[p * 3 + c]! * weight;
      }
    }
    for (let q = 0; q < w * h; q += 1) {
      const weight = level.weight[q]!;
      if (!weight) continue;
      for (let c = 0; c < 3; c += 1) level.colour[q * 3 + c]! /= weight;
      level.weight[q] = Math.min(1, weight);
    }
    levels.push(level);
  }
  for (let l = levels.length - 2; l >= 0; l -= 1) {
    const fine = levels[l]!;
    const coarse = levels[l + 1]!;
    for (let y = 0; y < fine.height; y += 1) {
      const gy = Math.min(coarse.height - 1, Math.max(0, (y - 0.5) / 2));
      const y0 = Math.floor(gy);
      const y1 = Math.min(coarse.height - 1, y0 + 1);
      const fy = gy - y0;
      for (let x = 0; x < fine.width; x += 1) {
        const p = y * fine.width + x;
        const weight = fine.weight[p]!;
        if (weight >= 1) continue;
        const gx = Math.min(coarse.width - 1, Math.max(0, (x - 0.5) / 2));
        const x0 = Math.floor(gx);
        const x1 = Math.min(coarse.width - 1, x0 + 1);
        const fx = gx - x0;
        const q00 = (y0 * coarse.width + x0) * 3;
        const q10 = (y0 * coarse.width + x1) * 3;
        const q01 = (y1 * coarse.width + x0) * 3;
        const q11 = (y1 * coarse.width + x1) * 3;
        const cc = coarse.colour;
        for (let c = 0; c < 3; c += 1) {
          const parent = (cc[q00 + c]! * (1 - fx) + cc[q10 + c]! * fx) * (1 - fy) + (cc[q01 + c]! * (1 - fx) + cc[q11 + c]! * fx) * fy;
          fine.colour[p * 3 + c] = fine.colour[p * 3 + c]! * weight + parent * (1 - weight);
        }
        fine.weight[p] = 1;
      }
    }
  }
}
