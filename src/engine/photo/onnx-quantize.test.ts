import { InferenceSession, Tensor } from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { fields, lengthDelimited, nodeInfo, stringField as str, varintField as num } from './onnx-graph.ts';
import { activationQuantization, clippedRange, FULL_WEIGHT_LEVELS, hasVnni, quantizableActivations, quantizeStatic, REDUCED_WEIGHT_LEVELS, withActivationOutputs } from './onnx-quantize.ts';

// A tiny conv net written as ONNX protobuf: input [1,3,16,16] → Conv(8, 3×3) → Relu → Conv(1, 3×3) → Sigmoid.
const SIZE = 16;

function tensor(name: string, dims: number[], values: Float32Array): Buffer {
  return Buffer.concat([...dims.map((d) => num(1, d)), num(2, 1), str(8, name), lengthDelimited(9, new Uint8Array(values.buffer))]);
}
function valueInfo(name: string, dims: number[]): Buffer {
  const shape = Buffer.concat(dims.map((d) => lengthDelimited(1, num(1, d))));
  return Buffer.concat([str(1, name), lengthDelimited(2, lengthDelimited(1, Buffer.concat([num(1, 1), lengthDelimited(2, shape)])))]);
}
function node(op: string, inputs: string[], outputs: string[], attributes: Buffer[] = []): Buffer {
  return Buffer.concat([...inputs.map((i) => str(1, i)), ...outputs.map((o) => str(2, o)), str(4, op), ...attributes.map((a) => lengthDelimited(5, a))]);
}
const ints = (name: string, values: number[]) => Buffer.concat([str(1, name), ...values.map((v) => num(8, v)), num(20, 7)]);

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31 - 0.5;
  };
}

function tinyNet(): Buffer {
  const random = seeded(7);
  const w1 = Float32Array.from({ length: 8 * 3 * 9 }, () => random() * 0.8);
  const b1 = Float32Array.from({ length: 8 }, () => random() * 0.2);
  const w2 = Float32Array.from({ length: 8 * 9 }, () => random() * 0.5);
  const b2 = Float32Array.from({ length: 1 }, () => random() * 0.1);
  const pads = ints('pads', [1, 1, 1, 1]);
  const graph = Buffer.concat([
    lengthDelimited(1, node('Conv', ['input', 'w1', 'b1'], ['c1'], [pads])),
    lengthDelimited(1, node('Relu', ['c1'], ['r1'])),
    lengthDelimited(1, node('Conv', ['r1', 'w2', 'b2'], ['c2'], [pads])),
    lengthDelimited(1, node('Sigmoid', ['c2'], ['output'])),
    str(2, 'tiny'),
    lengthDelimited(5, tensor('w1', [8, 3, 3, 3], w1)),
    lengthDelimited(5, tensor('b1', [8], b1)),
    lengthDelimited(5, tensor('w2', [1, 8, 3, 3], w2)),
    lengthDelimited(5, tensor('b2', [1], b2)),
    lengthDelimited(11, valueInfo('input', [1, 3, SIZE, SIZE])),
    lengthDelimited(12, valueInfo('output', [1, 1, SIZE, SIZE])),
  ]);
  const opset = Buffer.concat([str(1, ''), num(2, 17)]);
  return Buffer.concat([num(1, 8), lengthDelimited(8, opset), lengthDelimited(7, graph)]);
}

function picture(seed: number): Float32Array {
  const random = seeded(seed);
  // A disc on a noisy ground, in IS-Net's input range.
  return Float32Array.from({ length: 3 * SIZE * SIZE }, (_, i) => {
    const p = i % (SIZE * SIZE);
    const inside = (Math.floor(p / SIZE) - 8) ** 2 + ((p % SIZE) - 8) ** 2 < 25;
    return (inside ? 0.35 : -0.2) + random() * 0.2;
  });
}

async function run(model: Uint8Array, input: Float32Array, names?: string[]): Promise<Record<string, Float32Array>> {
  const session = await InferenceSession.create(model, { intraOpNumThreads: 1, logSeverityLevel: 3 });
  try {
    const out = await session.run({ input: new Tensor('float32', input, [1, 3, SIZE, SIZE]) });
    return Object.fromEntries((names ?? session.outputNames).map((n) => [n, Float32Array.from(out[n]!.data as Float32Array)]));
  } finally {
    await session.release();
  }
}

/** The largest |value| of the model's int8 weight tensors. */
function largestInt8Weight(model: Uint8Array): number {
  let largest = 0;
  for (const m of fields(model)) {
    if (m.field !== 7 || m.wire !== 2) continue;
    for (const g of fields(m.value)) {
      if (g.field !== 5 || g.wire !== 2) continue;
      const parts = [...fields(g.value)];
      if (parts.find((f) => f.field === 2)?.value !== 3n) continue; // data type INT8
      const raw = parts.find((f) => f.field === 9)!.value as Uint8Array;
      for (const v of new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength)) largest = Math.max(largest, Math.abs(v));
    }
  }
  return largest;
}

