import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorage, resolveLocalPath } from './local.storage.ts';
import { createStorage } from './create-storage.ts';
import type { Storage } from './storage.ts';
import { UnsafeKeyError, makeOriginalKey, makeProductKey } from './storage-keys.ts';

let root: string;
let storage: Storage;

beforeEach(async () => {
  root = path.join(await mkdtemp(path.join(tmpdir(), 'foodart-local-')), 'storage');
  storage = createStorage({ driver: 'local', root, publicBaseUrl: 'http://localhost:3000/' });
});

afterEach(async () => {
  await rm(path.dirname(root), { recursive: true, force: true });
});

describe('local storage', () => {
  it('is chosen by createStorage', () => {
    expect(storage.driver).toBe('local');
    expect(storage).toBeInstanceOf(LocalStorage);
  });

  it('round-trips bytes and derives the content type from the extension', async () => {
    const key = makeProductKey('png');
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put(key, body, 'image/png');
    const got = await storage.get(key);
    expect(got?.body.equals(body)).toBe(true);
    expect(got?.contentType).toBe('image/png');
    expect((await stat(path.join(root, key))).isFile()).toBe(true);
  });

  it('overwrites an existing key atomically and leaves no temp files', async () => {
    const key = 'original-1-ab-foto.jpg';
    await storage.put(key, Buffer.from('first'), 'image/jpeg');
    await storage.put(key, Buffer.from('second'), 'image/jpeg');
    expect((await storage.get(key))?.body.toString()).toBe('second');
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('deletes, and a deleted or missing key reads as null', async () => {
    const key = 'logos/1-ab.png';
    await storage.put(key, Buffer.from('x'), 'image/png');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get('never/written.png')).toBeNull();
    await expect(storage.delete('never/written.png')).resolves.toBeUndefined();
  });

  it('rejects traversal and unsafe keys on every operation', async () => {
    for (const key of ['../escape.png', 'a/../../escape.png', '/etc/passwd', 'a\\b.png', '.tmp/x']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(UnsafeKeyError);
      await expect(storage.get(key)).rejects.toThrow(UnsafeKeyError);
      await expect(storage.delete(key)).rejects.toThrow(UnsafeKeyError);
      expect(() => storage.publicUrl(key)).toThrow(UnsafeKeyError);
    }
    expect(await readdir(path.dirname(root))).toEqual([]);
  });

  it('builds public URLs under /storage/foodart, absolute or relative', () => {
    expect(storage.publicUrl('products/1-ab.png')).toBe('http://localhost:3000/storage/foodart/products/1-ab.png');
    const relative = createStorage({ driver: 'local', root, publicBaseUrl: '' });
    expect(relative.publicUrl('products/1-ab.png')).toBe('/storage/foodart/products/1-ab.png');
  });

  it('hands out the same URL to view any key (the server checks the session for private ones), and finds keys back', async () => {
    const key = makeOriginalKey('prato.jpg');
    expect(await storage.viewUrl(key)).toBe(storage.publicUrl(key));
    expect(storage.keyOf(storage.publicUrl(key))).toBe(key);
    expect(storage.keyOf(`/storage/foodart/${key}`)).toBe(key);
    expect(storage.keyOf('https://outro.exemplo.com/storage/foodart/products/1-ab.png')).toBeNull();
    expect(storage.keyOf('/storage/foodart/%2e%2e/x.png')).toBeNull();
    expect(storage.keyOf('/storage/foodart/')).toBeNull();
  });

  it('pings true for a writable root (creating it) and false when the root is a file', async () => {
    expect(await storage.ping()).toBe(true);
    const file = path.join(path.dirname(root), 'not-a-dir');
    await writeFile(file, 'x');
    expect(await createStorage({ driver: 'local', root: file, publicBaseUrl: '' }).ping()).toBe(false);
  });
});

describe('resolveLocalPath', () => {
  it('returns an absolute path inside the root for a safe key', () => {
    expect(resolveLocalPath('/srv/data', 'products/1-ab.png')).toBe(path.resolve('/srv/data/products/1-ab.png'));
    expect(resolveLocalPath('relative/root', 'a.png')).toBe(path.resolve('relative/root/a.png'));
  });

  it('returns null for anything that could escape or is hidden', () => {
    for (const key of ['', '..', '../x.png', 'a/../../x.png', '/etc/passwd', 'a\\..\\x', '.tmp/abc', 'a/%2e%2e/x', 'a\u0000.png']) {
      expect(resolveLocalPath('/srv/data', key)).toBeNull();
    }
  });
});
