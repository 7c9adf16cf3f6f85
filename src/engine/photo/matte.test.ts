import { describe, expect, it } from 'vitest';
import { decodePhoto } from './decode.ts';
import { fitInside, resizeRgb } from './image.ts';
import { alphaBox, analyseMatte, refineMatte } from './matte.ts';
import { MATTE_MAX_SIDE } from './photo.constants.ts';
import { CENTRED_DISH, dishMask, fakeSegmenter, makeDishPhoto, maskIoU, type DishShape } from './synthetic-dish.fixture.ts';

async function runMatte(shape: DishShape, fake: Parameters<typeof fakeSegmenter>[1] = {}) {
  const { working } = await decodePhoto(await makeDishPhoto({ shape }));
  const size = fitInside(working.width, working.height, MATTE_MAX_SIDE);
  const guide = await resizeRgb(working, size.width, size.height, 'cubic');
  const probability = await fakeSegmenter(shape, fake).segment(guide);
  const analysis = analyseMatte({ data: probability, width: guide.width, height: guide.height });
  return { working, guide, analysis, probability };
}

describe('analyseMatte + refineMatte', () => {
  it('turns a coarse, ghosted, specked mask into the dish with IoU ≥ 0.9', async () => {
    const { working, guide, analysis, probability } = await runMatte(CENTRED_DISH, { foodProbability: 70, speck: true, modelSize: 120 });
    const truth = await dishMask(CENTRED_DISH, working.width, working.height);
    const rawTruth = await dishMask(CENTRED_DISH, guide.width, guide.height);
    // The raw mask is poor: the food is ghosted (below half) and there is a speck.
    expect(maskIoU(probability, rawTruth)).toBeLessThan(0.85);
    const alpha = refineMatte(analysis, guide, working);
    expect(maskIoU(alpha.data, truth)).toBeGreaterThanOrEqual(0.9);
    expect(analysis.items).toBe(1);
    expect(analysis.touchesEdge).toBe(false);
  });

  it('makes the inside of the dish solid and leaves the table transparent', async () => {
    const { working, guide, analysis } = await runMatte(CENTRED_DISH, { foodProbability: 40 });
    const alpha = refineMatte(analysis, guide, working);
    const at = (fx: number, fy: number) => alpha.data[Math.round(fy * working.height) * working.width + Math.round(fx * working.width)]!;
    expect(at(0.47, 0.5)).toBe(255); // ghosted food, now solid
    expect(at(0.5, 0.75)).toBe(255); // plate
    expect(at(0.05, 0.05)).toBe(0); // table
    expect(at(0.95, 0.9)).toBe(0);
  });

  it('keeps a second item and measures coverage', async () => {
    const twoItems: DishShape = {
      plate: { cx: 0.33, cy: 0.5, rx: 0.2, ry: 0.25 },
      food: [{ cx: 0.75, cy: 0.5, r: 0.1 }],
    };
    const { analysis } = await runMatte(twoItems);
    expect(analysis.items).toBe(2);
    const expected = Math.PI * 0.2 * 0.25 + (Math.PI * 0.1 * 0.1 * 800 * 800) / (800 * 600);
    expect(analysis.coverage).toBeGreaterThan(expected * 0.9);
    expect(analysis.coverage).toBeLessThan(expected * 1.1);
  });

  it('drops a second item cut by the frame when the main dish is whole', async () => {
    const cutSide: DishShape = { plate: { cx: 0.4, cy: 0.5, rx: 0.25, ry: 0.3 }, food: [{ cx: 0.98, cy: 0.5, r: 0.08 }] };
    const { analysis } = await runMatte(cutSide);
    expect(analysis.items).toBe(1);
    expect(analysis.touchesEdge).toBe(false);
  });

  it('flags a dish cut by the photo edge, a close-up and an empty mask', async () => {
    const cut = await runMatte({ plate: { cx: 0.5, cy: 0.9, rx: 0.3, ry: 0.3 }, food: [] });
    expect(cut.analysis.touchesEdge).toBe(true);
    expect(cut.analysis.edgeShares.bottom).toBeGreaterThan(0.3);
    const closeUp = await runMatte({ plate: { cx: 0.5, cy: 0.5, rx: 0.75, ry: 0.75 }, food: [] });
    expect(closeUp.analysis.coverage).toBeGreaterThan(0.9);
    const empty = analyseMatte({ data: Buffer.alloc(64 * 48), width: 64, height: 48 });
    expect(empty.coverage).toBe(0);
    expect(empty.box).toBeNull();
    expect(alphaBox({ data: Buffer.alloc(16), width: 4, height: 4 })).toBeNull();
  });
});
