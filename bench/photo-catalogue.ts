/**
 * A catalogue of customers' photo posters (decision 039): the evaluation photographs of bench/photos rendered by the
 * local engine in every style, stored and approved into a shop's DATA_DIR (PGlite) that has no posters yet, so that
 * the public pages can be measured with what customers upload rather than the demo catalogue's drawn scenes.
 * Run: `npx node bench/photo-catalogue.ts <DATA_DIR> [posters per style, 3 by default]`, then start the server on
 * that DATA_DIR with SEED_DEMO=false. The server's start-up job encodes the pictures of the posters it finds
 * without them (docs/decisions/039-light-pictures.md).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STYLES } from '../src/shared/styles.ts';
import { LocalPosterEngine } from '../src/server/adapters/poster-engine/local-poster-engine.ts';
import { FolderStorage } from '../src/server/adapters/storage/folder-storage.ts';
import type { Storage } from '../src/server/adapters/storage/storage.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { userImages, users } from '../src/server/db/schema.ts';

const photosDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'photos');

export async function fillPhotoCatalogue(dataDir: string, perStyle = 3): Promise<number> {
  const photos = (await readdir(photosDir)).filter((file) => file.endsWith('.jpg')).sort();
  const storage = new FolderStorage(path.join(dataDir, 'storage'));
  const database = await openDatabase({ dataDir });
  const engine = new LocalPosterEngine();
  try {
    const [creator] = await database.db
      .insert(users)
      .values({ username: 'photo_customer', email: 'photo-customer@example.ch', passwordHash: 'x' })
      .returning({ id: users.id });
    const now = Date.now();
    let made = 0;
    for (const [s, style] of STYLES.entries()) {
      for (let n = 0; n < perStyle; n++) {
        const file = photos[(s * perStyle + n) % photos.length]!;
        const image = await readFile(path.join(photosDir, file));
        const output = await engine.render({ image, style });
        const approvedAt = new Date(now - made * 60_000);
        await database.db.insert(userImages).values({
          userId: creator!.id,
          style: style.id,
          originalPath: await keep(storage, 'originals', image, 'jpg', 'image/jpeg'),
          generatedPath: await keep(storage, 'posters', output.printMaster, 'jpg', 'image/jpeg'),
          previewPath: await keep(storage, 'previews', output.preview, 'webp', 'image/webp'),
          thumbnailPath: await keep(storage, 'thumbnails', output.thumbnail, 'webp', 'image/webp'),
          isPublic: true,
          isApproved: true,
          name: `${file.replace('.jpg', '').replace(/-/g, ' ')} (${style.name})`,
          city: 'Zürich',
          totalSupply: 50,
          soldCount: made % 7,
          pricePerUnit: '39.00',
          publishedAt: approvedAt,
          approvedAt,
        });
        made += 1;
        console.log(`${made}: ${style.id} from ${file}, preview ${(output.preview.length / 1024).toFixed(0)} KB`);
      }
    }
    return made;
  } finally {
    await database.close();
  }
}

async function keep(storage: Storage, prefix: string, bytes: Buffer, extension: string, contentType: string) {
  const key = `${prefix}/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
  await storage.put(key, bytes, { contentType });
  return key;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: node bench/photo-catalogue.ts <DATA_DIR> [posters per style]');
  const made = await fillPhotoCatalogue(path.resolve(dataDir), Number(process.argv[3] ?? 3));
  console.log(`${made} photo posters approved in ${dataDir}`);
  process.exit(0);
}
