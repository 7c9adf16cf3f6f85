// Runs the S3 driver against a real S3-compatible server (s3rver) on 127.0.0.1: the same wire
// protocol as AWS S3 / MinIO / R2, no network and no credentials.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL, S3Storage } from './s3.storage.ts';
import { createStorage } from './storage.ts';
import { UnsafeKeyError, makeProductKey, makeResultKey } from './storage-keys.ts';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverCtor = new (options: Record<string, unknown>) => S3rverInstance;

const BUCKET = 'foodart';
let server: S3rverInstance;
let directory: string;
let endpoint: string;
let storage: S3Storage;

beforeAll(async () => {
  // s3rver ships no type declarations: import it through a non-literal specifier.
  const specifier: string = 's3rver';
  const { default: S3rver } = (await import(specifier)) as { default: S3rverCtor };
  directory = await mkdtemp(path.join(tmpdir(), 'foodart-s3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  storage = createStorage({
    driver: 's3',
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  }) as S3Storage;
});

afterAll(async () => {
  storage?.destroy();
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('S3 storage against s3rver', () => {
  it('is chosen by createStorage', () => {
    expect(storage.driver).toBe('s3');
  });

  it('pings the bucket', async () => {
    expect(await storage.ping()).toBe(true);
  });

  it('pings false for a missing bucket', async () => {
    const missing = new S3Storage({ bucket: 'nao-existe', region: 'us-east-1', endpoint, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    expect(await missing.ping()).toBe(false);
    missing.destroy();
  });

  it('round-trips bytes and the content type', async () => {
    const key = makeProductKey('webp');
    const body = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await storage.put(key, body, 'image/webp');
    const got = await storage.get(key);
    expect(got).not.toBeNull();
    expect(got!.body.equals(body)).toBe(true);
    expect(got!.contentType).toBe('image/webp');
  });

  it('stores objects as publicly cacheable and immutable', async () => {
    const key = makeResultKey('arts', 'png');
    await storage.put(key, Buffer.from('png bytes'), 'image/png');
    const response = await fetch(`${endpoint}/${BUCKET}/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('overwrites, deletes, and reads a missing key as null', async () => {
    const key = 'logos/1-ab.png';
    await storage.put(key, Buffer.from('one'), 'image/png');
    await storage.put(key, Buffer.from('two'), 'image/png');
    expect((await storage.get(key))?.body.toString()).toBe('two');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get('never/written.png')).toBeNull();
    await expect(storage.delete('never/written.png')).resolves.toBeUndefined();
  });

  it('rejects unsafe keys before any request', async () => {
    await expect(storage.put('../x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(UnsafeKeyError);
    await expect(storage.get('/x.png')).rejects.toThrow(UnsafeKeyError);
    await expect(storage.delete('a\\b')).rejects.toThrow(UnsafeKeyError);
  });

  it('builds public URLs from publicBaseUrl, else path-style from the endpoint', () => {
    expect(storage.publicUrl('products/1-ab.png')).toBe(`${endpoint}/${BUCKET}/products/1-ab.png`);
    const cdn = new S3Storage({ bucket: BUCKET, region: 'sa-east-1', publicBaseUrl: 'https://cdn.example.com/' });
    expect(cdn.publicUrl('arts/1-ab.png')).toBe('https://cdn.example.com/arts/1-ab.png');
    const aws = new S3Storage({ bucket: BUCKET, region: 'sa-east-1' });
    expect(aws.publicUrl('arts/1-ab.png')).toBe('https://foodart.s3.sa-east-1.amazonaws.com/arts/1-ab.png');
    cdn.destroy();
    aws.destroy();
  });
});
