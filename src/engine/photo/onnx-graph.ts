// Minimal ONNX (protobuf) surgery for the bundled IS-Net model, in plain TypeScript so no protobuf
// package is needed. The exported IS-Net declares a fixed 1024×1024 input and bakes the spatial
// size of every upsampling step into Constant nodes (`Concat(Shape[0:2], Constant[h, w])` feeding a
// Resize). `resizeIsNetInput` rescales those constants and the declared input/output shapes, drops
// the stale `value_info` shape annotations and the side outputs we never read, so one session runs
// the same weights at e.g. 640×640 — ~2.5× faster, and it keeps whole plates better (measured on
// the shared food photos). Only protobuf wire format is handled: varints and length-delimited fields.

type Field =
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

function* fields(buf: Uint8Array): Generator<Field> {
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

function varint(n: number | bigint): Buffer {
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

const lengthDelimited = (field: number, payload: Uint8Array): Buffer =>
  Buffer.concat([varint((field << 3) | 2), varint(payload.length), payload]);
const rawField = (buf: Uint8Array, f: Field): Uint8Array => buf.subarray(f.start, f.end);
const text = (bytes: Uint8Array): string => Buffer.from(bytes).toString('utf8');

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

interface NodeInfo {
  op: string;
  inputs: string[];
  outputs: string[];
}

function nodeInfo(node: Uint8Array): NodeInfo {
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
        else parts.push(lengthDelimited(SHAPE_DIM, Buffer.concat([varint(DIM_VALUE << 3), varint(spatial === 0 ? height : width)])));
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

/**
 * Returns a copy of the IS-Net model that takes a `size`×`size` input (a multiple of 64) and has
 * the single output `output` of the same size. Throws if the graph is not the expected IS-Net.
 */
export function resizeIsNetInput(model: Uint8Array, size: number, keepOutput = 'output'): Buffer {
  if (!Number.isInteger(size) || size < ISNET_SIZE_STEP || size % ISNET_SIZE_STEP !== 0) {
    throw new RangeError(`IS-Net input size must be a multiple of ${ISNET_SIZE_STEP}`);
  }
  const shape = readInputShape(model);
  if (shape.length !== 4 || shape[2] !== ISNET_NATIVE_SIZE || shape[3] !== ISNET_NATIVE_SIZE) {
    throw new Error(`not the expected IS-Net graph (input ${JSON.stringify(shape)})`);
  }
  const scale = size / ISNET_NATIVE_SIZE;
  const top: Uint8Array[] = [];
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
    // The graph is ~88 MB: write its header and parts straight into the one final buffer.
    const graphLength = parts.reduce((sum, part) => sum + part.length, 0);
    top.push(varint((MODEL_GRAPH << 3) | 2), varint(graphLength), ...parts);
  }
  return Buffer.concat(top);
}
