// S3-compatible storage (AWS S3, MinIO, Cloudflare R2) for stateless replicas. Objects are written
// once under unique keys, so public ones are cached as immutable. Users' uploads (private keys) must
// not be publicly readable in the bucket (see docs/DEPLOYMENT.md): clients get a pre-signed GET URL
// for them that lasts SIGNED_URL_TTL_SECONDS, and they are stored as `private, no-store`. Checksums are only computed/validated
// when an operation requires them: the SDK's newer default (a CRC32 checksum on every PutObject)
// is rejected by some S3-compatible stores, and the object store is not where integrity is proven.

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig, Storage, StoredObject } from './storage.ts';
import { PUBLIC_CACHE_CONTROL, assertSafeKey, cacheControlForKey, contentTypeForKey, isPrivateKey, keyAfterPrefix } from './storage-keys.ts';

export const IMMUTABLE_CACHE_CONTROL = PUBLIC_CACHE_CONTROL;
/** How long a pre-signed URL of a private object stays valid: long enough to load it on the result page. */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;

/**
 * The origins browsers load stored images from (for the CSP): the public base (a CDN) for public
 * objects and the store itself, where pre-signed URLs of private objects point.
 */
export function s3ImageOrigins(config: Omit<S3StorageConfig, 'driver'>): string[] {
  const origins = [new URL(S3Storage.storeBase(config)).origin];
  if (config.endpoint && !config.forcePathStyle) {
    // A custom endpoint addressed virtual-host style: the SDK signs `{bucket}.{endpoint host}`.
    const endpoint = new URL(config.endpoint);
    origins.push(`${endpoint.protocol}//${config.bucket}.${endpoint.host}`);
  }
  if (config.publicBaseUrl) origins.push(new URL(config.publicBaseUrl).origin);
  return [...new Set(origins)];
}
const PING_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 30_000;
const CONNECT_TIMEOUT_MS = 5000;

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return e?.name === 'NoSuchKey' || e?.Code === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly baseUrl: string;

  constructor(config: Omit<S3StorageConfig, 'driver'>) {
    this.bucket = config.bucket;
    const clientConfig: S3ClientConfig = {
      region: config.region,
      forcePathStyle: config.forcePathStyle ?? false,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    };
    if (config.endpoint) clientConfig.endpoint = config.endpoint;
    if (config.accessKeyId && config.secretAccessKey) {
      clientConfig.credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey };
    }
    this.client = new S3Client(clientConfig);
    this.baseUrl = S3Storage.publicBase(config);
  }

  /** `{publicBaseUrl}` when set; otherwise the store's own URL of the bucket. */
  private static publicBase(config: Omit<S3StorageConfig, 'driver'>): string {
    return config.publicBaseUrl ? config.publicBaseUrl.replace(/\/+$/, '') : S3Storage.storeBase(config);
  }

  /** The bucket on the store itself: path-style under a custom endpoint, else AWS's virtual-host URL. */
  static storeBase(config: Omit<S3StorageConfig, 'driver'>): string {
    const bucket = encodeURIComponent(config.bucket);
    if (config.endpoint) return `${config.endpoint.replace(/\/+$/, '')}/${bucket}`;
    return config.forcePathStyle
      ? `https://s3.${config.region}.amazonaws.com/${bucket}`
      : `https://${bucket}.s3.${config.region}.amazonaws.com`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType || contentTypeForKey(key),
        ContentLength: body.length,
        CacheControl: cacheControlForKey(key),
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return null;
      const bytes = await out.Body.transformToByteArray();
      return { body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: out.ContentType ?? contentTypeForKey(key) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.baseUrl}/${encodeKey(key)}`;
  }

  async viewUrl(key: string): Promise<string> {
    if (!isPrivateKey(key)) return this.publicUrl(key);
    assertSafeKey(key);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn: SIGNED_URL_TTL_SECONDS });
  }

  keyOf(url: string): string | null {
    return keyAfterPrefix(url, `${this.baseUrl}/`);
  }

  async ping(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
        abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS),
      });
      return true;
    } catch {
      return false;
    }
  }

  /** Release sockets (graceful shutdown, tests). */
  destroy(): void {
    this.client.destroy();
  }
}
