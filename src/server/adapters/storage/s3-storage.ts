import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ByteRange, Storage, StoredObject, StoredObjectInfo } from './storage.ts';
import { contentTypeForKey, isSafeStorageKey } from './storage.ts';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** Any S3-compatible store (AWS, MinIO, Cloudflare R2, Exoscale SOS…), configured by `S3_*`. */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      // Self-hosted stores (MinIO and friends) answer on path-style URLs.
      forcePathStyle: Boolean(options.endpoint),
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    });
  }

  private assertKey(key: string) {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }

  async put(key: string, body: Buffer | Readable, options: { contentType?: string } = {}): Promise<void> {
    this.assertKey(key);
    const contentType = options.contentType ?? contentTypeForKey(key);
    if (Buffer.isBuffer(body)) {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
      );
    } else {
      await new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
      }).done();
    }
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    this.assertKey(key);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? contentTypeForKey(key),
        etag: answer.ETag ?? `"${answer.ContentLength}"`,
        lastModified: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    this.assertKey(key);
    const info = await this.head(key);
    if (!info) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          IfMatch: info.etag,
        }),
      );
      return { ...info, body: answer.Body as Readable };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    this.assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix = ''): AsyncIterable<StoredObjectInfo> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: continuationToken,
        }),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key || !isSafeStorageKey(item.Key)) continue;
        yield {
          key: item.Key,
          size: item.Size ?? 0,
          contentType: contentTypeForKey(item.Key),
          etag: item.ETag ?? '""',
          lastModified: item.LastModified ?? new Date(0),
        };
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async check(): Promise<void> {
    const key = `health/${randomUUID()}.txt`;
    await this.put(key, Buffer.from('ok'));
    await this.delete(key);
  }
}

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NotFound' || name === 'NoSuchKey';
}
