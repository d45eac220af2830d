import { describe, expect, it } from 'vitest';
import type { RgbImage } from '../source-image.ts';
import { fullExtent } from './extent.ts';

type Rect = { left: number; top: number; right: number; bottom: number };

/** A small copy of a photo, 96 × 64: a plain pale ground with dark shapes (pixel rectangles, right and bottom out). */
function drawn(shapes: Rect[]): RgbImage {
  const width = 96,
    height = 64;
  const data = Buffer.alloc(width * height * 3, 200);
  for (const { left, top, right, bottom } of shapes) {
    for (let y = top; y < bottom; y++)
      for (let x = left; x < right; x++) data.fill(40, (y * width + x) * 3, (y * width + x) * 3 + 3);
  }
  return { data, width, height };
}

/** A pixel rectangle of the 96 × 64 picture as photo fractions. */
const fractions = ({ left, top, right, bottom }: Rect) => ({
  left: left / 96,
  top: top / 64,
  width: (right - left) / 96,
  height: (bottom - top) / 64,
});

const inPixels = (box: { left: number; top: number; width: number; height: number }) => ({
  left: Math.round(box.left * 96),
  top: Math.round(box.top * 64),
  right: Math.round((box.left + box.width) * 96),
  bottom: Math.round((box.top + box.height) * 64),
});

describe("the subject's full extent", () => {
  it('takes in the rest of a subject the detector boxed only in part', () => {
    // a body whose head alone was boxed
    const body = { left: 20, top: 20, right: 60, bottom: 44 };
    const grown = inPixels(fullExtent(fractions({ ...body, right: 42 }), drawn([body])));
    expect(grown.right).toBeGreaterThanOrEqual(59);
    expect(grown.left).toBeLessThanOrEqual(20);
  });

  it('takes in the legs under a boxed body: four of them are thick enough together', () => {
    const body = { left: 20, top: 10, right: 70, bottom: 30 };
    const legs = [25, 36, 52, 63].map((x) => ({ left: x, top: 30, right: x + 3, bottom: 52 }));
    const grown = inPixels(fullExtent(fractions(body), drawn([body, ...legs])));
    expect(grown.bottom).toBeGreaterThanOrEqual(51);
  });

  it('does not follow a thin branch out of the box to the edge of the photo', () => {
    // a bird (its box) perched on a branch that runs on to the right edge
    const bird = { left: 28, top: 8, right: 56, bottom: 52 };
    const branch = { left: 20, top: 46, right: 96, bottom: 49 };
    const grown = inPixels(fullExtent(fractions(bird), drawn([bird, branch])));
    expect(grown.right).toBeLessThanOrEqual(57);
    expect(grown.left).toBeGreaterThanOrEqual(27);
  });
});
