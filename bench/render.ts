/**
 * Local poster render benchmark (a 12 MP photo into print master + preview + thumbnail, ≤ 1.5 s median on
 * 2 cores, detection included: docs/architecture.md#budgets). Measures the subject detection on its own, then renders
 * the procedural landscape (no subject found) and a real photograph of a group enlarged to 12 MP (a subject found) in
 * all eight styles: the median of five full renders of one style and each style's time, detection and render apart.
 * Writes bench/out/contact-sheet.png plus one preview per style. Run: `npx node bench/render.ts [styleId]`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { STYLES, styleById } from '../src/shared/styles.ts';
import { LocalPosterEngine } from '../src/server/adapters/poster-engine/local-poster-engine.ts';
import { makeLandscapePhoto, PHOTO_HEIGHT, PHOTO_WIDTH } from '../src/server/modules/create/sample-photo.ts';
import { SubjectFinder } from '../src/server/adapters/poster-engine/subject/subject-finder.ts';

const outDir = join(dirname(fileURLToPath(import.meta.url)), 'out');
const RUNS = 5;
const timedStyle = styleById(process.argv[2] ?? 'swissmidcentury') ?? STYLES[0]!;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

await mkdir(outDir, { recursive: true });
const photo = await makeLandscapePhoto();
await writeFile(join(outDir, 'photo.jpg'), photo);
const engine = new LocalPosterEngine();
console.log(
  `photo ${PHOTO_WIDTH}×${PHOTO_HEIGHT} JPEG (${(photo.length / 1e6).toFixed(1)} MB), ` +
    `${availableParallelism()} cores, sharp.concurrency ${sharp.concurrency()}`,
);

// Subject detection on its own (its thread, its models): the first in a process loads the models.
const finder = new SubjectFinder({ remember: 0 });
let detectStart = performance.now();
const found = await finder.find(photo);
const firstDetection = performance.now() - detectStart;
const detections: number[] = [];
for (let run = 0; run < RUNS; run++) {
  detectStart = performance.now();
  await finder.find(photo);
  detections.push(performance.now() - detectStart);
}
const detection = median(detections);
console.log(
  `subject detection: first ${ms(firstDetection)} (models loaded), then median of ${RUNS} ${ms(detection)}; ` +
    `found by ${found.subject.found}${found.fallback ? ` (${found.fallback})` : ''}`,
);

// the first render also makes the finish textures and loads the engine's own detector, once per process; later
// renders of the same photo reuse its subject, so the figures below are the render alone plus the detection above
await engine.render({ image: photo, style: timedStyle });

const runs: number[] = [];
let stages = '';
for (let run = 0; run < RUNS; run++) {
  const marks: string[] = [];
  let last = performance.now();
  const start = last;
  await engine.render({ image: photo, style: timedStyle }, (name) => {
    const now = performance.now();
    marks.push(`${name} ${(now - last).toFixed(0)}`);
    last = now;
  });
  const end = performance.now();
  runs.push(end - start);
  stages = `${marks.join(', ')}, finish ${(end - last).toFixed(0)}`;
}
console.log(
  `\n${timedStyle.id}: median of ${RUNS} full renders ${ms(median(runs) + detection)}, detection included ` +
    `(render ${ms(median(runs))}, runs: ${runs.map((run) => run.toFixed(0)).join(', ')}; ` +
    `detection ${ms(detection)})`,
);
console.log(`  stages of the last run (ms): ${stages}`);

const caption = {
  text: 'Lac Léman, Sunday 14 July — the whole family on the water',
  x: 175,
  y: 430,
  frameWidth: 350,
  frameHeight: 495,
};
const captioned: number[] = [];
for (let run = 0; run < 3; run++) {
  const start = performance.now();
  await engine.render({ image: photo, style: timedStyle, caption });
  captioned.push(performance.now() - start);
}
console.log(`  with a two-line caption: median of 3 ${ms(median(captioned))}`);

console.log('\nper style, the drawn landscape (no subject found: composed on its most salient part; median of 3):');
const thumbnails = await perStyle(photo, detection);

// A real photograph of a group across a landscape frame, enlarged to 12 MP so it costs what a phone's photo costs to
// decode: the detector finds the band, the photo styles show it on a panel, the painted grounds cut it out.
const group = await sharp(join(dirname(fileURLToPath(import.meta.url)), 'photos/mariachi-band.jpg'))
  .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { fit: 'cover', kernel: 'lanczos3' })
  .jpeg({ quality: 90 })
  .toBuffer();
const groupDetections: number[] = [];
let groupFound;
for (let run = 0; run < RUNS; run++) {
  detectStart = performance.now();
  groupFound = await finder.find(group);
  groupDetections.push(performance.now() - detectStart);
}
await finder.unload();
console.log(
  `\nper style, a real photograph of a group at ${PHOTO_WIDTH}×${PHOTO_HEIGHT} (found ` +
    `by ${groupFound!.subject.found}, detection median of ${RUNS} ${ms(median(groupDetections))}; median of 3):`,
);
await perStyle(group, median(groupDetections));

/**
 * Each style's render of `source` (median of 3; the engine remembers the subject, so this is the render alone) plus
 * `detected`.
 */
