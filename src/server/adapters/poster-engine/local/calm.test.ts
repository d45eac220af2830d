import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { styleById } from '../../../../shared/styles.ts';
import type { StyleId } from '../../../../shared/styles.ts';
import type { PixelBox, Subject } from './boxes.ts';
import { renderArtwork } from './artwork.ts';
import { calmWeights, featureBox, mergeSmallRegions } from './calm.ts';
import { nearestInks } from './nearest-inks.ts';
import type { RgbImage } from '../source-image.ts';
import { FINDER_ANSWERS } from '../test-photos.ts';

/** A quarter of the print master's width: enough for the contours, quick to paint. */
const SMALL = { width: 877, height: 1240 };

const photo = (name: string) => readFile(new URL(`../../../../../bench/photos/${name}.jpg`, import.meta.url));

/** What the subject finder answers for the photos: the cat's face box covers most of the cat. */
const subjects: Record<string, Subject> = FINDER_ANSWERS;

/**
 * Contour density: the share of a box's pixels on the edge of the ink the contours are drawn in (the palette's
 * darkest colour). Every contour line has two such edges, a dark plane only its outline; the halftone's dots and the
 * echo lines are in other colours and do not count. Texture turned into contour noise is a maze of short lines.
 */
function contourDensity(art: { data: Buffer; width: number }, box: PixelBox, ink: string) {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(ink.slice(at, at + 2), 16)) as [number, number, number];
  const { width, data } = art;
  const inked = (i: number) => Math.hypot(data[i * 3]! - r, data[i * 3 + 1]! - g, data[i * 3 + 2]! - b) < 60;
  let edges = 0,
    area = 0;
  for (let y = Math.round(box.top); y < box.top + box.height - 1; y++) {
    for (let x = Math.round(box.left); x < box.left + box.width - 1; x++) {
      const i = y * width + x,
        own = inked(i);
      if (own !== inked(i + 1) || own !== inked(i + width)) edges++;
      area++;
    }
  }
  return edges / Math.max(1, area);
}

/** The darkest colour of a style's palette: its contours' ink. */
const inkOf = (style: StyleId) => {
  const palette = styleById(style)!.palette;
  const light = (hex: string) => [1, 3, 5].reduce((sum, at) => sum + Number.parseInt(hex.slice(at, at + 2), 16), 0);
  return [...palette].sort((a, b) => light(a) - light(b))[0]!;
};

const render = async (name: string, style: StyleId, edgeRule?: 'none') =>
  renderArtwork(
    await photo(name),
    { ...styleById(style)!, ...(edgeRule && { edgeRule }) },
    {
      subject: subjects[name],
      artSize: SMALL,
    },
  );

/**
 * The share of a box's pixels in each ink of the palette, each pixel counted in its nearest ink, the contours' ink
 * left out: how much of each colour the planes show.
 */
function inkShares(art: RgbImage, box: PixelBox, style: StyleId): number[] {
  const ink = nearestInks(art, styleById(style)!);
  const counts = styleById(style)!.palette.map(() => 0);
  for (let y = Math.round(box.top); y < box.top + box.height; y++) {
    for (let x = Math.round(box.left); x < box.left + box.width; x++) counts[ink[y * art.width + x]!]!++;
  }
  counts[styleById(style)!.palette.indexOf(inkOf(style))] = 0;
  const total = counts.reduce((sum, count) => sum + count, 0);
  return counts.map((count) => count / Math.max(1, total));
}

/**
 * Colour changes: the share of a box's pixels whose nearest palette ink differs from their right or lower neighbour's.
 * Every plane's edge counts, and every echo line twice: a figure drawn in a few flat planes changes colour seldom.
 */
function colourChanges(art: RgbImage, box: PixelBox, style: StyleId) {
  const ink = nearestInks(art, styleById(style)!);
  let changes = 0,
    area = 0;
  for (let y = Math.round(box.top); y < box.top + box.height - 1; y++) {
    for (let x = Math.round(box.left); x < box.left + box.width - 1; x++) {
      const i = y * art.width + x;
      if (ink[i] !== ink[i + 1] || ink[i] !== ink[i + art.width]) changes++;
      area++;
    }
  }
  return changes / Math.max(1, area);
}

/** The middle of the subject's box on the sheet: the cat's face, away from the painted ground around it. */
const middleOf = ({ left, top, width, height }: PixelBox): PixelBox => ({
  left: left + width * 0.2,
  top: top + height * 0.2,
  width: width * 0.6,
  height: height * 0.6,
});

