import { InferenceSession, Tensor } from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { decodePhoto } from './decode.ts';
import { fitInside, resizeRgb } from './image.ts';
import { analyseMatte, refineMatte } from './matte.ts';
import { readInputShape, resizeIsNetInput, widenFloat16 } from './onnx-graph.ts';
import { MATTE_MAX_SIDE } from './photo.constants.ts';
import { bundledModel, createOnnxSegmenter, resolveDefaultModel } from './segmenter.ts';
import { CENTRED_DISH, dishMask, makeDishPhoto, maskIoU } from '../../../tests/fixtures/synthetic-dish.ts';

describe('the bundled IS-Net model', () => {
  it('is joined from the package chunks into one ONNX buffer with a 1024² input', async () => {
    const model = await resolveDefaultModel();
    expect(model.length).toBeGreaterThan(80_000_000);
    expect(readInputShape(model)).toEqual([1, 3, 1024, 1024]);
  });

  it('can be resized to a smaller input, and refuses sizes the graph cannot take', async () => {
    const model = await resolveDefaultModel();
    expect(readInputShape(resizeIsNetInput(model, 512))).toEqual([1, 3, 512, 512]);
    expect(() => resizeIsNetInput(model, 600)).toThrow(RangeError);
    expect(() => resizeIsNetInput(resizeIsNetInput(model, 512), 640)).toThrow(/IS-Net/);
  });

  it('widened to float32 gives the same mask as the float16 weights', { timeout: 30_000 }, async () => {
    const model = await resolveDefaultModel();
    const half = resizeIsNetInput(model, 256);
    const full = widenFloat16(half);
    // Resizing and widening in one pass (what the segmenter loads) writes the same model.
    expect(resizeIsNetInput(model, 256, { float32: true }).equals(full)).toBe(true);
    // Every weight doubles in size: ~88 MB of float16 become ~176 MB of float32.
    expect(full.length - half.length).toBeGreaterThan(85_000_000);
    expect(readInputShape(full)).toEqual([1, 3, 256, 256]);
    const input = new Float32Array(3 * 256 * 256);
    // A bright disc on a darker ground, normalised like IS-Net's input.
    for (let y = 0; y < 256; y += 1) {
      for (let x = 0; x < 256; x += 1) {
        const inside = (x - 128) ** 2 + (y - 128) ** 2 < 70 ** 2;
        for (let c = 0; c < 3; c += 1) input[c * 65_536 + y * 256 + x] = inside ? 0.4 - c * 0.1 : -0.3 + ((x * 7 + y * 3) % 11) * 0.01;
      }
    }
    const run = async (model: Buffer) => {
      const session = await InferenceSession.create(model, { intraOpNumThreads: 2, enableCpuMemArena: false, logSeverityLevel: 3 });
      try {
        const out = await session.run({ [session.inputNames[0]!]: new Tensor('float32', input, [1, 3, 256, 256]) });
        return Float32Array.from(out[session.outputNames[0]!]!.data as Float32Array);
      } finally {
        await session.release();
      }
    };
    const a = await run(half);
    const b = await run(full);
    expect(b.length).toBe(a.length);
    let worst = 0;
    for (let i = 0; i < a.length; i += 1) worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
    expect(worst).toBeLessThan(0.02);
    expect(a[128 * 256 + 128]).toBeGreaterThan(0.5);
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
    // The arena reuses the buffers of one run in the next: the same photo gives the same mask.
    expect((await segmenter.segment(guide)).equals(probability)).toBe(true);
  });

  it('leaves no copy of the model to the garbage collector: a worker starts its first photo without ~0.27 GB of it', { timeout: 20_000 }, async () => {
    await createOnnxSegmenter({ threads: 2 });
    // The float32 model alone is ~176 MB of JS buffer before the session parses it.
    expect(process.memoryUsage().arrayBuffers).toBeLessThan(100_000_000);
  });
});

describe('the int8 IS-Net (SEGMENTATION_PRECISION=int8)', () => {
  it('holds int8 weights and draws the same dish as float32', { timeout: 60_000 }, async () => {
    const int8 = await bundledModel(640, 'int8');
    // ~176 MB of float32 weights become ~45 MB.
    expect(int8.length).toBeLessThan(60_000_000);
    const { working } = await decodePhoto(await makeDishPhoto({ width: 800, height: 600 }));
    const size = fitInside(working.width, working.height, MATTE_MAX_SIDE);
    const guide = await resizeRgb(working, size.width, size.height, 'cubic');
    const float = await (await createOnnxSegmenter({ threads: 2, precision: 'float32' })).segment(guide);
    const quantized = await (await createOnnxSegmenter({ threads: 2, precision: 'int8' })).segment(guide);
    expect(maskIoU(quantized, float)).toBeGreaterThanOrEqual(0.98);
    expect(Buffer.compare(quantized, float)).not.toBe(0);
  });

  it('exists only at the size its ranges were measured at', async () => {
    await expect(bundledModel(512, 'int8')).rejects.toThrow(/measured at 640/);
  });
});