async function perStyle(source: Buffer, detected: number): Promise<Buffer[]> {
  const made: Buffer[] = [];
  const times: number[] = [];
  for (const style of STYLES) {
    const runs: number[] = [];
    let output;
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      output = await engine.render({ image: source, style });
      runs.push(performance.now() - start);
    }
    times.push(median(runs));
    const { printMaster, preview, thumbnail } = output!;
    console.log(
      `  ${style.id.padEnd(20)} ${ms(median(runs)).padStart(8)} + detection ${ms(detected)} ` +
        `= ${ms(median(runs) + detected).padStart(8)}   print ${(printMaster.length / 1e6).toFixed(1)} MB, ` +
        `preview ${(preview.length / 1e3).toFixed(0)} KB, thumbnail ${(thumbnail.length / 1e3).toFixed(0)} KB`,
    );
    made.push(thumbnail);
    if (source === photo)
      await sharp(preview)
        .png()
        .toFile(join(outDir, `${style.id}-preview.png`));
  }
  console.log(`  slowest ${ms(Math.max(...times) + detected)} with detection, budget 1500 ms`);
  return made;
}

await writeFile(join(outDir, 'contact-sheet.png'), await contactSheet(photo, thumbnails));
console.log(`\nwrote ${join(outDir, 'contact-sheet.png')}`);

/** The source photo and the eight thumbnails, three to a row, each labelled. */
async function contactSheet(source: Buffer, posters: Buffer[]): Promise<Buffer> {
  const cell = { width: 340, height: 480 },
    label = 44,
    gap = 24;
  const columns = 3,
    rows = 3;
  const width = columns * cell.width + (columns + 1) * gap;
  const height = rows * (cell.height + label) + (rows + 1) * gap;
  const tiles = [
    {
      image: await sharp(source)
        .resize(cell.width, cell.height, { fit: 'contain', background: '#2b2b2b' })
        .png()
        .toBuffer(),
      name: 'Source photo (12 MP)',
    },
    ...posters.map((image, i) => ({ image, name: STYLES[i]!.name })),
  ];
  const composites = tiles.flatMap(({ image, name }, i) => {
    const left = gap + (i % columns) * (cell.width + gap);
    const top = gap + Math.floor(i / columns) * (cell.height + label + gap);
    const caption =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${cell.width}" height="${label}"><text ` +
      `x="${cell.width / 2}" y="29" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" ` +
      `font-size="19" fill="#f3efe6">${name}</text></svg>`;
    return [
      { input: image, left, top },
      { input: Buffer.from(caption), left, top: top + cell.height },
    ];
  });
  return sharp({ create: { width, height, channels: 3, background: '#1c1c1c' } })
    .composite(composites)
    .png()
    .toBuffer();
}