describe('texture calmed inside the subject, or everywhere when no subject is trusted (decision 044)', () => {
  // measured on 2026-11-27: psychedelic concert 0.143 before, 0.060 after; pop art 0.147 before, 0.083 after; with
  // the colours planned from the uncalmed picture, a 3-pixel median and one wide pass: 0.075 and 0.051 (the same on
  // 2026-12-07, with the finder's label)
  const calmest = { psychedelicconcert: 0.1, popart: 0.11 } as const;
  for (const style of ['psychedelicconcert', 'popart'] as const) {
    it(`the cat's fur is a few flat shapes in ${style}, not contour noise`, async () => {
      const art = await render('cat-chelsea', style);
      const density = contourDensity(art, middleOf(art.subjectOnSheet.box), inkOf(style));
      if (process.env.PRINT_CONTOUR_DENSITY) console.log(`cat-chelsea ${style}: ${density.toFixed(3)}`);
      expect(density).toBeLessThan(calmest[style]);
    }, 60_000);
  }

  // measured on 2026-11-27: psychedelic concert 0.071 before, 0.049 after; pop art 0.102 before, 0.093 after; with
  // the colours planned from the uncalmed picture, a 3-pixel median and one wide pass: 0.061 and 0.088; on
  // 2026-12-07 (the clean silhouette of 2026-12-06 gives her other tones; the finder's answers): 0.105 and 0.088
  const keptHalf = { psychedelicconcert: 0.036, popart: 0.051 } as const;
  for (const style of ['psychedelicconcert', 'popart'] as const) {
    it(`a face's eyes, nose and mouth keep at least half their contours in ${style}`, async () => {
      const art = await render('astronaut', style);
      const density = contourDensity(art, featureBox(art.subjectOnSheet.faces[0]!), inkOf(style));
      if (process.env.PRINT_CONTOUR_DENSITY) console.log(`astronaut's features ${style}: ${density.toFixed(3)}`);
      expect(density).toBeGreaterThan(keptHalf[style]);
    }, 60_000);
  }

  // measured on 2026-11-27, the inks' shares apart from the uncalmed render's (0: the same, 2: nothing in common):
  // psychedelic concert 1.97 with the colours planned from the calmer picture, 0.13 from the plain one; pop art 0.88,
  // 0.12
  for (const style of ['psychedelicconcert', 'popart'] as const) {
    it(`the cat keeps the colours of its uncalmed picture in ${style}: they are planned from it`, async () => {
      // with no edge rule the style does not calm its texture, and nothing else of its colours depends on it
      const [calm, plain] = await Promise.all([render('cat-chelsea', style), render('cat-chelsea', style, 'none')]);
      const calmShares = inkShares(calm, middleOf(calm.subjectOnSheet.box), style);
      const plainShares = inkShares(plain, middleOf(plain.subjectOnSheet.box), style);
      const apart = calmShares.reduce((sum, share, ink) => sum + Math.abs(share - plainShares[ink]!), 0);
      if (process.env.PRINT_CONTOUR_DENSITY) console.log(`cat-chelsea ${style} inks apart: ${apart.toFixed(2)}`);
      expect(calmShares.indexOf(Math.max(...calmShares))).toBe(plainShares.indexOf(Math.max(...plainShares)));
      expect(apart).toBeLessThan(0.25);
    }, 60_000);
  }

  // measured on 2026-12-04, the contour density of the whole sheet with only the saliency's box calmed / with the whole
  // window calmed, its smallest plane a share of the window: koala 0.177 / 0.140 and canyon 0.129 / 0.106 in
  // psychedelic concert, koala 0.058 / 0.043 in pop art. Again on 2026-12-07, psychedelic concert framing such a
  // photo in an oval of bands since 2026-12-06: koala 0.049 / 0.035 and canyon 0.030 / 0.027 in psychedelic concert,
  // koala 0.058 / 0.043 and canyon 0.027 / 0.022 in pop art; each limit lies between the two
  const wholeCalm = [
    { name: 'koala', style: 'psychedelicconcert', under: 0.042 },
    { name: 'canyon', style: 'psychedelicconcert', under: 0.0285 },
    { name: 'koala', style: 'popart', under: 0.05 },
    { name: 'canyon', style: 'popart', under: 0.0245 },
  ] as const;
  for (const { name, style, under } of wholeCalm) {
    it(`with no subject trusted, the whole ${name} is calmed in ${style}, not only the guessed subject`, async () => {
      // no subject given (the detector finds none in these photos): the render guesses where it is by saliency
      const art = await render(name, style);
      const density = contourDensity(art, { left: 0, top: 0, width: art.width, height: art.height }, inkOf(style));
      if (process.env.PRINT_CONTOUR_DENSITY) console.log(`${name}, the whole sheet, ${style}: ${density.toFixed(3)}`);
      expect(density).toBeLessThan(under);
    }, 60_000);
  }

  // measured on 2026-12-06, echoes around every plane of the rough figure / around the clean figure's outline only:
  // pig 0.161 / 0.085, shepherd dog 0.227 / 0.094 (read with the tests' nearest inks: 0.161 / 0.084 and
  // 0.225 / 0.094)
  const fewChanges = { pig: 0.12, 'shepherd-dog': 0.12 } as const;
  for (const name of ['pig', 'shepherd-dog'] as const) {
    it(`the ${name} cut out in psychedelic concert has no echo lines inside, only its planes' contours`, async () => {
      const art = await render(name, 'psychedelicconcert');
      const changes = colourChanges(art, middleOf(art.subjectOnSheet.box), 'psychedelicconcert');
      if (process.env.PRINT_CONTOUR_DENSITY) console.log(`${name}'s colour changes: ${changes.toFixed(3)}`);
      expect(changes).toBeLessThan(fewChanges[name]);
    }, 60_000);
  }

  it('small planes join their surroundings inside the subject, not inside a face’s features', () => {
    const width = 80,
      height = 50;
    const labels = new Uint8Array(width * height);
    const speck = (x: number, y: number) => {
      for (let dy = 0; dy < 2; dy++) for (let dx = 0; dx < 2; dx++) labels[(y + dy) * width + x + dx] = 1;
    };
    speck(28, 30); // in the subject's fur
    speck(59, 25); // an eye
    speck(2, 2); // outside the subject
    const subject = {
      box: { left: 15, top: 5, width: 60, height: 40 },
      faces: [{ left: 50, top: 15, width: 20, height: 20 }],
      found: 'detector' as const,
    };
    const merged = mergeSmallRegions(labels, width, height, subject, calmWeights(width, height, subject));
    expect(merged[30 * width + 28]).toBe(0);
    expect(merged[25 * width + 59]).toBe(1);
    expect(merged[2 * width + 2]).toBe(1);
  });
});
