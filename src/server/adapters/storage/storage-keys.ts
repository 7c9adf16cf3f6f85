// Storage keys are made only here, by the server (spec §3 "Storage"): a client never chooses where
// its bytes land. Every key is a relative path of [A-Za-z0-9._-] segments, so it is safe both as a
// file path under the local root and as an S3 object key. The timestamp keeps the spec's prefix shape
// (`products/{timestamp}…`); the 128-bit random part is what makes a key unguessable, since a key is
// the whole of a public object's protection. Users' uploads (originals, products, logos) are private:
// served only to their owner and admins (see isPrivateKey).

import { randomBytes } from 'node:crypto';

/** The bucket name of the spec; also the path segment of local public URLs (`/storage/foodart/…`). */
export const STORAGE_BUCKET = 'foodart';
export const LOCAL_PUBLIC_PREFIX = `/storage/${STORAGE_BUCKET}`;

/**
 * Extensions a stored object may have. SVG is deliberately absent: logos arrive as SVG but are
 * rasterised before storage and never served as SVG (it can carry script).
 */
export const STORED_EXTENSIONS = ['jpg', 'png', 'webp', 'avif', 'gif'] as const;
export type StoredExtension = (typeof STORED_EXTENSIONS)[number];

const CONTENT_TYPES: Record<StoredExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};
const EXTENSION_ALIASES: Record<string, StoredExtension> = { jpeg: 'jpg', jpe: 'jpg', jfif: 'jpg' };

