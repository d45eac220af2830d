import type { Readable } from 'node:stream';

/**
 * Object storage: a folder by default, any S3-compatible store in production.
 * Keys are built by the server only (see `isSafeStorageKey`); a key never starts with '/'.
 */
export type StoredObjectInfo = {
  key: string;
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
};

export type ByteRange = { start: number; end: number };

export type StoredObject = StoredObjectInfo & { body: Readable };

export interface Storage {
  readonly kind: 'folder' | 's3';
  put(key: string, body: Buffer | Readable, options?: { contentType?: string }): Promise<void>;
  /** The object, or only the given byte range of it (inclusive); null when missing. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  head(key: string): Promise<StoredObjectInfo | null>;
  delete(key: string): Promise<void>;
  list(prefix?: string): AsyncIterable<StoredObjectInfo>;
  /** Throws when the store cannot be reached or written. */
  check(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
};

export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return contentTypes[extension] ?? 'application/octet-stream';
}

const segment = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * A key is a relative path of plain segments: letters, digits, '.', '_' and '-', each starting with
 * a letter or digit. That alone rules out '..', absolute paths, backslashes, NUL bytes and empty segments.
 */
export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false;
  return key.split('/').every((part) => segment.test(part));
}

/**
 * Content-addressed or versioned files never change under the same name, so they can be cached forever:
 * a name ending in a hex hash of 16+ characters, or in a date version tag like `-2025-01-21`.
 */
export function isImmutableKey(key: string): boolean {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const stem = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
  return /(^|[._-])[0-9a-f]{16,}$/.test(stem) || /-\d{4}-\d{2}-\d{2}$/.test(stem);
}
