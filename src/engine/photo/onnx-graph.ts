// Minimal ONNX (protobuf) surgery for the bundled IS-Net model, in plain TypeScript so no protobuf
// package is needed. The exported IS-Net declares a fixed 1024×1024 input and bakes the spatial
// size of every upsampling step into Constant nodes (`Concat(Shape[0:2], Constant[h, w])` feeding a
// Resize). `resizeIsNetInput` rescales those constants and the declared input/output shapes, drops
// the stale `value_info` shape annotations and the side outputs we never read, so one session runs
// the same weights at e.g. 640×640 — ~2.5× faster, and it keeps whole plates better (measured on
// the shared food photos). Only protobuf wire format is handled: varints and length-delimited fields.

export type Field =
  | { field: number; wire: 0; value: bigint; start: number; end: number }
  | { field: number; wire: 1 | 5; value: Uint8Array; start: number; end: number }
  | { field: number; wire: 2; value: Uint8Array; start: number; end: number };

function readVarint(buf: Uint8Array, pos: number): [bigint, number] {
  let result = 0n;
  let shift = 0n;
  for (;;) {
    const byte = buf[pos];
    if (byte === undefined) throw new Error('truncated protobuf varint');
    pos += 1;
    result |= BigInt(byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return [result, pos];
    shift += 7n;
  }
}

export function* fields(buf: Uint8Array): Generator<Field> {
  let pos = 0;
  while (pos < buf.length) {
    const start = pos;
    const [key, next] = readVarint(buf, pos);
    pos = next;
    const field = Number(key >> 3n);
    const wire = Number(key & 7n);
    if (wire === 0) {
      const [value, after] = readVarint(buf, pos);
      pos = after;
      yield { field, wire, value, start, end: pos };
    } else if (wire === 1 || wire === 5) {
      const size = wire === 1 ? 8 : 4;
      yield { field, wire, value: buf.subarray(pos, pos + size), start, end: pos + size };
      pos += size;
    } else if (wire === 2) {
      const [length, after] = readVarint(buf, pos);
      pos = after;
      const end = pos + Number(length);
      if (end > buf.length) throw new Error('truncated protobuf field');
      yield { field, wire, value: buf.subarray(pos, end), start, end };
      pos = end;
    } else {
      throw new Error(`unsupported protobuf wire type ${wire}`);
    }
  }
}

export function varint(n: number | bigint): Buffer {
  let v = BigInt(n);
  const out: number[] = [];
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v) byte |= 0x80;
    out.push(byte);
  } while (v);
  return Buffer.from(out);
}

export const lengthDelimited = (field: number, payload: Uint8Array): Buffer =>
  Buffer.concat([varint((field << 3) | 2), varint(payload.length), payload]);
/** A length-delimited UTF-8 string field, and a varint field (protobuf wire types 2 and 0). */
export const stringField = (field: number, value: string): Buffer => lengthDelimited(field, Buffer.from(value, 'utf8'));
export const varintField = (field: number, value: number | bigint): Buffer => Buffer.concat([varint(field << 3), varint(value)]);
const rawField = (buf: Uint8Array, f: Field): Uint8Array => buf.subarray(f.start, f.end);
export const text = (bytes: Uint8Array): string => Buffer.from(bytes).toString('utf8');

// Field numbers from onnx.proto.
const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const GRAPH_INPUT = 11;
const GRAPH_OUTPUT = 12;
const GRAPH_VALUE_INFO = 13;
const NODE_INPUT = 1;
const NODE_OUTPUT = 2;
const NODE_OP_TYPE = 4;
const NODE_ATTRIBUTE = 5;
const ATTRIBUTE_TENSOR = 5;
const TENSOR_DATA_TYPE = 2;
const TENSOR_RAW_DATA = 9;
const TENSOR_INT64 = 7;
const VALUE_INFO_NAME = 1;
const VALUE_INFO_TYPE = 2;
const TYPE_TENSOR = 1;
const TENSOR_TYPE_SHAPE = 2;
const SHAPE_DIM = 1;
const DIM_VALUE = 1;

