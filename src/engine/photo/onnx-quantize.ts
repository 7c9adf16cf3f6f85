// Static 8-bit quantization of the float32 IS-Net graph, in the QDQ form onnxruntime fuses into
// QLinearConv: every Conv's weights become int8 per output channel (symmetric, scale = max|w| / levels:
// 127 where the CPU has VNNI, 63 elsewhere — see REDUCED_WEIGHT_LEVELS)
// with a DequantizeLinear in front, its bias int32 at the input scale × the weight scale, and each
// activation a Conv reads — and each Relu output after a Conv — passes a QuantizeLinear /
// DequantizeLinear pair (uint8, asymmetric) whose range was measured on real food photos
// (`npm run calibrate:segmenter`, written to isnet-ranges.json; the rare extreme values of each are
// clipped, so the common ones get finer steps). onnxruntime then runs the
// convolutions in uint8 × int8 (VNNI where the CPU has it) and drops the Relu into the quantized
// range. Measured on 2 cores at 640²: 0.69 s → 0.29 s per inference, the session ~45 MB of weights
// instead of ~176 MB, and the mask ≥ 0.98 IoU of the float32 one on every hand-masked photo
// (mean 0.997); see the engine README.
import { fields, lengthDelimited, nodeInfo, stringField, text, varintField, type NodeInfo } from './onnx-graph.ts';

/** Activation ranges measured at one inference size: tensor name → [min, max]. */
export interface ActivationRanges {
  inferenceSize: number;
  photos: number;
  ranges: Record<string, [number, number]>;
}

// Field numbers and enums from onnx.proto.
const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const GRAPH_INITIALIZER = 5;
const GRAPH_INPUT = 11;
const GRAPH_OUTPUT = 12;
const VALUE_INFO_NAME = 1;
const TENSOR_DIMS = 1;
const TENSOR_DATA_TYPE = 2;
const TENSOR_FLOAT_DATA = 4;
const TENSOR_NAME = 8;
const TENSOR_RAW_DATA = 9;
const NODE_INPUT = 1;
const NODE_OUTPUT = 2;
const NODE_NAME = 3;
const NODE_OP_TYPE = 4;
const NODE_ATTRIBUTE = 5;
const ATTRIBUTE_NAME = 1;
const ATTRIBUTE_I = 3;
const ATTRIBUTE_TYPE = 20;
const ATTRIBUTE_TYPE_INT = 2;
const FLOAT = 1;
const UINT8 = 2;
/**
 * Without VNNI (AVX2, as on an AMD EPYC here) onnxruntime's uint8 × int8 kernel adds pairs of
 * products in int16, which saturates with full-range weights — a test's output was 0.04 off where
 * VNNI gave < 0.02 — so there weights use 7 of int8's bits (±63; onnxruntime's own quantizer calls
 * this reduce_range). With VNNI the sums are 32-bit and all 8 bits serve (±127): on the 64 photos
 * the mask's mean distance from float32's falls from 0.89 to 0.51 levels of 255 (CLIP_SHARE).
 */
export const REDUCED_WEIGHT_LEVELS = 63;
export const FULL_WEIGHT_LEVELS = 127;

/** Whether /proc/cpuinfo's flags name VNNI (AVX-512 VNNI or AVX-VNNI): 32-bit sums of uint8 × int8 products. */
export function hasVnni(cpuinfo: string): boolean {
  return /^flags\s*:.*\b(avx512_vnni|avx_vnni)\b/m.test(cpuinfo);
}
const INT8 = 3;
const INT32 = 6;


function tensorProto(name: string, dataType: number, dims: readonly number[], raw: ArrayBufferView): Buffer {
  const bytes = new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
  return Buffer.concat([...dims.map((d) => varintField(TENSOR_DIMS, d)), varintField(TENSOR_DATA_TYPE, dataType), stringField(TENSOR_NAME, name), lengthDelimited(TENSOR_RAW_DATA, bytes)]);
}

