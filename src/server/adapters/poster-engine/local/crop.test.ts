import { describe, expect, it } from 'vitest';
import { STYLES } from '../../../../shared/styles.ts';
import { POSTER_ASPECT } from '../poster-engine.ts';
import { panelWindow, pictureWindow } from './composition.ts';
import { composeCrop, panelAspect } from './crop.ts';
import type { CropRect } from './crop.ts';
import type { Box, Subject } from './boxes.ts';

const photo = { width: 4000, height: 3000 };
const subjectOf = (box: Box, faces: Box[] = []): Subject => ({ box, faces, found: 'detector' });
const rules = (heroScaleRange: readonly [number, number], extra: Partial<Parameters<typeof composeCrop>[3]> = {}) => ({
  heroScaleRange,
  maxZoomOut: 1,
  ...extra,
});

/** How much of `box` (photo fractions) lies inside the window. */
function insideShare(crop: CropRect, box: Box): number {
  const left = Math.max(crop.left, box.left * photo.width),
    right = Math.min(crop.left + crop.width, (box.left + box.width) * photo.width);
  const top = Math.max(crop.top, box.top * photo.height),
    bottom = Math.min(crop.top + crop.height, (box.top + box.height) * photo.height);
  return (
    (Math.max(0, right - left) * Math.max(0, bottom - top)) / (box.width * photo.width * box.height * photo.height)
  );
}

/** The subject's span in the window, in its larger dimension (what heroScaleRange measures). */
const heroShare = (crop: CropRect, box: Box) =>
  Math.max((box.height * photo.height) / crop.height, (box.width * photo.width) / crop.width);

