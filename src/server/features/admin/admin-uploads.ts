// Images an admin uploads (scenario thumbnails, template examples, training examples): an image by its
// bytes, re-encoded without metadata, stored under a key the server makes. Several files are stored
// all or nothing: when one fails, the ones already written are removed.
import { IMAGE_TYPES, sniffImageType } from '../../../shared/uploads.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { stripMetadata } from '../../adapters/storage/strip-metadata.ts';
import { unsupportedMedia } from '../../http-errors.ts';

/** Stores each image under `makeKey(ext)`, in order; 415 (nothing kept) when one is not a readable image. */
export async function storeImages(storage: Storage, files: Buffer[], makeKey: (ext: string) => string): Promise<string[]> {
  const images = files.map((bytes) => ({ bytes, ext: sniffImageType(bytes) }));
  if (images.some((image) => !image.ext)) throw unsupportedMedia();
  const stored: string[] = [];
  try {
    for (const image of images) {
      const clean = await stripMetadata(image.bytes, image.ext!).catch(() => {
        throw unsupportedMedia();
      });
      const key = makeKey(image.ext!);
      await storage.put(key, clean, IMAGE_TYPES[image.ext!]);
      stored.push(key);
    }
    return stored;
  } catch (error) {
    await removeKeys(storage, stored);
    throw error;
  }
}

/** Deletes stored objects, ignoring ones already gone. */
export async function removeKeys(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.all([...new Set(keys)].map((key) => storage.delete(key).catch(() => undefined)));
}

/** The keys behind `urls` that lie in `folder/` (files another feature owns are left alone). */
export function keysIn(storage: Storage, folder: string, urls: ReadonlyArray<string | null>): string[] {
  return urls.map((url) => (url ? storage.keyOf(url) : null)).filter((key): key is string => key !== null && key.startsWith(`${folder}/`));
}
