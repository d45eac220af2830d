import path from 'node:path';
import type { Config } from '../../config.ts';
import { FolderStorage } from './folder-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The configured store: S3 when a bucket is named, else the folder DATA_DIR/storage. */
export function createStorage(config: Config): Storage {
  if (config.useS3) {
    return new S3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
  }
  return new FolderStorage(path.join(config.DATA_DIR, 'storage'));
}
