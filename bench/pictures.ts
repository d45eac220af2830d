/**
 * Which AVIF and WebP settings the public pictures use (decision 039): every print master in a folder (a shop's
 * `storage/posters/`, e.g. one filled by bench/photo-catalogue.ts) is scaled to each picture width and encoded with
 * each candidate setting; prints the bytes per style at the widths a phone at 390 px takes (640 and 849 px) and the
 * encoding time of a whole set. Writes the 849 px pictures of the first poster of each style to /tmp/i37-light-pictures
 * to judge by eye. Run: `npx node bench/pictures.ts <storage folder> [ids of styles]`.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { POSTER_PICTURE_WIDTHS } from '../src/shared/poster-pictures.ts';

type Candidate = { name: string; encode: (image: Sharp) => Sharp };
const candidates: Candidate[] = [
  ...[45, 50, 55, 60].map((quality) => ({
    name: `avif q${quality} e4`,
    encode: (image: Sharp) => image.avif({ quality, effort: 4 }),
  })),
  { name: 'avif q50 e2', encode: (image) => image.avif({ quality: 50, effort: 2 }) },
  ...[60, 70, 76].map((quality) => ({
    name: `webp q${quality} e4`,
    encode: (image: Sharp) => image.webp({ quality, effort: 4 }),
  })),
  { name: 'webp q82 e2 (the render preview)', encode: (image) => image.webp({ quality: 82, effort: 2 }) },
];

const folder = process.argv[2];
if (!folder) throw new Error('usage: node bench/pictures.ts <storage folder> [style ids]');
const storage = path.resolve(folder);
const out = '/tmp/i37-light-pictures';
await mkdir(out, { recursive: true });

// The posters' styles, read from the shop's database would need the server; the fixture's masters are named by
// the order it rendered them in, so the styles are taken from the previews' sizes instead: each master is measured.
const masters = (await readdir(path.join(storage, 'posters'))).filter((file) => file.endsWith('.jpg')).sort();
const rows: Record<string, { bytes640: number[]; bytes849: number[]; ms: number[] }> = {};
for (const [index, file] of masters.entries()) {
  const master = await readFile(path.join(storage, 'posters', file));
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
        if (index < 3)
          await writeFile(
            path.join(out, `${file.slice(0, 8)}-${candidate.name.replace(/ /g, '-')}.png`),
            await sharp(picture).png().toBuffer(),
          );
      }
    }
    row.ms.push(performance.now() - started);
    row.bytes640.push(bytes640);
    row.bytes849.push(bytes849);
  }
  console.log(`${index + 1}/${masters.length} ${file}`);
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
