// Runs the S3 driver against a real S3-compatible server (s3rver) on 127.0.0.1: the same wire
// protocol as AWS S3 / MinIO / R2, no network and no credentials.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { S3RVER_BUCKET as BUCKET, startS3rver, type RunningS3rver } from '../../../../tests/helpers/s3rver.ts';
import { IMMUTABLE_CACHE_CONTROL, S3Storage, SIGNED_URL_TTL_SECONDS, s3ImageOrigins } from './s3.storage.ts';
import { createStorage } from './create-storage.ts';
import { PRIVATE_CACHE_CONTROL, UnsafeKeyError, makeLogoKey, makeOriginalKey, makeProductKey, makeResultKey } from './storage-keys.ts';

let server: RunningS3rver;
let endpoint: string;
let storage: S3Storage;

beforeAll(async () => {
  server = await startS3rver();
  endpoint = server.endpoint;
  storage = createStorage(server.config) as S3Storage;
});

afterAll(async () => {
  storage?.destroy();
  await server?.close();
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

  it("stores users' uploads as private, no-store and hands out a pre-signed URL for them", async () => {
    for (const key of [makeOriginalKey('Prato.jpg'), makeProductKey('jpg'), makeLogoKey('png')]) {
      await storage.put(key, Buffer.from(`bytes of ${key}`), 'image/jpeg');
      const url = new URL(await storage.viewUrl(key));
      expect(`${url.origin}${url.pathname}`).toBe(storage.publicUrl(key));
      expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
      expect(url.searchParams.get('X-Amz-Expires')).toBe(String(SIGNED_URL_TTL_SECONDS));
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
      expect(await response.text()).toBe(`bytes of ${key}`);
    }
  });

  it('refuses a pre-signed URL once it has expired', async () => {
    const key = makeOriginalKey('antiga.jpg');
    await storage.put(key, Buffer.from('x'), 'image/jpeg');
    // Signed as if an hour and a minute ago.
    vi.useFakeTimers({ toFake: ['Date'] });
    let stale: string;
    try {
      vi.setSystemTime(Date.now() - (SIGNED_URL_TTL_SECONDS + 60) * 1000);
      stale = await storage.viewUrl(key);
    } finally {
      vi.useRealTimers();
    }
    expect((await fetch(stale)).status).toBe(403);
    expect((await fetch(await storage.viewUrl(key))).status).toBe(200);
  });

  it('hands out the plain public URL for engine outputs, and finds keys back from public URLs', async () => {
    const key = makeResultKey('enhanced', 'jpg');
    expect(await storage.viewUrl(key)).toBe(storage.publicUrl(key));
    expect(storage.keyOf(storage.publicUrl(key))).toBe(key);
    expect(storage.keyOf(storage.publicUrl('logos/1-ab.png'))).toBe('logos/1-ab.png');
    expect(storage.keyOf('https://outro.exemplo.com/foodart/logos/1-ab.png')).toBeNull();
    expect(storage.keyOf(`${endpoint}/${BUCKET}/../x.png`)).toBeNull();
  });

  it('names every origin an image may come from, signed URLs included (for the CSP)', async () => {
    const key = makeOriginalKey('prato.jpg');
    const configs = [
      server.config,
      { ...server.config, forcePathStyle: false },
      { ...server.config, publicBaseUrl: 'https://cdn.exemplo.com.br/foodart' },
      { bucket: BUCKET, region: 'sa-east-1', accessKeyId: 'a', secretAccessKey: 'b' },
      { bucket: BUCKET, region: 'sa-east-1', forcePathStyle: true, accessKeyId: 'a', secretAccessKey: 'b', publicBaseUrl: 'https://cdn.exemplo.com.br' },
    ];
    for (const config of configs) {
      const store = new S3Storage(config);
      const origins = s3ImageOrigins(config);
      expect(origins, JSON.stringify(config)).toContain(new URL(await store.viewUrl(key)).origin);
      expect(origins).toContain(new URL(store.publicUrl(makeResultKey('arts', 'png'))).origin);
      store.destroy();
    }
    expect(s3ImageOrigins(configs[3]!)).toEqual(['https://foodart.s3.sa-east-1.amazonaws.com']);
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
