import { describe, expect, it } from 'vitest';
import { STYLES } from '../../../../shared/styles.ts';
import { captionColoursFor } from '../poster-engine.ts';
import { scenePhoto } from '../test-photos.ts';
import { renderArtwork, ART_SIZE } from './artwork.ts';
import { pictureWindow, wideFrame } from './composition.ts';
import type { PictureWindow } from './composition.ts';
import { continuePhoto } from './continuation.ts';
import type { Box, Subject } from './boxes.ts';

/** A wide subject in the photo styles (decision 042): the sheet is a poster, not a small picture on blank paper. */

const PHOTO_STYLES = STYLES.filter((style) => style.iconic.ground === 'photo');
const sheet = ART_SIZE;
const subjectOf = (box: Box, faces: Box[] = []): Subject => ({ box, faces, found: 'detector' });

/** Photos as phones send them, with a subject the poster's portrait window cannot hold whole. */
const wideCases = [
  {
    name: 'a dog side-on across a 4:3 photo',
    photo: { width: 1024, height: 768 },
    subject: subjectOf({ left: 0.02, top: 0.17, width: 0.96, height: 0.8 }),
  },
  {
    name: "a cat's face filling a small 3:2 photo, its body cut by the photo's foot",
    photo: { width: 451, height: 300 },
    subject: subjectOf({ left: 0, top: 0.05, width: 0.95, height: 0.95 }, [
      { left: 0.06, top: 0.05, width: 0.71, height: 0.9 },
    ]),
  },
  {
    name: 'a band across a 3:2 photo',
    photo: { width: 6000, height: 4000 },
    subject: subjectOf({ left: 0.03, top: 0.2, width: 0.94, height: 0.7 }),
  },
  {
    name: 'a motorcycle side-on across a 16:9 photo',
    photo: { width: 4000, height: 2250 },
    subject: subjectOf({ left: 0.08, top: 0.3, width: 0.84, height: 0.6 }),
  },
];

/** The largest band of the sheet's full width or height left as paper around the window, in shares of the sheet. */
function largestPaperBand(window: PictureWindow): number {
  const above = window.top / sheet.height,
    below = (sheet.height - window.top - window.height) / sheet.height;
  const left = window.left / sheet.width,
    right = (sheet.width - window.left - window.width) / sheet.width;
  return Math.max(above, below, left, right);
}

describe('a subject wider than the poster in the photo styles', () => {
  for (const style of PHOTO_STYLES) {
    for (const { name, photo, subject } of wideCases) {
      it(`${style.id}, ${name}: the photo across the whole window, the ground continuing it above and below`, () => {
        const window = pictureWindow(style.composition, sheet.width, sheet.height);
        const wide = wideFrame(photo, window, subject, sheet, { top: 0.8, bottom: 0.93 })!;
        expect(wide).not.toBeNull();
        const { panel, sourceCrop } = wide;
        // the photo is bled across the window (no margin inside it) at its strip's shape
        expect(panel.left).toBe(window.left);
        expect(panel.width).toBe(window.width);
        // the crop fills the whole window: what the photo does not cover, its continued ground does
        expect(sourceCrop.width / sourceCrop.height).toBeCloseTo(window.width / window.height, 2);
        const photoRowsInWindow = (photo.height / sourceCrop.height) * window.height;
        expect(photoRowsInWindow).toBeCloseTo(panel.height, -1);
        expect(sourceCrop.top).toBeLessThanOrEqual(0);
        expect(sourceCrop.top + sourceCrop.height).toBeGreaterThanOrEqual(photo.height);
        // the subject is whole, across the sheet
        expect(sourceCrop.left).toBeLessThanOrEqual(subject.box.left * photo.width + 1);
        expect(sourceCrop.left + sourceCrop.width).toBeGreaterThanOrEqual(
          (subject.box.left + subject.box.width) * photo.width - 1,
        );
        // the picture (photo and its ground) covers at least 60 % of the sheet's height; no band of plain paper
        // larger than a fifth of the sheet (the bordered style keeps its own border, no more)
        expect(window.height / sheet.height).toBeGreaterThanOrEqual(0.6);
        expect(largestPaperBand(window)).toBeLessThanOrEqual(0.2);
        // the photo's strip keeps out of the caption's band
        expect(panel.top + panel.height).toBeLessThanOrEqual(Math.ceil(0.8 * sheet.height));
      });
    }
  }

  it("sets the photo against the window's foot when the subject runs out of the photo there", () => {
    const window = pictureWindow('full-bleed', sheet.width, sheet.height);
    const { panel, sourceCrop } = wideFrame({ width: 451, height: 300 }, window, wideCases[1]!.subject, sheet)!;
    expect(panel.top + panel.height).toBe(window.top + window.height);
    expect(sourceCrop.top + sourceCrop.height).toBe(300);
  });

  it("keeps the window's own crop when the subject fits it, or when only saliency says where it is", () => {
    const window = pictureWindow('full-bleed', sheet.width, sheet.height);
    const photo = { width: 1024, height: 768 };
    expect(wideFrame(photo, window, subjectOf({ left: 0.4, top: 0.1, width: 0.25, height: 0.8 }), sheet)).toBeNull();
    expect(wideFrame(photo, window, { ...wideCases[0]!.subject, found: 'saliency' }, sheet)).toBeNull();
  });
});

