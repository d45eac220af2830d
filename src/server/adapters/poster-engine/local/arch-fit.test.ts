import { describe, expect, it } from 'vitest';
import { archCrop, carriedFigure } from './arch-fit.ts';
import type { FitInput } from './arch-fit.ts';

/** The arch on A3's sheet at half size (local/composition.ts): 74 % of its width, 69 % of its height. */
const ARCH = { width: 1298, height: 1712 };
const SIM = { width: 200, height: 264 };

/** A silhouette: the ellipse in `box` (simplification pixels). */
function ellipse(box: { left: number; top: number; width: number; height: number }): Uint8Array {
  const figure = new Uint8Array(SIM.width * SIM.height);
  for (let y = 0; y < SIM.height; y++) {
    for (let x = 0; x < SIM.width; x++) {
      const dx = (x + 0.5 - box.left - box.width / 2) / (box.width / 2),
        dy = (y + 0.5 - box.top - box.height / 2) / (box.height / 2);
      if (dx * dx + dy * dy <= 1) figure[y * SIM.width + x] = 255;
    }
  }
  return figure;
}

/** The silhouette's box on the arch (its pixels) once the crop is `fitted`, given the first `crop`. */
function onArch(figure: Uint8Array, input: FitInput, fitted: { left: number; top: number; width: number }) {
  const carried = carriedFigure(figure, SIM, input.crop, {
    ...fitted,
    height: fitted.width / (ARCH.width / ARCH.height),
  });
  let left = Infinity,
    right = -Infinity,
    top = Infinity,
    bottom = -Infinity;
  carried.forEach((value, i) => {
    if (!value) return;
    const x = i % SIM.width,
      y = (i - x) / SIM.width;
    left = Math.min(left, x);
    right = Math.max(right, x + 1);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y + 1);
  });
  const scale = ARCH.width / SIM.width;
  return { left: left * scale, right: right * scale, top: top * scale, bottom: bottom * scale };
}

const photo = { width: 1000, height: 1320 };
const crop = { left: 0, top: 0, width: 1000, height: 1320 };
const input = (figure: Uint8Array): FitInput => ({ arch: ARCH, figure, sim: SIM, crop, photo, maxZoomOut: 2.2 });

describe('the crop fitted to the silhouette in the arch', () => {
  it('scales a small subject up until it spans most of the arch, centred across it and clear of its edge', () => {
    const figure = ellipse({ left: 50, top: 140, width: 100, height: 100 });
    const fitted = archCrop(input(figure))!;
    const box = onArch(figure, input(figure), fitted);
    expect((box.right - box.left) / ARCH.width).toBeGreaterThan(0.8);
    expect(Math.abs((box.left + box.right) / 2 - ARCH.width / 2)).toBeLessThan(ARCH.width * 0.02);
    expect(box.left).toBeGreaterThan(ARCH.width * 0.05);
    expect(box.right).toBeLessThan(ARCH.width * 0.95);
    // hung about the arch's centre of area, not standing at its foot
    expect(ARCH.height - box.bottom).toBeGreaterThan(ARCH.height * 0.1);
  });

  it('zooms into the photo no more than twice', () => {
    const figure = ellipse({ left: 70, top: 160, width: 60, height: 60 });
    const fitted = archCrop(input(figure))!;
    expect(fitted.width).toBeGreaterThanOrEqual(crop.width / 2 - 1);
    const box = onArch(figure, input(figure), fitted);
    expect((box.right - box.left) / ARCH.width).toBeCloseTo(0.6, 1);
  });

  it('stands a subject the photo cuts at its foot on the arch’s foot', () => {
    const figure = ellipse({ left: 60, top: 160, width: 80, height: 160 });
    const fitted = archCrop(input(figure))!;
    const box = onArch(figure, input(figure), fitted);
    expect(box.bottom).toBeGreaterThanOrEqual(ARCH.height - ARCH.width / SIM.width);
    expect((box.bottom - box.top) / ARCH.height).toBeGreaterThan(0.5);
  });

  it('keeps a tall subject’s top clear of the round top', () => {
    const figure = ellipse({ left: 80, top: 20, width: 40, height: 200 });
    const fitted = archCrop(input(figure))!;
    const box = onArch(figure, input(figure), fitted);
    expect((box.bottom - box.top) / ARCH.height).toBeGreaterThan(0.75);
    expect(box.top).toBeGreaterThan(ARCH.width * 0.05);
  });

  it('leaves a crop that already sets the silhouette so, and finds nothing to fit without one', () => {
    const figure = ellipse({ left: 70, top: 160, width: 60, height: 60 });
    const fitted = archCrop(input(figure))!;
    const again = carriedFigure(figure, SIM, crop, { ...fitted, height: (fitted.width * ARCH.height) / ARCH.width });
    expect(archCrop({ ...input(again), crop: { ...fitted, height: (fitted.width * ARCH.height) / ARCH.width } })).toBe(
      null,
    );
    expect(archCrop(input(new Uint8Array(SIM.width * SIM.height)))).toBe(null);
  });

  it('carries a silhouette onto another crop of the photo', () => {
    const figure = ellipse({ left: 50, top: 50, width: 100, height: 100 });
    const same = carriedFigure(figure, SIM, crop, crop);
    expect(same).toEqual(figure);
    // the right half of the photo: the ellipse's right half fills its left side, twice as large
    const half = carriedFigure(figure, SIM, crop, { left: 500, top: 0, width: 500, height: 660 });
    expect(half[Math.round(SIM.height / 2) * SIM.width + 5]).toBe(255);
    expect(half[Math.round(SIM.height / 2) * SIM.width + 110]).toBe(0);
  });
});