/** The native square input size of the exported IS-Net. */
export const ISNET_NATIVE_SIZE = 1024;
/** Spatial sizes inside IS-Net go down to 1/64 of the input. */
const ISNET_SIZE_STEP = 64;

export interface NodeInfo {
  op: string;
  inputs: string[];
  outputs: string[];
}

export function nodeInfo(node: Uint8Array): NodeInfo {
  const info: NodeInfo = { op: '', inputs: [], outputs: [] };
  for (const f of fields(node)) {
    if (f.wire !== 2) continue;
    if (f.field === NODE_OP_TYPE) info.op = text(f.value);
    else if (f.field === NODE_INPUT) info.inputs.push(text(f.value));
    else if (f.field === NODE_OUTPUT) info.outputs.push(text(f.value));
  }
  return info;
}

/** Rewrites a Constant node's int64 tensor, multiplying element i by scale[i]. */
function scaleConstant(node: Uint8Array, scale: readonly number[]): Buffer {
  const parts: Uint8Array[] = [];
  for (const f of fields(node)) {
    if (f.field !== NODE_ATTRIBUTE || f.wire !== 2) {
      parts.push(rawField(node, f));
      continue;
    }
    const attribute: Uint8Array[] = [];
    for (const a of fields(f.value)) {
      if (a.field !== ATTRIBUTE_TENSOR || a.wire !== 2) {
        attribute.push(rawField(f.value, a));
        continue;
      }
      const tensor: Uint8Array[] = [];
      let dataType = 0;
      for (const t of fields(a.value)) if (t.field === TENSOR_DATA_TYPE && t.wire === 0) dataType = Number(t.value);
      if (dataType !== TENSOR_INT64) throw new Error('IS-Net resize constant is not int64');
      for (const t of fields(a.value)) {
        if (t.field !== TENSOR_RAW_DATA || t.wire !== 2) {
          tensor.push(rawField(a.value, t));
          continue;
        }
        const values = Buffer.from(t.value);
        if (values.length / 8 !== scale.length) throw new Error('IS-Net resize constant has an unexpected length');
        for (let i = 0; i < scale.length; i += 1) {
          const scaled = Number(values.readBigInt64LE(i * 8)) * scale[i]!;
          if (!Number.isInteger(scaled)) throw new Error(`IS-Net size ${scaled} is not whole`);
          values.writeBigInt64LE(BigInt(scaled), i * 8);
        }
        tensor.push(lengthDelimited(TENSOR_RAW_DATA, values));
      }
      attribute.push(lengthDelimited(ATTRIBUTE_TENSOR, Buffer.concat(tensor)));
    }
    parts.push(lengthDelimited(NODE_ATTRIBUTE, Buffer.concat(attribute)));
  }
  return Buffer.concat(parts);
}

/** Sets the last two dims (H, W) of a tensor ValueInfo to the given values. */
function resizeValueInfo(info: Uint8Array, height: number, width: number): Buffer {
  const rewrite = (buf: Uint8Array, depth: number): Buffer => {
    const parts: Uint8Array[] = [];
    const dims = depth === 3 ? [...fields(buf)].filter((f) => f.field === SHAPE_DIM).length : 0;
    let dimIndex = 0;
    for (const f of fields(buf)) {
      const descend =
        f.wire === 2 &&
        ((depth === 0 && f.field === VALUE_INFO_TYPE) || (depth === 1 && f.field === TYPE_TENSOR) || (depth === 2 && f.field === TENSOR_TYPE_SHAPE));
      if (descend) {
        parts.push(lengthDelimited(f.field, rewrite(f.value, depth + 1)));
      } else if (depth === 3 && f.field === SHAPE_DIM) {
        const spatial = dimIndex - (dims - 2);
        dimIndex += 1;
        if (spatial < 0) parts.push(rawField(buf, f));
        else parts.push(lengthDelimited(SHAPE_DIM, varintField(DIM_VALUE, spatial === 0 ? height : width)));
      } else {
        parts.push(rawField(buf, f));
      }
    }
    return Buffer.concat(parts);
  };
  return rewrite(info, 0);
}

function valueInfoName(info: Uint8Array): string {
  for (const f of fields(info)) if (f.field === VALUE_INFO_NAME && f.wire === 2) return text(f.value);
  return '';
}

