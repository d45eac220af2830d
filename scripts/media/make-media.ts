/**
 * Regenerates every picture and video the landing page ships (`npm run media`):
 * nine poster slides, the intro and hero videos, the partner logos, the favicon and the og card.
 * Everything is drawn here; randomness is seeded, temp folders are removed afterwards.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeBrand } from './brand.ts';
import { writeLogos } from './logos.ts';
import { writeSlides } from './posters.ts';
import { writeHero, writeIntro } from './video.ts';

const root = path.resolve(import.meta.dirname, '../..');
const media = path.join(root, 'src/web/public/media');

function kb(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

async function report(files: string[]): Promise<void> {
  for (const file of files)
    console.log(`  ${path.relative(root, file).padEnd(52)} ${kb((await stat(file)).size).padStart(9)}`);
}

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await folderSize(full) : (await stat(full)).size;
  }
  return total;
}

const steps: [string, () => Promise<string[]>][] = [
  ['poster slides', () => writeSlides(path.join(media, 'slides'))],
  ['intro video', () => writeIntro(path.join(media, 'slides'))],
  ['hero video', () => writeHero(path.join(media, 'earn'))],
  ['partner logos', () => writeLogos(path.join(media, 'partners'))],
  ['favicon and og image', () => writeBrand(media)],
];

const started = Date.now();
for (const [name, run] of steps) {
  console.log(`${name}:`);
  await report(await run());
}
console.log(`media folder: ${kb(await folderSize(media))} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
