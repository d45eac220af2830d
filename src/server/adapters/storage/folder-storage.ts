import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, Storage, StoredObject, StoredObjectInfo } from './storage.ts';
import { contentTypeForKey, isSafeStorageKey } from './storage.ts';

/** Files in a folder (`DATA_DIR/storage` by default). Writes are atomic: a temp file, then a rename. */
export class FolderStorage implements Storage {
  readonly kind = 'folder' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.part`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(temporary, body);
      else await pipeline(body, createWriteStream(temporary));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    const full = this.pathOf(key);
    try {
      const stats = await stat(full);
      if (!stats.isFile()) return null;
      return {
        key,
        size: stats.size,
        contentType: contentTypeForKey(key),
        etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
        lastModified: stats.mtime,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR')
        return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const info = await this.head(key);
    if (!info) return null;
    const body = createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : undefined);
    return { ...info, body };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix = ''): AsyncIterable<StoredObjectInfo> {
    yield* this.walk(this.root, prefix);
  }

  private async *walk(folder: string, prefix: string): AsyncIterable<StoredObjectInfo> {
    let directory;
    try {
      directory = await opendir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const entries = [];
    for await (const entry of directory) entries.push(entry);
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      const key = path.relative(this.root, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.walk(full, prefix);
      } else if (entry.isFile() && key.startsWith(prefix) && isSafeStorageKey(key) && !entry.name.endsWith('.part')) {
        const info = await this.head(key);
        if (info) yield info;
      }
    }
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `.health-${randomUUID()}`);
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
  }
}
