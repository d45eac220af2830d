import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Box, Subject, SubjectInCrop } from './boxes.ts';
import { foregroundMask } from './foreground.ts';
import { groundFor } from './grounds.ts';
import { styleById } from '../../../../shared/styles.ts';
import { partsOf } from './parts.ts';
import { FINDER_ANSWERS } from '../test-photos.ts';

/**
 * The subject's silhouette on real photographs (intersection over union with the truth, measured on 2026-11-27: clean /
 * rough: cat 0.88 / 0.84, dog 0.70 / 0.66, espresso 0.66 / 0.66, koala 0.73 / 0.79; on 2026-12-02 the espresso, which
 * the detector names a cup, 0.84 clean with its box's ellipse joined (0.840 with the box the finder gives on
 * 2026-12-07, a little shorter); on 2026-12-05, with the ground seen between an animal's legs kept open, the dog 0.71
 * and the pig, a photograph added then, 0.89 clean where it was 0.81; on 2026-12-06, with a side-on animal's body
 * centred above its box's middle, the dog 0.77 / 0.75 where it was 0.71 / 0.66 and the pig 0.878 clean where it was
 * 0.885; later that day, with the colours in the box's ellipse that are far from all the ground's seeding a clean
 * silhouette, the dog 0.825 and the koala 0.805 clean where they were 0.774 and 0.730; the floors are a little under,
 * the dog's and the koala's clean ones close enough that either without that rule, and the cat's clean one that the
 * cat's face close-up taken for a side view, would fall under them), photographs from bench/photos (licences in
 * LICENCES.md there), against masks traced by hand and checked over the photo (bench/photos/masks). The boxes and
 * labels are the subject finder's answers for these photos (`FINDER_ANSWERS`); the koala, which it does not find,
 * stands in as a found subject with the box of its hand-checked mask (decision 043).
 */
const WIDTH = 360;

const photos: { name: string; subject: Subject; clean: number; rough: number }[] = [
  { name: 'cat-chelsea', subject: FINDER_ANSWERS['cat-chelsea'], clean: 0.87, rough: 0.81 },
  { name: 'shepherd-dog', subject: FINDER_ANSWERS['shepherd-dog'], clean: 0.81, rough: 0.72 },
  { name: 'pig', subject: FINDER_ANSWERS.pig, clean: 0.87, rough: 0.87 },
  { name: 'espresso', subject: FINDER_ANSWERS.espresso, clean: 0.8, rough: 0.63 },
  {
    name: 'koala',
    subject: { box: { left: 0.14, top: 0.24, width: 0.7, height: 0.61 }, faces: [], found: 'detector' },
    clean: 0.78,
    rough: 0.75,
  },
];

const inPixels = (box: Box, width: number, height: number) => ({
  left: box.left * width,
  top: box.top * height,
  width: box.width * width,
  height: box.height * height,
});

async function photoAndTruth(name: string) {
  const photo = new URL(`../../../../../bench/photos/${name}.jpg`, import.meta.url);
  const { width, height } = await sharp(await readFile(photo)).metadata();
  const size = { width: WIDTH, height: Math.round((height * WIDTH) / width) };
  const data = await sharp(await readFile(photo))
    .resize(size.width, size.height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const truth = await sharp(await readFile(new URL(`../../../../../bench/photos/masks/${name}.png`, import.meta.url)))
    .resize(size.width, size.height, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
  return { image: { data, ...size }, truth: Uint8Array.from(truth, (value) => (value >= 128 ? 1 : 0)) };
}

function agreement(mask: Uint8Array, truth: Uint8Array) {
  let both = 0,
    either = 0,
    found = 0;
  for (let i = 0; i < truth.length; i++) {
    const inMask = mask[i]! > 0;
    if (inMask && truth[i]) both++;
    if (inMask || truth[i]) either++;
    if (inMask) found++;
  }
  const subject = truth.reduce((sum, value) => sum + value, 0);
  return { iou: both / either, covered: both / subject, outside: (found - both) / found };
}

describe('the subject cut out of real photographs', () => {
  for (const { name, subject: found, clean, rough } of photos) {
    it(`${name}: one clean shape over most of the subject and little else`, async () => {
      const { image, truth } = await photoAndTruth(name);
      const { box, faces, label } = found;
      const subject: SubjectInCrop = {
        box: inPixels(box, image.width, image.height),
        faces: faces.map((face) => inPixels(face, image.width, image.height)),
        found: 'detector',
        ...(label === undefined ? {} : { label }),
      };
      const cleanMask = foregroundMask(image, subject, undefined, { clean: true });
      // psychedelic concert's bands flow around the same clean shape as the fields' (its rough one until 2026-12-06)
      const bands = groundFor(styleById('psychedelicconcert')!, { box, faces, found: 'detector' });
      const whole = { left: 0, top: 0, width: image.width, height: image.height };
      expect(bands.cutOut(image, image, subject, whole)!.figure).toEqual(cleanMask);
      const roughMask = foregroundMask(image, subject);
      expect(cleanMask).not.toBeNull();
      const measured = agreement(cleanMask!, truth);
      if (process.env.PRINT_MASKS)
        console.log(`${name}: ${measured.iou.toFixed(3)} clean, ${agreement(roughMask!, truth).iou.toFixed(3)} rough`);
      expect(measured.iou).toBeGreaterThan(clean);
      expect(measured.covered).toBeGreaterThan(0.6);
      expect(measured.outside).toBeLessThan(0.3);
      expect(agreement(roughMask!, truth).iou).toBeGreaterThan(rough);
      const binary = Uint8Array.from(cleanMask!, (value) => (value ? 1 : 0));
      expect(partsOf(binary, image.width, image.height, 1).sizes).toHaveLength(1);
    });
  }
});
