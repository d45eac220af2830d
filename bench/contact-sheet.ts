/**
 * The contact sheet the styles' looks are judged by: every style rendered by the local engine on every real
 * photograph in bench/photos/ (sources and licences: bench/photos/LICENCES.md). Writes
 * bench/out/photo-contact-sheet.png (rows = photos, the source first, columns = styles, about 200 px a poster),
 * a JPEG of it small enough for the README, and one full-size sheet per photo in bench/out/photo-contact-sheet/.
 * Every photo is rendered twice: in its own shape, as a phone sends it, and as a centre crop to the sheet's
 * A-portrait shape (made here), so a wide subject kept whole and one cropped to the sheet are both judged.
 * Prints each render's time. Renders one at a time, as a shop's render slot would.
 * Run: `npm run contact-sheet [-- name ...]`, where a name (a photo's file name without .jpg, or a style id) keeps
 * only those photos or styles. `--photos=DIR` takes the photos (JPEGs) from another folder instead: photos the engine
 * was not tuned on, to judge it by (the sheets go to bench/out all the same).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { OverlayOptions } from 'sharp';
import { STYLES } from '../src/shared/styles.ts';
import { LocalPosterEngine } from '../src/server/adapters/poster-engine/local-poster-engine.ts';
import { THUMBNAIL_SIZE } from '../src/server/adapters/poster-engine/poster-engine.ts';
import { sheetCrop } from '../src/server/adapters/poster-engine/test-photos.ts';

const benchDir = dirname(fileURLToPath(import.meta.url));
const photosArgument = process.argv.slice(2).find((arg) => arg.startsWith('--photos='));
const photoDir = photosArgument ? photosArgument.slice('--photos='.length) : join(benchDir, 'photos');
const outDir = join(benchDir, 'out');
const sheetDir = join(outDir, 'photo-contact-sheet');

const BACKGROUND = '#1c1c1c';
const INK = '#f3efe6';
/** The whole sheet's poster cell: the thumbnail's 340×480 scaled to 200 px wide. */
const SMALL = { width: 200, height: Math.round((200 * THUMBNAIL_SIZE.height) / THUMBNAIL_SIZE.width) };

type Tile = { image: Buffer; label: string };

const names = new Set(process.argv.slice(2).filter((arg) => !arg.startsWith('--')));
const photoFiles = (await readdir(photoDir)).filter((file) => file.endsWith('.jpg')).sort();
// a name that is neither a photo nor a style would otherwise be ignored, and everything rendered
const unknown = [...names].filter(
  (name) => !photoFiles.includes(`${name}.jpg`) && !STYLES.some((style) => style.id === name),
);
if (unknown.length > 0) {
  throw new Error(
    `no photo or style named ${unknown.join(', ')} (styles: ${STYLES.map((style) => style.id).join(', ')})`,
  );
}
const photos = photoFiles.filter((file) => !hasPhotoFilter() || names.has(basename(file, '.jpg')));
const styles = STYLES.filter((style) => !hasStyleFilter() || names.has(style.id));
if (photos.length === 0 || styles.length === 0) throw new Error(`nothing to render for ${[...names].join(', ')}`);

await mkdir(sheetDir, { recursive: true });
const engine = new LocalPosterEngine();
// the first render also makes the finish textures, once per process: keep it out of the timings
await engine.render({ image: await readFile(join(photoDir, photos[0]!)), style: styles[0]! });

