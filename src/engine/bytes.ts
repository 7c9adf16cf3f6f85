// Bytes that crossed a worker thread boundary arrive as plain Uint8Arrays (structured clone drops the
// Buffer class): view them as a Buffer again, without copying.
export function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