/** Reads the declared input shape of the first graph input (numbers, or null for symbolic dims). */
export function readInputShape(model: Uint8Array): (number | null)[] {
  for (const m of fields(model)) {
    if (m.field !== MODEL_GRAPH || m.wire !== 2) continue;
    for (const g of fields(m.value)) {
      if (g.field !== GRAPH_INPUT || g.wire !== 2) continue;
      const dims: (number | null)[] = [];
      const walk = (buf: Uint8Array, depth: number): void => {
        for (const f of fields(buf)) {
          if (f.wire !== 2) continue;
          if ((depth === 0 && f.field === VALUE_INFO_TYPE) || (depth === 1 && f.field === TYPE_TENSOR) || (depth === 2 && f.field === TENSOR_TYPE_SHAPE)) {
            walk(f.value, depth + 1);
          } else if (depth === 3 && f.field === SHAPE_DIM) {
            let value: number | null = null;
            for (const d of fields(f.value)) if (d.field === DIM_VALUE && d.wire === 0) value = Number(d.value);
            dims.push(value);
          }
        }
      };
      walk(g.value, 0);
      return dims;
    }
  }
  return [];
}

const GRAPH_INITIALIZER = 5;
const ATTRIBUTE_INT = 3;
const TENSOR_INT32_DATA = 5;
const TYPE_ELEM_TYPE = 1;
const ONNX_FLOAT = 1;
const ONNX_FLOAT16 = 10;

/** IEEE half → single, for every 16-bit pattern. */
let halfToFloat: Float32Array | undefined;
function halfTable(): Float32Array {
  if (halfToFloat) return halfToFloat;
  const table = new Float32Array(65_536);
  const bits = new Uint32Array(table.buffer);
  for (let h = 0; h < 65_536; h += 1) {
    const sign = (h & 0x8000) << 16;
    let exponent = (h >> 10) & 0x1f;
    let mantissa = h & 0x3ff;
    if (exponent === 0x1f) bits[h] = sign | 0x7f800000 | (mantissa << 13);
    else if (exponent > 0) bits[h] = sign | ((exponent - 15 + 127) << 23) | (mantissa << 13);
    else if (mantissa === 0) bits[h] = sign;
    else {
      // Subnormal half: normalise.
      exponent = 127 - 15 + 1;
      while ((mantissa & 0x400) === 0) {
        mantissa <<= 1;
        exponent -= 1;
      }
      bits[h] = sign | (exponent << 23) | ((mantissa & 0x3ff) << 13);
    }
  }
  halfToFloat = table;
  return table;
}

/**
 * The widened model is written in two passes, so its ~176 MB exist once: messages become lists of
 * pieces — bytes copied as they are, or float16 data that is written as float32 (twice as long).
 */
class HalfData {
  constructor(readonly half: Uint8Array) {}
}
type Piece = Uint8Array | HalfData;
const pieceLength = (p: Piece) => (p instanceof HalfData ? p.half.length * 2 : p.length);
const piecesLength = (pieces: Piece[]) => pieces.reduce((sum, p) => sum + pieceLength(p), 0);
const delimited = (field: number, pieces: Piece[]): Piece[] => [varint((field << 3) | 2), varint(piecesLength(pieces)), ...pieces];

/**
 * Returns a copy of the IS-Net model that takes a `size`×`size` input (a multiple of 64) and has
 * the single output `output` of the same size, widened to float32 when asked (see widenFloat16).
 * Throws if the graph is not the expected IS-Net.
 */