const started = performance.now();
const rows: { name: string; source: Buffer; posters: Buffer[] }[] = [];
const timesByStyle: number[][] = styles.map(() => []);
console.log(
  `${'photo'.padEnd(20)} ${'size'.padEnd(10)}` +
    ` ${styles.map((style) => style.id.slice(0, 9).padStart(9)).join(' ')}   (ms)`,
);
const shapes = photos.flatMap((file) => [
  { file, name: basename(file, '.jpg'), cropped: false },
  { file, name: `${basename(file, '.jpg')}-sheet-crop`, cropped: true },
]);
for (const { file, name, cropped } of shapes) {
  const own = await readFile(join(photoDir, file));
  const source = cropped ? await sheetCrop(own) : own;
  const { width, height } = await sharp(source).metadata();
  const posters: Buffer[] = [];
  const times: number[] = [];
  for (const style of styles) {
    const start = performance.now();
    const { thumbnail } = await engine.render({ image: source, style });
    times.push(performance.now() - start);
    timesByStyle[times.length - 1]!.push(times.at(-1)!);
    posters.push(thumbnail);
  }
  console.log(
    `${name.padEnd(20)} ${`${width}×${height}`.padEnd(10)}` +
      ` ${times.map((time) => time.toFixed(0).padStart(9)).join(' ')}`,
  );
  rows.push({ name, source, posters });
  const tiles = [
    {
      image: await fit(source, THUMBNAIL_SIZE),
      label: cropped ? `sheet crop, ${width}×${height}` : `${name} (${width}×${height})`,
    },
    ...posters.map((image, i) => ({ image, label: styles[i]!.name })),
  ];
  await writeFile(join(sheetDir, `${name}.png`), await grid([tiles], THUMBNAIL_SIZE, 19));
}
const seconds = (performance.now() - started) / 1000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`${'median'.padEnd(31)} ${timesByStyle.map((times) => median(times).toFixed(0).padStart(9)).join(' ')}`);
const renders = shapes.length * styles.length;
console.log(`\n${renders} renders in ${seconds.toFixed(0)} s (${((seconds * 1000) / renders).toFixed(0)} ms each)`);

const header: Tile[] = [{ label: 'Photo' }, ...styles.map((style) => ({ label: style.name }))].map(({ label }) => ({
  image: Buffer.alloc(0),
  label,
}));
const body = await Promise.all(
  rows.map(async ({ name, source, posters }) => [
    { image: await fit(source, SMALL), label: name },
    ...(await Promise.all(posters.map(async (poster) => ({ image: await fit(poster, SMALL), label: '' })))),
  ]),
);
const sheet = await grid([header, ...body], SMALL, 16);
await writeFile(join(outDir, 'photo-contact-sheet.png'), sheet);
// a narrow sheet (one or two styles) is not enlarged: a tall one would pass the JPEG format's 65,535 pixels
await sharp(sheet)
  .resize({ width: 1200, withoutEnlargement: true })
  .jpeg({ quality: 64, mozjpeg: true })
  .toFile(join(outDir, 'photo-contact-sheet.jpg'));
console.log(`wrote ${join(outDir, 'photo-contact-sheet.png')} (and .jpg), and one sheet per photo in ${sheetDir}`);

function hasPhotoFilter() {
  return photoFiles.some((file) => names.has(basename(file, '.jpg')));
}

function hasStyleFilter() {
  return STYLES.some((style) => names.has(style.id));
}

/** The image inside the cell, whole, on the sheet's background. */
function fit(image: Buffer, cell: { width: number; height: number }) {
  return sharp(image).resize(cell.width, cell.height, { fit: 'contain', background: BACKGROUND }).png().toBuffer();
}

/**
 * Rows of labelled cells. A row whose tiles carry no image is a header: its labels alone, in a band.
 * Labels sit under their image.
 */
async function grid(tileRows: Tile[][], cell: { width: number; height: number }, fontSize: number): Promise<Buffer> {
  const gap = Math.round(fontSize * 0.8),
    band = Math.round(fontSize * 2);
  const columns = Math.max(...tileRows.map((row) => row.length));
  const rowHeight = (row: Tile[]) => (row.some((tile) => tile.image.length > 0) ? cell.height : 0) + band;
  const width = columns * cell.width + (columns + 1) * gap;
  const height = tileRows.reduce((sum, row) => sum + rowHeight(row) + gap, gap);
  const composites: OverlayOptions[] = [];
  let top = gap;
  for (const row of tileRows) {
    const imageHeight = rowHeight(row) - band;
    row.forEach(({ image, label }, i) => {
      const left = gap + i * (cell.width + gap);
      if (image.length > 0) composites.push({ input: image, left, top });
      if (label) composites.push({ input: labelSvg(label, cell.width, band, fontSize), left, top: top + imageHeight });
    });
    top += rowHeight(row) + gap;
  }
  return sharp({ create: { width, height, channels: 3, background: BACKGROUND } })
    .composite(composites)
    .png()
    .toBuffer();
}

function labelSvg(text: string, width: number, height: number, fontSize: number): Buffer {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="${width / 2}" ` +
      `y="${Math.round(height * 0.68)}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" ` +
      `font-size="${fontSize}" fill="${INK}">${escaped}</text></svg>`,
  );
}