function nodeProto(op: string, inputs: readonly string[], outputs: readonly string[], axis?: number): Buffer {
  const attributes =
    axis === undefined ? [] : [lengthDelimited(NODE_ATTRIBUTE, Buffer.concat([stringField(ATTRIBUTE_NAME, 'axis'), varintField(ATTRIBUTE_I, axis), varintField(ATTRIBUTE_TYPE, ATTRIBUTE_TYPE_INT)]))];
  return Buffer.concat([
    ...inputs.map((i) => stringField(NODE_INPUT, i)),
    ...outputs.map((o) => stringField(NODE_OUTPUT, o)),
    stringField(NODE_NAME, `${outputs[0]}/${op}`),
    stringField(NODE_OP_TYPE, op),
    ...attributes,
  ]);
}

interface Initializer {
  name: string;
  dataType: number;
  dims: number[];
  raw: Uint8Array;
}

function readInitializer(tensor: Uint8Array): Initializer {
  const t: Initializer = { name: '', dataType: 0, dims: [], raw: new Uint8Array() };
  for (const f of fields(tensor)) {
    if (f.field === TENSOR_DIMS && f.wire === 0) t.dims.push(Number(f.value));
    else if (f.field === TENSOR_DIMS && f.wire === 2) for (const d of packedVarints(f.value)) t.dims.push(d);
    else if (f.field === TENSOR_DATA_TYPE && f.wire === 0) t.dataType = Number(f.value);
    else if (f.field === TENSOR_NAME && f.wire === 2) t.name = text(f.value);
    else if (f.field === TENSOR_RAW_DATA && f.wire === 2) t.raw = f.value;
    else if (f.field === TENSOR_FLOAT_DATA) throw new Error('float tensors stored as float_data are not supported');
  }
  return t;
}

function packedVarints(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let value = 0n;
  let shift = 0n;
  for (const byte of bytes) {
    value |= BigInt(byte & 0x7f) << shift;
    shift += 7n;
    if ((byte & 0x80) === 0) {
      out.push(Number(value));
      value = 0n;
      shift = 0n;
    }
  }
  return out;
}

/** Float32 values of an initializer (copied: raw data inside a protobuf need not be aligned). */
function floats(t: Initializer): Float32Array {
  return new Float32Array(t.raw.buffer.slice(t.raw.byteOffset, t.raw.byteOffset + t.raw.byteLength));
}

function graphField(model: Uint8Array): Uint8Array {
  for (const m of fields(model)) if (m.field === MODEL_GRAPH && m.wire === 2) return m.value;
  throw new Error('ONNX model has no graph');
}

function graphNodes(graph: Uint8Array): NodeInfo[] {
  const nodes: NodeInfo[] = [];
  for (const g of fields(graph)) if (g.field === GRAPH_NODE && g.wire === 2) nodes.push(nodeInfo(g.value));
  return nodes;
}

function replaceGraph(model: Uint8Array, graph: Buffer): Buffer {
  const parts: Uint8Array[] = [];
  for (const m of fields(model)) parts.push(m.field === MODEL_GRAPH && m.wire === 2 ? lengthDelimited(MODEL_GRAPH, graph) : model.subarray(m.start, m.end));
  return Buffer.concat(parts);
}

/** The activations that get a quantize/dequantize pair: each Conv's input and each Relu output after a Conv. */
export function quantizableActivations(model: Uint8Array): string[] {
  const nodes = graphNodes(graphField(model));
  const convOutputs = new Set(nodes.filter((n) => n.op === 'Conv').map((n) => n.outputs[0]!));
  const names = new Set<string>();
  for (const n of nodes) {
    if (n.op === 'Conv') names.add(n.inputs[0]!);
    else if (n.op === 'Relu' && convOutputs.has(n.inputs[0]!)) names.add(n.outputs[0]!);
  }
  return [...names];
}

/** The model with the named tensors added as float outputs, to measure their ranges (calibration). */
export function withActivationOutputs(model: Uint8Array, names: readonly string[]): Buffer {
  const graph = graphField(model);
  const floatTensorType = lengthDelimited(1, varintField(1, FLOAT)); // TypeProto.tensor_type.elem_type
  const outputs = names.map((name) => lengthDelimited(GRAPH_OUTPUT, Buffer.concat([stringField(1, name), lengthDelimited(2, floatTensorType)])));
  return replaceGraph(model, Buffer.concat([graph, ...outputs]));
}

/**
 * The share of an activation's values left outside its range at each end, per calibration photo: a
 * few extreme values would otherwise stretch the 256 steps over a span the rest never use. Measured
 * on the 64 photos against float32 (the mask's mean distance, levels of 255), 7-bit weights: whole
 * ranges 0.94, clipped 0.89; 8-bit weights: whole 0.65, clipped 1e-4 0.61, 1e-5 0.51, 1e-6 0.61.
 */