export function resizeIsNetInput(model: Uint8Array, size: number, options: { keepOutput?: string; float32?: boolean } = {}): Buffer {
  const keepOutput = options.keepOutput ?? 'output';
  if (!Number.isInteger(size) || size < ISNET_SIZE_STEP || size % ISNET_SIZE_STEP !== 0) {
    throw new RangeError(`IS-Net input size must be a multiple of ${ISNET_SIZE_STEP}`);
  }
  const shape = readInputShape(model);
  if (shape.length !== 4 || shape[2] !== ISNET_NATIVE_SIZE || shape[3] !== ISNET_NATIVE_SIZE) {
    throw new Error(`not the expected IS-Net graph (input ${JSON.stringify(shape)})`);
  }
  const scale = size / ISNET_NATIVE_SIZE;
  const top: Piece[] = [];
  for (const m of fields(model)) {
    if (m.field !== MODEL_GRAPH || m.wire !== 2) {
      top.push(rawField(model, m));
      continue;
    }
    const graph = m.value;
    const nodes: NodeInfo[] = [];
    for (const g of fields(graph)) if (g.field === GRAPH_NODE && g.wire === 2) nodes.push(nodeInfo(g.value));
    // Constants concatenated into a Resize's `sizes` input (index 3) hold the target H and W.
    const resizeSizes = new Set(nodes.filter((n) => n.op === 'Resize' && n.inputs[3]).map((n) => n.inputs[3]!));
    const constants = new Set(nodes.filter((n) => n.op === 'Constant').map((n) => n.outputs[0]!));
    const sizeConstants = new Set<string>();
    for (const n of nodes) {
      if (n.op !== 'Concat' || !resizeSizes.has(n.outputs[0]!)) continue;
      for (const input of n.inputs) if (constants.has(input)) sizeConstants.add(input);
    }
    if (sizeConstants.size === 0) throw new Error('not the expected IS-Net graph (no resize constants)');
    const parts: Uint8Array[] = [];
    let keptOutputs = 0;
    let index = 0;
    for (const g of fields(graph)) {
      if (g.field === GRAPH_VALUE_INFO) continue;
      if (g.field === GRAPH_NODE && g.wire === 2) {
        const node = nodes[index]!;
        index += 1;
        parts.push(sizeConstants.has(node.outputs[0]!) ? lengthDelimited(GRAPH_NODE, scaleConstant(g.value, [scale, scale])) : rawField(graph, g));
      } else if (g.field === GRAPH_INPUT && g.wire === 2) {
        parts.push(lengthDelimited(GRAPH_INPUT, resizeValueInfo(g.value, size, size)));
      } else if (g.field === GRAPH_OUTPUT && g.wire === 2) {
        if (valueInfoName(g.value) !== keepOutput) continue;
        keptOutputs += 1;
        parts.push(lengthDelimited(GRAPH_OUTPUT, resizeValueInfo(g.value, size, size)));
      } else {
        parts.push(rawField(graph, g));
      }
    }
    if (keptOutputs !== 1) throw new Error(`IS-Net graph has no output named ${keepOutput}`);
    // Each part is one whole graph field: widened one by one, the float16 graph is never copied.
    const graphPieces: Piece[] = [];
    for (const part of parts) {
      if (!options.float32) graphPieces.push(part);
      else for (const g of fields(part)) for (const piece of widenGraphField(part, g)) graphPieces.push(piece);
    }
    for (const piece of delimited(MODEL_GRAPH, graphPieces)) top.push(piece);
  }
  // The graph is ~88 MB (float16) or ~176 MB (float32): written once, into the final buffer.
  return assemble(top);
}

/** A TensorProto with float16 data as float32; other tensors as they are. */
function widenTensor(tensor: Uint8Array): Piece[] {
  let dataType = 0;
  for (const t of fields(tensor)) if (t.field === TENSOR_DATA_TYPE && t.wire === 0) dataType = Number(t.value);
  if (dataType !== ONNX_FLOAT16) return [tensor];
  const pieces: Piece[] = [];
  for (const t of fields(tensor)) {
    if (t.field === TENSOR_DATA_TYPE) pieces.push(varint(TENSOR_DATA_TYPE << 3), varint(ONNX_FLOAT));
    else if (t.field === TENSOR_RAW_DATA && t.wire === 2) pieces.push(...delimited(TENSOR_RAW_DATA, [new HalfData(t.value)]));
    else if (t.field === TENSOR_INT32_DATA) throw new Error('float16 tensors stored as int32_data are not supported');
    else pieces.push(rawField(tensor, t));
  }
  return pieces;
}