describe('the ground that continues a photo', () => {
  // a photo with a blue top half and a green bottom half, a red square in the blue
  const width = 120,
    height = 80;
  const photo = { data: Buffer.alloc(width * height * 3), width, height };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const red = y < 10 && x >= 50 && x < 70;
      photo.data.set(red ? [200, 30, 30] : y < height / 2 ? [40, 90, 170] : [60, 140, 50], i);
    }
  }
  const pad = { left: 0, top: 100, right: 0, bottom: 60 };
  const grown = continuePhoto(photo, pad);
  const at = (x: number, y: number) => [...grown.data.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];

  it("goes on in the edge's colours, calmer the farther from the photo, and keeps the photo's middle", () => {
    expect(grown.height).toBe(height + 160);
    // above: the blue, with the red square smoothed along the edge next to it, gone far from it
    expect(at(5, 99)[2]).toBeGreaterThan(150);
    expect(at(60, 99)[0]).toBeGreaterThan(at(5, 99)[0]! + 30);
    const farRow = Array.from({ length: width }, (_, x) => at(x, 0)[0]!);
    expect(Math.max(...farRow) - Math.min(...farRow)).toBeLessThanOrEqual(1);
    // below: the green
    expect(at(60, height + 159)).toEqual([60, 140, 50]);
    // the photo itself away from its edges is untouched
    expect(at(10, 100 + 40)).toEqual([60, 140, 50]);
    expect(at(10, 100 + 30)).toEqual([40, 90, 170]);
    // deterministic
    expect(continuePhoto(photo, pad).data.equals(grown.data)).toBe(true);
  });

  it('continues the sides too, for a window reaching past them', () => {
    const sides = continuePhoto(photo, { left: 30, top: 0, right: 20, bottom: 0 });
    expect(sides.width).toBe(width + 50);
    const pixel = (x: number, y: number) => [
      ...sides.data.subarray((y * sides.width + x) * 3, (y * sides.width + x) * 3 + 3),
    ];
    expect(pixel(29, height - 1)[1]).toBeGreaterThan(pixel(29, 0)[1]! + 30);
  });
});

describe('a wide subject painted by the real engine', () => {
  /** The share of the sheet's rows that are plain paper (nearly every pixel near the paper's colour). */
  function paperRows(data: Buffer, paper: string): number {
    const rgb = [1, 3, 5].map((i) => Number.parseInt(paper.slice(i, i + 2), 16));
    let rows = 0;
    for (let y = 0; y < sheet.height; y += 4) {
      let near = 0;
      for (let x = 0; x < sheet.width; x += 4) {
        const i = (y * sheet.width + x) * 3;
        const distance = Math.hypot(data[i]! - rgb[0]!, data[i + 1]! - rgb[1]!, data[i + 2]! - rgb[2]!);
        if (distance < 48) near++;
      }
      if (near >= 0.95 * Math.ceil(sheet.width / 4)) rows++;
    }
    return rows / Math.ceil(sheet.height / 4);
  }

  for (const style of PHOTO_STYLES) {
    it(`${style.id}: no blank two thirds around a small panel`, { timeout: 60_000 }, async () => {
      const photo = await scenePhoto({ width: 1200, height: 800 });
      const subject = subjectOf({ left: 0.04, top: 0.55, width: 0.92, height: 0.3 });
      const art = await renderArtwork(photo, style, { subject, captionBand: { top: 0.8, bottom: 0.93 } });
      const window = pictureWindow(style.composition, sheet.width, sheet.height);
      const ownBorder = 1 - window.height / sheet.height;
      // the old panel left about 60 % of the rows blank; now only the style's own border is paper
      expect(paperRows(art.data, captionColoursFor(style).paper)).toBeLessThanOrEqual(ownBorder + 0.03);
    });
  }
});