export const CLIP_SHARE = 1e-5;
const CLIP_BINS = 8192;

/**
 * The range of one photo's activation with CLIP_SHARE of its values clipped at each end (read from
 * a histogram of CLIP_BINS bins, so within 1/8192 of the span); an activation that is never
 * negative (a Relu's output) keeps its low end.
 */
export function clippedRange(values: Float32Array, clipShare = CLIP_SHARE): [number, number] {
  let low = Infinity;
  let high = -Infinity;
  for (const v of values) {
    if (v < low) low = v;
    if (v > high) high = v;
  }
  const span = high - low;
  if (!(span > 0)) return [low, high];
  const bins = new Float64Array(CLIP_BINS);
  const perUnit = CLIP_BINS / span;
  for (const v of values) bins[Math.min(CLIP_BINS - 1, Math.floor((v - low) * perUnit))]! += 1;
  const allowed = clipShare * values.length;
  let top = CLIP_BINS - 1;
  for (let seen = bins[top]!; top > 0 && seen <= allowed; seen += bins[top]!) top -= 1;
  let bottom = 0;
  if (low < 0) for (let seen = bins[0]!; bottom < top && seen <= allowed; seen += bins[bottom]!) bottom += 1;
  return [low < 0 ? low + bottom / perUnit : low, Math.min(high, low + (top + 1) / perUnit)];
}

/** uint8 scale and zero point for a range (widened to hold 0, as the ONNX operators require). */
export function activationQuantization([min, max]: readonly [number, number]): { scale: number; zeroPoint: number } {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  const scale = (high - low) / 255 || 1e-8;
  return { scale, zeroPoint: Math.min(255, Math.max(0, Math.round(-low / scale))) };
}

/**
 * Returns the float32 model in QDQ form with every Conv's weights int8 (±weightLevels) and the
 * measured activations quantized. Throws when an activation the graph quantizes has no range (the
 * ranges were measured on another graph) or when a Conv's weights are not float32 initializers.
 */
