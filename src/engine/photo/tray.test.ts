import { describe, expect, it } from 'vitest';
import type { RgbImage } from './image.ts';
import { analyseMatte } from './matte.ts';
import { dropTray } from './tray.ts';

// A plate with food on a rectangular tray that runs off the bottom of the frame, at matte size. The
// model is sure of the plate (255) and less so of the tray (`trayProbability`), as IS-Net was on the
// hand-masked photo of a plate on a cutting board.
const W = 480;
const H = 640;
const plate = { cx: 240, cy: 250, r: 130 };
const inPlate = (x: number, y: number) => (x - plate.cx) ** 2 + (y - plate.cy) ** 2 < plate.r ** 2;
const inFood = (x: number, y: number) => (x - plate.cx) ** 2 + (y - plate.cy) ** 2 < 60 ** 2;
const inTray = (x: number, y: number) => x >= 60 && x < 420 && y >= 80;

function scene(trayProbability: number): { probability: Buffer; guide: RgbImage } {
  const probability = Buffer.alloc(W * H);
  const guide: RgbImage = { data: Buffer.alloc(W * H * 3), width: W, height: H };
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const colour = inFood(x, y) ? [170, 90, 40] : inPlate(x, y) ? [235, 235, 230] : inTray(x, y) ? [120, 130, 140] : [90, 60, 40];
      guide.data.set(colour, i * 3);
      probability[i] = inPlate(x, y) ? 255 : inTray(x, y) ? trayProbability : 0;
    }
  }
  return { probability, guide };
}

const plateIoU = (solid: Uint8Array) => {
  let both = 0;
  let union = 0;
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const p = inPlate(x, y);
      const s = solid[y * W + x] === 1;
      if (p && s) both += 1;
      if (p || s) union += 1;
    }
  }
  return both / union;
};

describe('trays', () => {
  it('cuts out the plate on a tray the frame cuts, without the tray', () => {
    const { probability, guide } = scene(200);
    const analysis = analyseMatte({ data: probability, width: W, height: H }, guide);
    expect(analysis.touchesEdge).toBe(false);
    expect(analysis.edgeShares.bottom).toBe(0);
    expect(plateIoU(analysis.solid)).toBeGreaterThan(0.95);
    expect(analysis.vessel).toBe(true);
  });

  it('keeps what the model is as sure of as the plate (a table of dishes, not a tray)', () => {
    const { probability } = scene(250);
    const mask = Uint8Array.from(probability, (p) => (p >= 115 ? 1 : 0));
    expect(dropTray(mask, probability, W, H)).toBe(false);
  });

  it('drops a board the model is sure of in patches, and keeps food round a sauce dish that it is sure of in part', () => {
    // Sure (250) over a share of the "tray" in bands, 200 elsewhere: a chopping board's glints read
    // ~10% sure; a plate of buns beside the sauce dish standing on it, ~30%.
    const partlySure = (share: number) => {
      const { probability } = scene(200);
      for (let y = 0; y < H; y += 1) {
        for (let x = 0; x < W; x += 1) if (!inPlate(x, y) && inTray(x, y) && y % 20 < share * 20) probability[y * W + x] = 250;
      }
      return probability;
    };
    const board = partlySure(0.1);
    expect(dropTray(Uint8Array.from(board, (p) => (p >= 115 ? 1 : 0)), board, W, H)).toBe(true);
    const buns = partlySure(0.3);
    expect(dropTray(Uint8Array.from(buns, (p) => (p >= 115 ? 1 : 0)), buns, W, H)).toBe(false);
  });

  it('keeps a plate the photo cut whose rim the model is less sure of than the food', () => {
    // The plate runs off the bottom; its food is sure, the rim less so: the mask's outline is an ellipse.
    const probability = Buffer.alloc(W * H);
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        const d2 = (x - 240) ** 2 + (y - 560) ** 2;
        probability[y * W + x] = d2 < 90 ** 2 ? 255 : d2 < 220 ** 2 ? 200 : 0;
      }
    }
    const mask = Uint8Array.from(probability, (p) => (p >= 115 ? 1 : 0));
    const before = mask.slice();
    expect(dropTray(mask, probability, W, H)).toBe(false);
    expect(mask).toEqual(before);
  });
});
