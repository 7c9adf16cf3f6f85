// The object store behind a small interface: local disk in the embedded default, any S3-compatible
// service (AWS S3, MinIO, R2) in production. Keys come from storage-keys.ts; both drivers refuse
// unsafe keys. The database keeps `publicUrl(key)`, a stable reference; what a client is handed is
// `viewUrl(key)`: the same URL, except for a private key on S3, where it is a short-lived signed one
// (on local disk the server itself checks the session before serving a private key).
// The drivers implement this interface; create-storage.ts picks one from the configuration.

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when the key does not exist. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The stable URL of a key, kept in the database; for a public key, also what clients load. */
  publicUrl(key: string): string;
  /** The URL a signed-in client may load the object from now (a pre-signed URL for private keys on S3). */
  viewUrl(key: string): Promise<string>;
  /** The key behind one of this store's `publicUrl`s; null for any other URL. */
  keyOf(url: string): string | null;
  /** Health: true when the store can be reached (and, for local, written). */
  ping(): Promise<boolean>;
}

/** A stored file's URL the viewer may load now (signed when private on S3); a URL not of this store as it is. */
export async function viewUrlOf(storage: Storage, url: string): Promise<string> {
  const key = storage.keyOf(url);
  return key ? storage.viewUrl(key) : url;
}

export interface LocalStorageConfig {
  driver: 'local';
  /** Folder holding the files (created when missing). */
  root: string;
  /** Origin prefixed to `/storage/foodart/{key}`; '' gives relative URLs. */
  publicBaseUrl: string;
}

export interface S3StorageConfig {
  driver: 's3';
  bucket: string;
  region: string;
  /** MinIO, R2 or any S3-compatible endpoint, e.g. http://127.0.0.1:9000. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `{endpoint}/{bucket}/{key}` addressing (MinIO and most self-hosted stores need it). */
  forcePathStyle?: boolean;
  /** CDN or public bucket URL; objects are served at `{publicBaseUrl}/{key}`. */
  publicBaseUrl?: string;
}

export type StorageConfig = LocalStorageConfig | S3StorageConfig;
