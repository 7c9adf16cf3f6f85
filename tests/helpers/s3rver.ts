// A real S3-compatible server (s3rver) on 127.0.0.1 for tests: the same wire protocol as AWS S3 /
// MinIO / R2, no network and no credentials. It checks a pre-signed URL's expiry but not its
// signature, and it lets anyone read: what the bucket policy would refuse is checked by its caller.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3StorageConfig } from '../../src/server/adapters/storage/storage.ts';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverCtor = new (options: Record<string, unknown>) => S3rverInstance;

export const S3RVER_BUCKET = 'foodart';

export interface RunningS3rver {
  endpoint: string;
  /** A storage config for the bucket on this server. */
  config: S3StorageConfig;
  close(): Promise<void>;
}

export async function startS3rver(): Promise<RunningS3rver> {
  // s3rver ships no type declarations: import it through a non-literal specifier.
  const specifier: string = 's3rver';
  const { default: S3rver } = (await import(specifier)) as { default: S3rverCtor };
  const directory = await mkdtemp(path.join(tmpdir(), 'foodart-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: S3RVER_BUCKET }] });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    config: { driver: 's3', bucket: S3RVER_BUCKET, region: 'us-east-1', endpoint, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
