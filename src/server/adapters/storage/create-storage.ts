import path from 'node:path';
import type { Config } from '../../config.ts';
import { FolderStorage } from './folder-storage.ts';
import type { Storage } from './storage.ts';

/**
 * The configured store: S3 when a bucket is named, else the folder DATA_DIR/storage. The AWS SDK is
 * loaded only for a bucket (decision 020: a process without S3 does not carry it).
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.useS3) {
    const { S3Storage } = await import('./s3-storage.ts');
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
