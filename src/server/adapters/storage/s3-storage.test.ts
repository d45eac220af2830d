import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage.ts';

// A local S3-compatible server, driven through the real AWS SDK client.
let server: S3rver;
let folder: string;
let storage: S3Storage;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'affiche-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: folder,
    configureBuckets: [{ name: 'posters', configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  storage = new S3Storage({
    bucket: 'posters',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});
afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the S3 storage', () => {
  it('puts, heads, gets, ranges, lists and deletes objects', async () => {
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
    await storage.put('videos/a.mp4', bytes);
    await storage.put('videos/b.webm', Readable.from([bytes.subarray(0, 100), bytes.subarray(100)]));

    const info = await storage.head('videos/a.mp4');
    expect(info).toMatchObject({ key: 'videos/a.mp4', size: 300, contentType: 'video/mp4' });
    expect(info!.etag).toMatch(/^".+"$/);

    const whole = await storage.get('videos/a.mp4');
    expect(Buffer.concat(await whole!.body.toArray()).equals(bytes)).toBe(true);
    const part = await storage.get('videos/a.mp4', { start: 10, end: 19 });
    expect(Buffer.concat(await part!.body.toArray()).equals(bytes.subarray(10, 20))).toBe(true);

    const keys = [];
    for await (const item of storage.list('videos/')) keys.push(item.key);
    expect(keys.sort()).toEqual(['videos/a.mp4', 'videos/b.webm']);

    await storage.delete('videos/a.mp4');
    expect(await storage.head('videos/a.mp4')).toBeNull();
    expect(await storage.get('videos/missing.mp4')).toBeNull();
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('refuses keys that are not plain relative paths', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(storage.head('/abs/path')).rejects.toThrow(/unsafe/);
  });
});