describe('composing the poster around its subject', () => {
  it("keeps the window in the poster's shape and inside the photo", () => {
    const crop = composeCrop(
      photo,
      POSTER_ASPECT,
      subjectOf({ left: 0.4, top: 0.3, width: 0.2, height: 0.4 }),
      rules([0.4, 0.7]),
    );
    expect(crop.width / crop.height).toBeCloseTo(POSTER_ASPECT, 2);
    expect(crop.left).toBeGreaterThanOrEqual(0);
    expect(crop.top).toBeGreaterThanOrEqual(0);
    expect(crop.left + crop.width).toBeLessThanOrEqual(photo.width);
    expect(crop.top + crop.height).toBeLessThanOrEqual(photo.height);
  });

  it.each(STYLES.map((style) => [style.id, style.iconic.heroScaleRange] as const))(
    'gives the subject the hero share %s asks for',
    (_, range) => {
      // a small dog in a wide field: the window zooms in until the dog spans the style's share
      const dog = { left: 0.55, top: 0.5, width: 0.2, height: 0.25 };
      const crop = composeCrop(photo, POSTER_ASPECT, subjectOf(dog), rules(range));
      expect(heroShare(crop, dog)).toBeGreaterThanOrEqual(range[0] - 0.01);
      expect(heroShare(crop, dog)).toBeLessThanOrEqual(range[1] + 0.01);
      expect(insideShare(crop, dog)).toBe(1);
    },
  );

  it('zooms in at most twice, however small the subject', () => {
    const bird = { left: 0.5, top: 0.5, width: 0.02, height: 0.02 };
    const crop = composeCrop(photo, POSTER_ASPECT, subjectOf(bird), rules([0.6, 0.9]));
    expect(crop.height).toBeCloseTo(photo.height / 2, -1);
    expect(insideShare(crop, bird)).toBeCloseTo(1, 6);
  });

  it("never cuts through a face near the photo's edge, whatever the zoom", () => {
    // a person at the right edge, face at the top right corner; the style wants a tight crop
    const face = { left: 0.88, top: 0.04, width: 0.08, height: 0.1 };
    const person = { left: 0.8, top: 0.03, width: 0.19, height: 0.9 };
    for (const range of [
      [0.25, 0.45],
      [0.6, 0.9],
    ] as const) {
      const crop = composeCrop(photo, POSTER_ASPECT, subjectOf(person, [face]), rules(range));
      expect(insideShare(crop, face)).toBeCloseTo(1, 6);
    }
  });

  it("keeps a group's faces whole: each inside the window or wholly outside it, the largest inside", () => {
    // a landscape group photo in a portrait poster: not every face fits
    const faces = [
      { left: 0.42, top: 0.28, width: 0.09, height: 0.11 },
      ...[0.1, 0.25, 0.6, 0.75].map((left) => ({ left, top: 0.3, width: 0.07, height: 0.09 })),
    ];
    const group = { left: 0.05, top: 0.25, width: 0.8, height: 0.7 };
    for (const range of [
      [0.25, 0.45],
      [0.6, 0.9],
    ] as const) {
      const crop = composeCrop(photo, POSTER_ASPECT, subjectOf(group, faces), rules(range));
      const shares = faces.map((face) => insideShare(crop, face));
      for (const share of shares)
        expect(share < 1e-6 || share > 1 - 1e-6, `a face ${(share * 100).toFixed(0)}% inside`).toBe(true);
      expect(shares[0]).toBeCloseTo(1, 6);
      expect(crop.left).toBeGreaterThanOrEqual(0);
      expect(crop.left + crop.width).toBeLessThanOrEqual(photo.width);
    }
  });

  it('centres a close-up face larger than the window on its middle', () => {
    // a cat's face filling a landscape photo: the portrait window cannot hold it, so it holds its middle
    const face = { left: 0.06, top: 0, width: 0.71, height: 1 };
    const crop = composeCrop(
      { width: 451, height: 300 },
      POSTER_ASPECT,
      subjectOf({ left: 0, top: 0, width: 0.95, height: 1 }, [face]),
      rules([0.4, 0.7]),
    );
    expect(crop.left + crop.width / 2).toBeCloseTo((face.left + face.width / 2) * 451, -1);
  });

  it("grows the window past the photo for a group's faces only as far as the style allows", () => {
    const faces = [0.1, 0.3, 0.5, 0.7].map((left) => ({ left, top: 0.3, width: 0.07, height: 0.09 }));
    const group = { left: 0.05, top: 0.25, width: 0.8, height: 0.7 };
    const crop = composeCrop(photo, POSTER_ASPECT, subjectOf(group, faces), rules([0.3, 0.5], { maxZoomOut: 2 }));
    for (const face of faces) expect(insideShare(crop, face)).toBeCloseTo(1, 6);
  });

  it("keeps the subject out of the caption's band", () => {
    const person = { left: 0.45, top: 0.3, width: 0.1, height: 0.3 };
    const band = { top: 0.8, bottom: 0.94 };
    const crop = composeCrop(
      { width: 3000, height: 4243 },
      POSTER_ASPECT,
      subjectOf(person),
      rules([0.3, 0.5], { captionBand: band }),
    );
    const bottomInPoster = ((person.top + person.height) * 4243 - crop.top) / crop.height;
    expect(bottomInPoster).toBeLessThanOrEqual(band.top);
  });

  it('gives a large subject room by padding the photo when the style allows it', () => {
    // a close portrait filling the frame: a style that wants the subject at half the poster zooms out
    const portrait = { left: 0.1, top: 0.02, width: 0.8, height: 0.96 };
    const tight = composeCrop(photo, POSTER_ASPECT, subjectOf(portrait), rules([0.3, 0.5]));
    const roomy = composeCrop(photo, POSTER_ASPECT, subjectOf(portrait), rules([0.3, 0.5], { maxZoomOut: 2 }));
    expect(heroShare(roomy, portrait)).toBeLessThan(heroShare(tight, portrait));
    expect(heroShare(roomy, portrait)).toBeCloseTo(heroShare(tight, portrait) / 2, 2);
    expect(insideShare(roomy, portrait)).toBeCloseTo(1, 6);
  });

  describe("a subject wider than the poster's window", () => {
    // a dog side-on across a landscape photo: a portrait window at the photo's full height holds under half of it
    const dog = { width: 1024, height: 768 };
    const side = { left: 0.02, top: 0.17, width: 0.96, height: 0.83 };

    it('is shown whole on a wider panel, not cut', () => {
      const aspect = panelAspect(dog, POSTER_ASPECT, subjectOf(side));
      expect(aspect).toBeGreaterThan(POSTER_ASPECT);
      expect(aspect).toBeLessThanOrEqual(dog.width / dog.height);
      const crop = composeCrop(dog, aspect, subjectOf(side), rules([0.4, 0.7]));
      expect(crop.width / crop.height).toBeCloseTo(aspect, 2);
      const inside =
        Math.min(crop.left + crop.width, (side.left + side.width) * dog.width) -
        Math.max(crop.left, side.left * dog.width);
      expect(inside / (side.width * dog.width)).toBeCloseTo(1, 2);
    });

    it("keeps the poster's own window when the subject fits, or when only saliency says where it is", () => {
      expect(panelAspect(dog, POSTER_ASPECT, subjectOf({ left: 0.4, top: 0.1, width: 0.25, height: 0.8 }))).toBe(
        POSTER_ASPECT,
      );
      expect(panelAspect(dog, POSTER_ASPECT, { box: side, faces: [], found: 'saliency' })).toBe(POSTER_ASPECT);
      // a nearly square photo: the panel is never wider than the photo itself
      expect(panelAspect({ width: 900, height: 1000 }, POSTER_ASPECT, subjectOf(side))).toBeCloseTo(0.9, 6);
    });

    it("lays the photo across the window, a little above the middle, and out of the caption's band", () => {
      const sheet = { width: 1754, height: 2481 };
      const window = pictureWindow('full-bleed', sheet.width, sheet.height);
      const panel = panelWindow(window, 4 / 3, sheet.width, sheet.height);
      expect(panel.width / panel.height).toBeCloseTo(4 / 3, 2);
      expect(panel.left).toBe(0);
      expect(panel.width).toBe(sheet.width);
      expect(panel.top - window.top).toBeLessThan(window.top + window.height - panel.top - panel.height);
      // a caption just below the middle: the photo goes above it
      const band = { top: 0.55, bottom: 0.65 };
      const moved = panelWindow(window, 4 / 3, sheet.width, sheet.height, band);
      expect(moved.top + moved.height).toBeLessThanOrEqual(band.top * sheet.height);
      // the bordered window keeps its own margins
      const bordered = pictureWindow('bordered', sheet.width, sheet.height);
      expect(panelWindow(bordered, 4 / 3, sheet.width, sheet.height).width).toBe(bordered.width);
    });
  });
});