export function quantizeStatic(model: Uint8Array, ranges: Record<string, readonly [number, number]>, weightLevels = REDUCED_WEIGHT_LEVELS): Buffer {
  if (!Number.isInteger(weightLevels) || weightLevels < 1 || weightLevels > FULL_WEIGHT_LEVELS) throw new RangeError(`weight levels must be 1..${FULL_WEIGHT_LEVELS}`);
  const graph = graphField(model);
  const nodes = graphNodes(graph);
  const activations = new Map<string, { scale: number; zeroPoint: number }>();
  for (const name of quantizableActivations(model)) {
    const range = ranges[name];
    if (!range) throw new Error(`no measured range for activation ${name}: re-run npm run calibrate:segmenter`);
    if (range.length !== 2 || !range.every(Number.isFinite) || range[0] > range[1]) throw new Error(`bad range for activation ${name}`);
    activations.set(name, activationQuantization(range));
  }
  const initializers = new Map<string, Initializer>();
  for (const g of fields(graph)) {
    if (g.field !== GRAPH_INITIALIZER || g.wire !== 2) continue;
    const t = readInitializer(g.value);
    initializers.set(t.name, t);
  }

  const added: Buffer[] = [];
  const weightNodes: Buffer[] = [];
  const replaced = new Set<string>();
  for (const conv of nodes) {
    if (conv.op !== 'Conv') continue;
    const input = activations.get(conv.inputs[0]!)!;
    const weight = initializers.get(conv.inputs[1]!);
    if (!weight || weight.dataType !== FLOAT || replaced.has(weight.name)) throw new Error(`Conv ${conv.outputs[0]} has no float32 weights of its own`);
    const channels = weight.dims[0]!;
    const w = floats(weight);
    const perChannel = w.length / channels;
    const weightScale = new Float32Array(channels);
    const quantized = new Int8Array(w.length);
    for (let c = 0; c < channels; c += 1) {
      let largest = 0;
      for (let i = c * perChannel; i < (c + 1) * perChannel; i += 1) largest = Math.max(largest, Math.abs(w[i]!));
      const scale = largest / weightLevels || 1e-8;
      weightScale[c] = scale;
      for (let i = c * perChannel; i < (c + 1) * perChannel; i += 1) quantized[i] = Math.max(-weightLevels, Math.min(weightLevels, Math.round(w[i]! / scale)));
    }
    const name = weight.name;
    added.push(tensorProto(`${name}_int8`, INT8, weight.dims, quantized), tensorProto(`${name}_scale`, FLOAT, [channels], weightScale), tensorProto(`${name}_zero`, INT8, [channels], new Int8Array(channels)));
    // The dequantized weights keep the initializer's name, so the Conv itself is unchanged.
    weightNodes.push(nodeProto('DequantizeLinear', [`${name}_int8`, `${name}_scale`, `${name}_zero`], [name], 0));
    replaced.add(name);

    const bias = conv.inputs[2] ? initializers.get(conv.inputs[2]) : undefined;
    if (!bias) continue;
    if (bias.dataType !== FLOAT || replaced.has(bias.name)) throw new Error(`Conv ${conv.outputs[0]} has no float32 bias of its own`);
    const b = floats(bias);
    const biasScale = new Float32Array(channels);
    const biasQuantized = new Int32Array(channels);
    for (let c = 0; c < channels; c += 1) {
      biasScale[c] = input.scale * weightScale[c]!;
      biasQuantized[c] = Math.round(b[c]! / biasScale[c]!);
    }
    added.push(tensorProto(`${bias.name}_int32`, INT32, [channels], biasQuantized), tensorProto(`${bias.name}_scale`, FLOAT, [channels], biasScale), tensorProto(`${bias.name}_zero`, INT32, [channels], new Int32Array(channels)));
    weightNodes.push(nodeProto('DequantizeLinear', [`${bias.name}_int32`, `${bias.name}_scale`, `${bias.name}_zero`], [bias.name], 0));
    replaced.add(bias.name);
  }
  for (const [name, q] of activations) {
    added.push(tensorProto(`${name}_qscale`, FLOAT, [], new Float32Array([q.scale])), tensorProto(`${name}_qzero`, UINT8, [], new Uint8Array([q.zeroPoint])));
  }

  // Consumers read the dequantized activation; the pair follows the node that makes it.
  const renamed = (name: string) => (activations.has(name) ? `${name}_dq` : name);
  const pairAfter = (output: string): Buffer[] => {
    const params = [`${output}_qscale`, `${output}_qzero`];
    return [
      lengthDelimited(GRAPH_NODE, nodeProto('QuantizeLinear', [output, ...params], [`${output}_q`])),
      lengthDelimited(GRAPH_NODE, nodeProto('DequantizeLinear', [`${output}_q`, ...params], [`${output}_dq`])),
    ];
  };
  const graphInputs: string[] = [];
  for (const g of fields(graph)) {
    if (g.field !== GRAPH_INPUT || g.wire !== 2) continue;
    for (const f of fields(g.value)) if (f.field === VALUE_INFO_NAME && f.wire === 2) graphInputs.push(text(f.value));
  }
  const parts: Uint8Array[] = [];
  let first = true;
  for (const g of fields(graph)) {
    if (g.field === GRAPH_INITIALIZER && g.wire === 2) {
      if (!replaced.has(readInitializer(g.value).name)) parts.push(graph.subarray(g.start, g.end));
      continue;
    }
    if (g.field !== GRAPH_NODE || g.wire !== 2) {
      parts.push(graph.subarray(g.start, g.end));
      continue;
    }
    if (first) {
      for (const n of weightNodes) parts.push(lengthDelimited(GRAPH_NODE, n));
      for (const input of graphInputs) if (activations.has(input)) parts.push(...pairAfter(input));
      first = false;
    }
    const node: Uint8Array[] = [];
    for (const f of fields(g.value)) node.push(f.field === NODE_INPUT && f.wire === 2 ? stringField(NODE_INPUT, renamed(text(f.value))) : g.value.subarray(f.start, f.end));
    parts.push(lengthDelimited(GRAPH_NODE, Buffer.concat(node)));
    for (const output of nodeInfo(g.value).outputs) if (activations.has(output)) parts.push(...pairAfter(output));
  }
  for (const tensor of added) parts.push(lengthDelimited(GRAPH_INITIALIZER, tensor));
  return replaceGraph(model, Buffer.concat(parts));
}
