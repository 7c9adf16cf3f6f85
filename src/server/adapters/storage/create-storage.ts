// Picks the storage driver the configuration names (storage.ts has the interface both implement).
import { LocalStorage } from './local.storage.ts';
import { S3Storage } from './s3.storage.ts';
import type { Storage, StorageConfig } from './storage.ts';

export function createStorage(config: StorageConfig): Storage {
  switch (config.driver) {
    case 'local':
      return new LocalStorage(config);
    case 's3':
      return new S3Storage(config);
    default: {
      const unknown: never = config;
      throw new Error(`Unknown storage driver: ${String((unknown as { driver?: unknown }).driver)}`);
    }
  }
}
