import { describe, expect, it } from 'vitest';
import { decodePhoto } from './decode.ts';
import { fitInside, resizeRgb } from './image.ts';
import { analyseMatte, refineMatte } from './matte.ts';
import { readInputShape, resizeIsNetInput } from './onnx-graph.ts';
import { MATTE_MAX_SIDE } from './photo.constants.ts';
import { createOnnxSegmenter, resolveDefaultModel } from './segmenter.ts';
import { CENTRED_DISH, dishMask, makeDishPhoto, maskIoU } from './synthetic-dish.fixture.ts';

describe('the bundled IS-Net model', () => {
  it('is joined from the package chunks into one ONNX buffer with a 1024² input', async () => {
    const model = await resolveDefaultModel();
    expect(model.length).toBeGreaterThan(80_000_000);
    expect(readInputShape(model)).toEqual([1, 3, 1024, 1024]);
    expect(await resolveDefaultModel()).toBe(model);
  });

  it('can be resized to a smaller input, and refuses sizes the graph cannot take', async () => {
    const model = await resolveDefaultModel();
    expect(readInputShape(resizeIsNetInput(model, 512))).toEqual([1, 3, 512, 512]);
    expect(() => resizeIsNetInput(model, 600)).toThrow(RangeError);
    expect(() => resizeIsNetInput(resizeIsNetInput(model, 512), 640)).toThrow(/IS-Net/);
  });
});

describe('createOnnxSegmenter (real model)', () => {
  it('cuts a synthetic dish out of a textured table with IoU ≥ 0.9 after the matte', { timeout: 20_000 }, async () => {
    const segmenter = await createOnnxSegmenter({ threads: 2 });
    const { working } = await decodePhoto(await makeDishPhoto({ width: 800, height: 600 }));
    const size = fitInside(working.width, working.height, MATTE_MAX_SIDE);
    const guide = await resizeRgb(working, size.width, size.height, 'cubic');
    const probability = await segmenter.segment(guide);
    expect(probability.length).toBe(guide.width * guide.height);

    const analysis = analyseMatte({ data: probability, width: guide.width, height: guide.height });
    expect(analysis.touchesEdge).toBe(false);
    const alpha = refineMatte(analysis, guide, working);
    const truth = await dishMask(CENTRED_DISH, working.width, working.height);
    expect(maskIoU(alpha.data, truth)).toBeGreaterThanOrEqual(0.9);
  });
});
