import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { styleById } from '../../../../shared/styles.ts';
import { renderArtwork } from './artwork.ts';
import type { Subject } from './boxes.ts';
import { sunDiscPlace } from './composition.ts';
import { nearestInks } from './nearest-inks.ts';
import { FINDER_ANSWERS, sheetCrop } from '../test-photos.ts';

/**
 * Minimal modernist's subject on its sun disc, on real photographs of bench/photos (licences in LICENCES.md there),
 * with the boxes the subject finder gives them. The subject never takes the disc's ink, so it does not run into the
 * disc where it stands out of it (decision 043).
 */
const style = styleById('minimalmodernist')!;
const photos: { name: string; subject: Subject }[] = [
  { name: 'shepherd-dog', subject: FINDER_ANSWERS['shepherd-dog'] },
  { name: 'cat-chelsea', subject: FINDER_ANSWERS['cat-chelsea'] },
];

/**
 * The poster of `subject` in `image`, read as inks, and its disc, found where it stands: its ink is the first one under
 * the paper from the top (the disc reaches higher than the subject, which stands in front of it), its top the first
 * row with any ink, its middle column the middle of that ink's run along its top rows.
 */
async function discOf(image: Buffer, subject: Subject) {
  const art = await renderArtwork(image, style, { subject, captionBand: { top: 0.8, bottom: 0.95 } });
  const ink = nearestInks(art, style);
  const { width, height } = art;
  const paper = ink[0]!;
  const inkedIn = (y: number) => ink.subarray(y * width, (y + 1) * width).findIndex((value) => value !== paper);
  let top = 0;
  let firstInked = -1;
  while (top < height && (firstInked = inkedIn(top)) < 0) top++;
  expect(top).toBeLessThan(height);
  const discInk = ink[top * width + firstInked]!;
  let first = width,
    last = -1;
  for (let y = top; y < top + 4; y++) {
    for (let x = 0; x < width; x++) {
      if (ink[y * width + x] !== discInk) continue;
      first = Math.min(first, x);
      last = Math.max(last, x);
    }
  }
  const centre = sunDiscPlace(width, height, top + Math.round(width * 0.8) / 2);
  const disc = { ...centre, centreX: (first + last + 1) / 2 };
  return { ink, width, height, disc, discInk, paper };
}

/**
 * The share of the subject's pixels that stand in front of the disc: inside it, every ink but the disc's is the
 * subject's; outside it, every ink but the paper.
 */
function subjectOnDisc({ ink, width, height, disc, discInk, paper }: Awaited<ReturnType<typeof discOf>>): number {
  let onDisc = 0,
    off = 0;
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const distance = Math.hypot(x + 0.5 - disc.centreX, y + 0.5 - disc.centreY);
      if (distance <= disc.radius - 3 && ink[y * width + x] !== discInk) onDisc++;
      else if (distance > disc.radius + 3 && ink[y * width + x] !== paper) off++;
    }
  }
  return onDisc / (onDisc + off);
}

describe('minimal modernist’s subject against its sun disc', () => {
  for (const { name, subject } of photos) {
    it(`${name}: no part of the subject outside the disc is printed in the disc's ink`, async () => {
      const image = await readFile(new URL(`../../../../../bench/photos/${name}.jpg`, import.meta.url));
      const { ink, width, height, disc, discInk, paper } = await discOf(image, subject);
      expect(discInk).not.toBe(paper);
      let inside = 0,
        outside = 0;
      for (let y = 0; y < height; y += 2) {
        for (let x = 0; x < width; x += 2) {
          if (ink[y * width + x] !== discInk) continue;
          if (Math.hypot(x + 0.5 - disc.centreX, y + 0.5 - disc.centreY) > disc.radius + 3) outside++;
          else inside++;
        }
      }
      expect(inside).toBeGreaterThan(0);
      expect(outside / inside).toBeLessThan(0.002);
    }, 30_000);
  }
});

describe('a round thing on the sun disc', () => {
  it('espresso: the cup (as the detector names it) keeps its body, which has its saucer’s colour', async () => {
    const image = await readFile(new URL('../../../../../bench/photos/espresso.jpg', import.meta.url));
    const { box } = FINDER_ANSWERS.espresso;
    /** The share of the disc that the subject covers: the disc's pixels not in its ink. */
    const covered = async (subject: Subject) => {
      const { ink, width, height, disc, discInk } = await discOf(image, subject);
      let inDisc = 0,
        subjectPixels = 0;
      for (let y = 0; y < height; y += 2) {
        for (let x = 0; x < width; x += 2) {
          if (Math.hypot(x + 0.5 - disc.centreX, y + 0.5 - disc.centreY) > disc.radius - 3) continue;
          inDisc++;
          if (ink[y * width + x] !== discInk) subjectPixels++;
        }
      }
      return subjectPixels / inDisc;
    };
    const unnamed = await covered({ box, faces: [], found: 'detector' });
    const cup = await covered({ box, faces: [], found: 'detector', label: 'cup' });
    // measured on 2026-12-02: 0.39 of the disc unnamed (the rim and the crema), 0.60 as a cup; on 2026-12-07 with the
    // box the finder gives now (`FINDER_ANSWERS`, a little shorter than the one recorded then): 0.34 and 0.56
    if (process.env.PRINT_DISC) console.log(`espresso: ${unnamed.toFixed(2)} unnamed, ${cup.toFixed(2)} as a cup`);
    expect(cup).toBeGreaterThan(unnamed * 1.3);
  }, 30_000);
});

describe('a subject the photo cuts, on the sun disc', () => {
  // measured on 2026-12-06 (the share of the subject in front of its disc): the bat 0.49 with the disc across the
  // sheet's middle, 1.00 moved; the astronaut 0.59 and 0.83 (the same, 1.00 and 0.83, with the finder's labels on
  // 2026-12-07)
  const cut: { name: string; crop: boolean; subject: Subject; side: 1 | -1; least: number }[] = [
    {
      // the bat's wing runs out of the photo's right side, cut to the sheet's shape
      name: 'flying-fox-backlit',
      crop: true,
      // the finder's answer for the photo cut to the sheet
      subject: {
        box: { left: 0.4118, top: 0.0313, width: 0.5882, height: 0.9167 },
        faces: [],
        found: 'detector',
        label: 'bird',
      },
      side: 1,
      least: 0.9,
    },
    {
      // her suit runs out of the photo's left side
      name: 'astronaut',
      crop: false,
      subject: FINDER_ANSWERS.astronaut,
      side: -1,
      least: 0.8,
    },
  ];
  for (const { name, crop, subject, side, least } of cut) {
    it(`${name}: the disc moves to the side the subject runs off, and the subject stands in front of it`, async () => {
      const photo = await readFile(new URL(`../../../../../bench/photos/${name}.jpg`, import.meta.url));
      const found = await discOf(crop ? await sheetCrop(photo) : photo, subject);
      expect(Math.sign(found.disc.centreX - found.width / 2)).toBe(side);
      if (process.env.PRINT_DISC) console.log(`${name}: ${subjectOnDisc(found).toFixed(2)} in front of the disc`);
      expect(subjectOnDisc(found)).toBeGreaterThan(least);
    }, 30_000);
  }
});
