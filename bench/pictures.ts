/**
 * Which AVIF and WebP settings the public pictures use (decision 039): in a shop's DATA_DIR (PGlite, e.g. one filled by
 * bench/photo-catalogue.ts), the heaviest poster of each style (by its render preview) is scaled from its print master
 * to each picture width and encoded with each candidate setting; prints the bytes per style at the widths a phone at
 * 390 px takes (640 and 849 px) and the encoding time of a whole set. Writes the 849 px pictures as PNG to
 * /tmp/i37-light-pictures to judge by eye at 100 %. Run: `npx node bench/pictures.ts <DATA_DIR>`.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { POSTER_PICTURE_WIDTHS } from '../src/shared/poster-pictures.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { userImages } from '../src/server/db/schema.ts';

type Candidate = { name: string; encode: (image: Sharp) => Sharp };
const candidates: Candidate[] = [
  ...[44, 52, 60].map((quality) => ({
    name: `avif q${quality} e4`,
    encode: (image: Sharp) => image.avif({ quality, effort: 4 }),
  })),
  { name: 'avif q52 e2', encode: (image) => image.avif({ quality: 52, effort: 2 }) },
  ...[66, 74].map((quality) => ({
    name: `webp q${quality} e4`,
    encode: (image: Sharp) => image.webp({ quality, effort: 4 }),
  })),
  { name: 'webp q82 e2 (the render preview)', encode: (image) => image.webp({ quality: 82, effort: 2 }) },
];

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node bench/pictures.ts <DATA_DIR>');
const out = '/tmp/i37-light-pictures';
await mkdir(out, { recursive: true });

// Per style, the poster whose render preview weighs the most: the hardest to make light.
const database = await openDatabase({ dataDir: path.resolve(dataDir), migrate: false });
const posters = await database.db
  .select({ style: userImages.style, master: userImages.generatedPath, preview: userImages.previewPath })
  .from(userImages);
await database.close();
const storage = path.join(path.resolve(dataDir), 'storage');
const heaviest = new Map<string, { master: string; bytes: number }>();
for (const poster of posters) {
  const bytes = (await stat(path.join(storage, poster.preview))).size;
  if ((heaviest.get(poster.style)?.bytes ?? 0) < bytes) heaviest.set(poster.style, { master: poster.master, bytes });
}
const rows: Record<string, { bytes640: number[]; bytes849: number[]; ms: number[] }> = {};
const perStyle: string[] = [];
for (const [style, { master: key }] of heaviest) {
  const master = await readFile(path.join(storage, key));
  const sizes: string[] = [];
  for (const candidate of candidates) {
    const row = (rows[candidate.name] ??= { bytes640: [], bytes849: [], ms: [] });
    const started = performance.now();
    let bytes640 = 0,
      bytes849 = 0;
    for (const width of POSTER_PICTURE_WIDTHS) {
      const picture = await candidate.encode(sharp(master).resize(width, null, { kernel: 'lanczos3' })).toBuffer();
      if (width === 640) bytes640 = picture.length;
      if (width === 849) {
        bytes849 = picture.length;
        await writeFile(
          path.join(out, `${style}-${candidate.name.split(' (')[0]!.replace(/ /g, '-')}.png`),
          await sharp(picture).png().toBuffer(),
        );
      }
    }
    row.ms.push(performance.now() - started);
    row.bytes640.push(bytes640);
    row.bytes849.push(bytes849);
    sizes.push(`${candidate.name.split(' (')[0]}: ${(bytes849 / 1024).toFixed(0)}`);
  }
  perStyle.push(`${style} (849 px, KB): ${sizes.join(', ')}`);
  console.log(perStyle.at(-1));
}
const kb = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return `mean ${(mean / 1024).toFixed(0)} KB, max ${(sorted.at(-1)! / 1024).toFixed(0)} KB`;
};
console.log('\n| setting | 640 px | 849 px | a whole set (4 widths), median |\n|---|---|---|---|');
for (const [name, row] of Object.entries(rows)) {
  const median = [...row.ms].sort((a, b) => a - b)[Math.floor(row.ms.length / 2)]!;
  console.log(`| ${name} | ${kb(row.bytes640)} | ${kb(row.bytes849)} | ${median.toFixed(0)} ms |`);
}

process.exit(0);
