// An engine task or result as one JSON value and one byte string, for the queue's table: every
// Buffer or Uint8Array inside the value becomes `{ $blob: [offset, length] }` into the bytes, and back.
// Plain data only (objects, arrays, strings, numbers, booleans, null): what the engine's tasks and
// results are made of.

interface BlobRef {
  $blob: [offset: number, length: number];
}

export interface Packed {
  json: unknown;
  blob: Buffer;
}

const isBlobRef = (value: unknown): value is BlobRef =>
  typeof value === 'object' && value !== null && Array.isArray((value as BlobRef).$blob) && Object.keys(value).length === 1;

export function pack(value: unknown): Packed {
  const parts: Buffer[] = [];
  let offset = 0;
  const walk = (node: unknown): unknown => {
    if (node instanceof Uint8Array) {
      const bytes = Buffer.from(node.buffer, node.byteOffset, node.byteLength);
      parts.push(bytes);
      const ref: BlobRef = { $blob: [offset, bytes.length] };
      offset += bytes.length;
      return ref;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) if (child !== undefined) out[key] = walk(child);
      return out;
    }
    return node;
  };
  const json = walk(value);
  return { json, blob: Buffer.concat(parts) };
}

export function unpack<T>(json: unknown, blob: Buffer | null): T {
  const walk = (node: unknown): unknown => {
    if (isBlobRef(node)) {
      const [offset, length] = node.$blob;
      if (!blob || offset + length > blob.length) throw new Error('engine job: a blob reference points outside its bytes');
      // A copy: the caller may keep it after the row's bytes are gone.
      return Buffer.from(blob.subarray(offset, offset + length));
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) out[key] = walk(child);
      return out;
    }
    return node;
  };
  return walk(json) as T;
}