/** A NodeProto with Cast(to=float16) made Cast(to=float) and float16 tensor attributes widened. */
function widenNode(node: Uint8Array): Piece[] {
  const cast = nodeInfo(node).op === 'Cast';
  const pieces: Piece[] = [];
  for (const f of fields(node)) {
    if (f.field !== NODE_ATTRIBUTE || f.wire !== 2) {
      pieces.push(rawField(node, f));
      continue;
    }
    const attribute: Piece[] = [];
    for (const a of fields(f.value)) {
      if (cast && a.field === ATTRIBUTE_INT && a.wire === 0 && a.value === BigInt(ONNX_FLOAT16)) attribute.push(varint(ATTRIBUTE_INT << 3), varint(ONNX_FLOAT));
      else if (a.field === ATTRIBUTE_TENSOR && a.wire === 2) attribute.push(...delimited(ATTRIBUTE_TENSOR, widenTensor(a.value)));
      else attribute.push(rawField(f.value, a));
    }
    pieces.push(...delimited(NODE_ATTRIBUTE, attribute));
  }
  return pieces;
}

/** A ValueInfoProto whose tensor element type float16 becomes float. */
function widenValueInfo(info: Uint8Array): Piece[] {
  const rewrite = (buf: Uint8Array, depth: number): Piece[] => {
    const pieces: Piece[] = [];
    for (const f of fields(buf)) {
      if (f.wire === 2 && ((depth === 0 && f.field === VALUE_INFO_TYPE) || (depth === 1 && f.field === TYPE_TENSOR))) pieces.push(...delimited(f.field, rewrite(f.value, depth + 1)));
      else if (depth === 2 && f.field === TYPE_ELEM_TYPE && f.wire === 0 && f.value === BigInt(ONNX_FLOAT16)) pieces.push(varint(TYPE_ELEM_TYPE << 3), varint(ONNX_FLOAT));
      else pieces.push(rawField(buf, f));
    }
    return pieces;
  };
  return rewrite(info, 0);
}

/**
 * Returns the model with every float16 weight, constant, cast and declared type made float32. The
 * CPU provider has no float16 kernels for most of IS-Net: given the float16 graph, onnxruntime casts
 * the weights itself and keeps the float16 originals, the float32 copies and the blocked layouts it
 * builds from them (a session peaked at ~1.1 GB); widened here it peaks at ~0.75 GB and runs a
 * little faster, with no activation casts between layers. Twice the bytes in, only while loading.
 */
export function widenFloat16(model: Uint8Array): Buffer {
  const pieces: Piece[] = [];
  for (const m of fields(model)) {
    if (m.field !== MODEL_GRAPH || m.wire !== 2) {
      pieces.push(rawField(model, m));
      continue;
    }
    const graph: Piece[] = [];
    for (const g of fields(m.value)) for (const piece of widenGraphField(m.value, g)) graph.push(piece);
    for (const piece of delimited(MODEL_GRAPH, graph)) pieces.push(piece);
  }
  return assemble(pieces);
}

/** One field of a GraphProto, widened (nodes, initializers, declared inputs, outputs and value infos). */
function widenGraphField(graph: Uint8Array, g: Field): Piece[] {
  if (g.wire !== 2) return [rawField(graph, g)];
  if (g.field === GRAPH_NODE) return delimited(GRAPH_NODE, widenNode(g.value));
  if (g.field === GRAPH_INITIALIZER) return delimited(GRAPH_INITIALIZER, widenTensor(g.value));
  if (g.field === GRAPH_INPUT || g.field === GRAPH_OUTPUT || g.field === GRAPH_VALUE_INFO) return delimited(g.field, widenValueInfo(g.value));
  return [rawField(graph, g)];
}

/** Writes the pieces into one buffer, float16 data as float32. */
function assemble(pieces: Piece[]): Buffer {
  const out = Buffer.allocUnsafe(piecesLength(pieces));
  const target = new DataView(out.buffer, out.byteOffset, out.length);
  let at = 0;
  for (const p of pieces) {
    if (!(p instanceof HalfData)) {
      out.set(p, at);
      at += p.length;
      continue;
    }
    const table = halfTable();
    const view = new DataView(p.half.buffer, p.half.byteOffset, p.half.length);
    for (let i = 0; i < p.half.length; i += 2, at += 4) target.setFloat32(at, table[view.getUint16(i, true)]!, true);
  }
  return out;
}