/** Engine outputs: enhanced photos, generated arts, dish cut-outs, generated backdrops. */
export const RESULT_KINDS = ['enhanced', 'arts', 'cutouts', 'backdrops'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/**
 * Users' own uploads: the Foto Pro original (`original-…`) and the Templates product photo and logo;
 * and a photo's export kit (`kits/…`, served by its route only). Engine outputs and catalogue images
 * are public.
 */
const PRIVATE_KEY_PREFIXES = ['original-', 'products/', 'logos/', 'kits/'] as const;

/** Public objects are written once under unique keys, so caches may keep them forever. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Private objects are never kept by a shared cache, nor by the browser after the page. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Bytes of crypto randomness in every key the server makes (128 bits). */
export const KEY_RANDOM_BYTES = 16;

export const MAX_KEY_LENGTH = 512;
const MAX_FILENAME_LENGTH = 80;
const FALLBACK_FILENAME = 'arquivo';
const SEGMENT_RE = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`Unsafe storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'UnsafeKeyError';
  }
}

export class UnsupportedExtensionError extends Error {
  constructor(ext: string) {
    super(`Extension not allowed in storage: ${JSON.stringify(ext.slice(0, 20))}`);
    this.name = 'UnsupportedExtensionError';
  }
}

/**
 * A key is safe when it is relative, has no `..`/`.` or hidden segments, no backslash, no control
 * characters and only [A-Za-z0-9._-] in each `/`-separated segment.
 */
export function isSafeKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  if (key.startsWith('/') || key.includes('\\') || key.includes('..')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) return false;
  return key.split('/').every((segment) => SEGMENT_RE.test(segment));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new UnsafeKeyError(key);
}

/**
 * The safe key that follows `prefix` in `url`, else null. Safe keys need no percent-encoding, so the
 * rest of a URL the server made is the key as it is: nothing is decoded.
 */
export function keyAfterPrefix(url: string, prefix: string): string | null {
  if (!prefix || !url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isSafeKey(key) ? key : null;
}

/** `jpeg`, `.JPG`, `jpg` → `jpg`; null when the extension is not allowed (svg included). */
export function normalizeExtension(ext: string): StoredExtension | null {
  const clean = ext.trim().toLowerCase().replace(/^\./, '');
  const aliased = EXTENSION_ALIASES[clean] ?? clean;
  return (STORED_EXTENSIONS as readonly string[]).includes(aliased) ? (aliased as StoredExtension) : null;
}

function requireExtension(ext: string): StoredExtension {
  const normal = normalizeExtension(ext);
  if (!normal) throw new UnsupportedExtensionError(ext);
  return normal;
}

/** `image/jpeg` → `jpg`; null for anything not storable (image/svg+xml included). */
export function extensionForContentType(contentType: string): StoredExtension | null {
  const mime = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  for (const ext of STORED_EXTENSIONS) if (CONTENT_TYPES[ext] === mime) return ext;
  return null;
}

/** The content type a key is served with, from its extension; unknown → application/octet-stream. */
export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const ext = dot >= 0 && dot > key.lastIndexOf('/') ? normalizeExtension(key.slice(dot + 1)) : null;
  return ext ? CONTENT_TYPES[ext] : 'application/octet-stream';
}

/** True for a user's upload, which only its owner and admins may read. */
export function isPrivateKey(key: string): boolean {
  return PRIVATE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

export function cacheControlForKey(key: string): string {
  return isPrivateKey(key) ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;
}

function randomSuffix(): string {
  return randomBytes(KEY_RANDOM_BYTES).toString('hex');
}

function timestamp(now: number | Date): number {
  const ms = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError('Invalid timestamp for a storage key');
  return Math.floor(ms);
}

/**
 * A user's filename made safe: path stripped, accents removed, lowercased, only [a-z0-9._-], no
 * leading dots, bounded length, never empty. An extension outside the allow-list is dropped.
 */
export function sanitizeFilename(filename: string): string {
  const base = (String(filename).split(/[/\\]/).pop() ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const clean = (part: string): string =>
    part
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/\.{2,}/g, '.')
      .replace(/^[.-]+/, '')
      .replace(/[.-]+$/, '');

  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? normalizeExtension(base.slice(dot + 1)) : null;
  const room = MAX_FILENAME_LENGTH - (ext ? ext.length + 1 : 0);
  // A disallowed extension is dropped: `logo.svg` becomes `logo`, never `logo-svg`.
  const stem = clean(dot > 0 ? base.slice(0, dot) : base).slice(0, room).replace(/[.-]+$/, '') || FALLBACK_FILENAME;
  return ext ? `${stem}.${ext}` : stem;
}

/**
 * `original-{timestamp}-{random}-{safe filename}`. When `ext` is given (the type sniffed from the
 * bytes) it replaces whatever extension the user's filename claimed.
 */
export function makeOriginalKey(filename: string, now: number | Date = Date.now(), ext?: string): string {
  let safe = sanitizeFilename(filename);
  if (ext !== undefined) {
    const forced = requireExtension(ext);
    const dot = safe.lastIndexOf('.');
    safe = `${dot > 0 ? safe.slice(0, dot) : safe}.${forced}`;
  }
  return `original-${timestamp(now)}-${randomSuffix()}-${safe}`;
}

function makeFolderKey(folder: string, ext: string, now: number | Date): string {
  return `${folder}/${timestamp(now)}-${randomSuffix()}.${requireExtension(ext)}`;
}

/** `products/{timestamp}-{random}.{ext}` */
export function makeProductKey(ext: string, now: number | Date = Date.now()): string {
  return makeFolderKey('products', ext, now);
}

/** `logos/{timestamp}-{random}.{ext}` (an SVG logo is rasterised first, so `ext` is never svg). */
export function makeLogoKey(ext: string, now: number | Date = Date.now()): string {
  return makeFolderKey('logos', ext, now);
}

/** `template-examples/{timestamp}-{random}.{ext}` */
export function makeTemplateExampleKey(ext: string, now: number | Date = Date.now()): string {
  return makeFolderKey('template-examples', ext, now);
}

/** Generated template examples (rendered by the art engine) are named apart from admin uploads. */
const TEMPLATE_SAMPLE_PREFIX = 'template-examples/sample-';
const TEMPLATE_SAMPLE_KEY_RE = /(?:^|\/)(template-examples\/sample-[a-z0-9-]+-[0-9a-f]{16}\.jpg)$/;

/**
 * `template-examples/sample-{template key}-{digest}.jpg`: the example the project renders for a
 * seeded template. The digest (16 hex characters of the image's hash) changes with the design, so
 * the URL can be cached forever and a new render gets a new URL.
 */
export function makeTemplateSampleKey(templateKey: string, digest: string): string {
  if (!/^[a-z0-9-]+$/.test(templateKey) || !/^[0-9a-f]{16}$/.test(digest)) throw new UnsafeKeyError(`${templateKey}/${digest}`);
  return `${TEMPLATE_SAMPLE_PREFIX}${templateKey}-${digest}.jpg`;
}

/** The storage key of a generated template example's public URL; null for any other URL (admin uploads). */
export function templateSampleKeyOf(url: string): string | null {
  const match = TEMPLATE_SAMPLE_KEY_RE.exec(url.split(/[?#]/)[0] ?? '');
  return match && isSafeKey(match[1]!) ? match[1]! : null;
}

/** `training-examples/{timestamp}-{random}.{ext}` */
export function makeTrainingExampleKey(ext: string, now: number | Date = Date.now()): string {
  return makeFolderKey('training-examples', ext, now);
}

/** `scenarios/{random}.{ext}`, as the spec names them (32 hex characters of crypto randomness). */
export function makeScenarioKey(ext: string): string {
  return `scenarios/${randomSuffix()}.${requireExtension(ext)}`;
}

/** Engine outputs: `enhanced/{timestamp}-{random}.jpg`, `arts/…`, `cutouts/…`, `backdrops/…`. */
export function makeResultKey(kind: ResultKind, ext: string, now: number | Date = Date.now()): string {
  if (!(RESULT_KINDS as readonly string[]).includes(kind)) throw new UnsafeKeyError(String(kind));
  return makeFolderKey(kind, ext, now);
}

/** `kits/{photoId}-{watermark|clean}.zip`: a photo's export kit, one per watermark state (private). */
export function makeKitKey(photoId: string, watermark: boolean): string {
  const key = `kits/${photoId}-${watermark ? 'watermark' : 'clean'}.zip`;
  assertSafeKey(key);
  return key;
}