function ops(model: Uint8Array): string[] {
  for (const m of fields(model)) if (m.field === 7 && m.wire === 2) return [...fields(m.value)].filter((g) => g.field === 1 && g.wire === 2).map((g) => nodeInfo(g.value as Uint8Array).op);
  return [];
}

describe('quantizeStatic', () => {
  it('quantizes what each Conv reads and each Relu after a Conv', () => {
    expect(quantizableActivations(tinyNet()).sort()).toEqual(['input', 'r1']);
  });

  it('gives nearly the float output with int8 weights, from ranges measured on other pictures', async () => {
    const model = tinyNet();
    const names = quantizableActivations(model);
    // Calibration: the activations' ranges over three pictures…
    const ranges: Record<string, [number, number]> = {};
    for (const seed of [1, 2, 3]) {
      const out = await run(withActivationOutputs(model, names), picture(seed), names);
      for (const name of names) {
        const values = out[name]!;
        const range = (ranges[name] ??= [Infinity, -Infinity]);
        for (const v of values) {
          range[0] = Math.min(range[0], v);
          range[1] = Math.max(range[1], v);
        }
      }
    }
    const quantized = quantizeStatic(model, ranges);
    // …the weights stored as int8 behind DequantizeLinear, the activations through a Q/DQ pair.
    expect(ops(quantized).filter((op) => op === 'DequantizeLinear')).toHaveLength(4 + names.length);
    expect(ops(quantized).filter((op) => op === 'QuantizeLinear')).toHaveLength(names.length);
    // …and a fourth picture comes out within a few levels of 255 of the float model.
    const input = picture(4);
    const exact = (await run(model, input)).output!;
    const approx = (await run(quantized, input)).output!;
    let worst = 0;
    for (let i = 0; i < exact.length; i += 1) worst = Math.max(worst, Math.abs(exact[i]! - approx[i]!));
    expect(worst).toBeLessThan(0.02);
    expect(worst).toBeGreaterThan(0); // it really ran quantized
  });

  it('stores weights at 7 bits unless told the CPU sums them in 32 bits', () => {
    const ranges = { input: [-0.5, 0.5] as [number, number], r1: [0, 2] as [number, number] };
    expect(largestInt8Weight(quantizeStatic(tinyNet(), ranges))).toBe(REDUCED_WEIGHT_LEVELS);
    expect(largestInt8Weight(quantizeStatic(tinyNet(), ranges, FULL_WEIGHT_LEVELS))).toBe(FULL_WEIGHT_LEVELS);
    expect(() => quantizeStatic(tinyNet(), ranges, 128)).toThrow(RangeError);
  });

  it('reads VNNI from the CPU flags only', () => {
    expect(hasVnni('processor\t: 0\nflags\t\t: fpu sse2 avx2 avx512f avx512_vnni avx512_bf16\n')).toBe(true);
    expect(hasVnni('flags\t\t: fpu sse2 avx avx2 fma avx_vnni\n')).toBe(true);
    expect(hasVnni('flags\t\t: fpu sse2 avx avx2 fma\nbugs\t\t: avx512_vnni_fake\n')).toBe(false);
    expect(hasVnni('')).toBe(false);
  });

  it("clips an activation's rare extremes, never a Relu's zero", () => {
    const random = seeded(3);
    const relu = Float32Array.from({ length: 200_000 }, (_, i) => (i < 2 ? 50 : Math.max(0, random() + 0.3)));
    const [low, high] = clippedRange(relu);
    expect(low).toBe(0);
    expect(high).toBeGreaterThan(0.79);
    expect(high).toBeLessThan(0.81); // not 50: two values in 200,000 are clipped
    const signed = Float32Array.from({ length: 200_000 }, (_, i) => (i < 2 ? -40 : i < 4 ? 40 : random()));
    const [sLow, sHigh] = clippedRange(signed);
    expect(sLow).toBeGreaterThan(-0.52);
    expect(sLow).toBeLessThan(-0.48);
    expect(sHigh).toBeGreaterThan(0.48);
    expect(sHigh).toBeLessThan(0.52);
    // With nothing to clip, the whole range.
    expect(clippedRange(signed, 0)).toEqual([-40, 40]);
  });

  it('refuses ranges measured on another graph', () => {
    expect(() => quantizeStatic(tinyNet(), { input: [-0.5, 0.5] })).toThrow(/no measured range for activation r1/);
    expect(() => quantizeStatic(tinyNet(), { input: [0.5, -0.5], r1: [0, 2] })).toThrow(/bad range/);
  });

  it('maps a range to uint8 with zero exactly representable', () => {
    expect(activationQuantization([0, 25.5])).toEqual({ scale: 0.1, zeroPoint: 0 });
    const { scale, zeroPoint } = activationQuantization([-0.5, 0.5]);
    expect(scale).toBeCloseTo(1 / 255);
    expect(zeroPoint).toBe(128);
    // A range above zero is widened down to it.
    expect(activationQuantization([2, 4]).zeroPoint).toBe(0);
  });
});
