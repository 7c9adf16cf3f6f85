// Local-disk storage for the embedded default: one file per key under `root`, written atomically
// (temp file in `root/.tmp`, then rename) so a reader never sees half a file. The content type is
// derived from the key's extension, so the server can serve files with `resolveLocalPath` alone.
// Private keys get the same URL as public ones: the static route checks the session before serving them.

import { randomUUID } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LocalStorageConfig, Storage, StoredObject } from './storage.ts';
import { LOCAL_PUBLIC_PREFIX, assertSafeKey, contentTypeForKey, isSafeKey, keyAfterPrefix } from './storage-keys.ts';

/** Temp files live in a hidden folder: hidden segments are never valid keys, so never served. */
const TEMP_DIR = '.tmp';

/**
 * The absolute path of `key` inside `root`, or null when the key is unsafe or would escape the root.
 * Fastify-free so the static route can use it.
 */
export function resolveLocalPath(root: string, key: string): string | null {
  if (!isSafeKey(key)) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  return full.startsWith(base + path.sep) ? full : null;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

export class LocalStorage implements Storage {
  readonly driver = 'local' as const;
  readonly root: string;
  private readonly publicBaseUrl: string;

  constructor(config: Omit<LocalStorageConfig, 'driver'>) {
    this.root = path.resolve(config.root);
    this.publicBaseUrl = config.publicBaseUrl.replace(/\/+$/, '');
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    const full = resolveLocalPath(this.root, key);
    if (!full) throw new Error('Storage key escapes the storage root');
    return full;
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    const tempDir = path.join(this.root, TEMP_DIR);
    await Promise.all([mkdir(path.dirname(target), { recursive: true }), mkdir(tempDir, { recursive: true })]);
    const temp = path.join(tempDir, randomUUID());
    try {
      await writeFile(temp, body);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const full = this.pathOf(key);
    try {
      return { body: await readFile(full), contentType: contentTypeForKey(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.publicBaseUrl}${LOCAL_PUBLIC_PREFIX}/${key}`;
  }

  async viewUrl(key: string): Promise<string> {
    return this.publicUrl(key);
  }

  keyOf(url: string): string | null {
    return keyAfterPrefix(url, `${this.publicBaseUrl}${LOCAL_PUBLIC_PREFIX}/`) ?? keyAfterPrefix(url, `${LOCAL_PUBLIC_PREFIX}/`);
  }

  async ping(): Promise<boolean> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, fsConstants.R_OK | fsConstants.W_OK);
      return true;
    } catch {
      return false;
    }
  }
}
