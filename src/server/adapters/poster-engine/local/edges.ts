import sharp from 'sharp';
import type { EdgeRule } from '../../../../shared/styles.ts';
import type { RgbImage } from '../source-image.ts';
import type { LabelField } from './labels.ts';

/**
 * Outlines. Strong edges inside the simplified photo are found with a Sobel convolution on its luminance
 * (each step in its own sharp pipeline: sharp would apply `threshold` before `convolve` in one); contours
 * between colour planes are measured with a distance transform at art resolution, so lines of any weight
 * are drawn with smooth, anti-aliased sides.
 */

const SOBEL_X = [-1, 0, 1, -2, 0, 2, -1, 0, 1];
const SOBEL_Y = [-1, -2, -1, 0, 0, 0, 1, 2, 1];

/** A 0/255 mask of the strong luminance edges of `image` (gradient above `threshold`, 0–255 scale). */
export async function luminanceEdges(image: RgbImage, threshold: number): Promise<Uint8Array> {
  const { width, height, data } = image;
  const luminance = Buffer.alloc(width * height);
  for (let i = 0; i < luminance.length; i++) {
    luminance[i] = Math.round(0.299 * data[i * 3]! + 0.587 * data[i * 3 + 1]! + 0.114 * data[i * 3 + 2]!);
  }
  const raw = { raw: { width, height, channels: 1 as const } };
  // A Sobel response spans ±1020; scaled by 8 around 128 it fits a byte.
  const gradient = (kernel: number[]) =>
    sharp(luminance, raw)
      .convolve({ width: 3, height: 3, kernel, scale: 8, offset: 128 })
      .extractChannel(0)
      .raw()
      .toBuffer();
  const [gx, gy] = await Promise.all([gradient(SOBEL_X), gradient(SOBEL_Y)]);
  const magnitude = Buffer.alloc(width * height);
  for (let i = 0; i < magnitude.length; i++) {
    magnitude[i] = Math.min(255, Math.round(Math.hypot(gx[i]! - 128, gy[i]! - 128) * 2));
  }
  const mask = await sharp(magnitude, raw)
    .threshold(Math.max(1, Math.min(255, threshold)))
    .extractChannel(0)
    .raw()
    .toBuffer();
  return new Uint8Array(mask.buffer, mask.byteOffset, mask.length);
}

/**
 * Distance in pixels from every pixel to the nearest contour between two planes (chamfer 3×3, exact enough for line
 * art).
 */
export function contourDistance(field: LabelField, limit: number): Float32Array {
  const { width, height, label } = field;
  const distance = new Float32Array(width * height).fill(limit);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x,
        own = label[i]!;
      if ((x + 1 < width && label[i + 1] !== own) || (y + 1 < height && label[i + width] !== own)) distance[i] = 0;
    }
  }
  chamfer(distance, width, height);
  return distance;
}

/**
 * Turns seeds (0 where the distance is known to be nil, a large value elsewhere) into the distance in pixels to the
 * nearest seed, in place: the two passes of the 3×3 chamfer transform, exact enough for line art and soft grounds.
 * The first row and column (of each pass) are apart, so the loop over the rest tests no edge but the row's last pixel.
 */
export function chamfer(distance: Float32Array, width: number, height: number): void {
  const diagonal = Math.SQRT2,
    last = width - 1;
  // down the sheet: the pixel on the left and the three above
  for (let x = 1; x < width; x++) if (distance[x] !== 0) distance[x] = Math.min(distance[x]!, distance[x - 1]! + 1);
  for (let y = 1; y < height; y++) {
    const row = y * width,
      above = row - width;
    if (distance[row] !== 0)
      distance[row] = Math.min(
        distance[row]!,
        distance[above]! + 1,
        last > 0 ? distance[above + 1]! + diagonal : Infinity,
      );
    for (let x = 1; x < width; x++) {
      const i = row + x;
      let d = distance[i]!;
      if (d === 0) continue;
      const j = above + x;
      let c = distance[i - 1]! + 1;
      if (c < d) d = c;
      c = distance[j]! + 1;
      if (c < d) d = c;
      c = distance[j - 1]! + diagonal;
      if (c < d) d = c;
      if (x < last) {
        c = distance[j + 1]! + diagonal;
        if (c < d) d = c;
      }
      distance[i] = d;
    }
  }
  // up the sheet: the pixel on the right and the three below
  const bottom = (height - 1) * width;
  for (let x = last - 1; x >= 0; x--) {
    const i = bottom + x;
    if (distance[i] !== 0) distance[i] = Math.min(distance[i]!, distance[i + 1]! + 1);
  }
  for (let y = height - 2; y >= 0; y--) {
    const row = y * width,
      below = row + width;
    if (distance[row + last] !== 0)
      distance[row + last] = Math.min(
        distance[row + last]!,
        distance[below + last]! + 1,
        last > 0 ? distance[below + last - 1]! + diagonal : Infinity,
      );
    for (let x = last - 1; x >= 0; x--) {
      const i = row + x;
      let d = distance[i]!;
      if (d === 0) continue;
      const j = below + x;
      let c = distance[i + 1]! + 1;
      if (c < d) d = c;
      c = distance[j]! + 1;
      if (c < d) d = c;
      c = distance[j + 1]! + diagonal;
      if (c < d) d = c;
      if (x > 0) {
        c = distance[j - 1]! + diagonal;
        if (c < d) d = c;
      }
      distance[i] = d;
    }
  }
}

/**
 * Half the width of the contour line an edge rule draws, in sheet pixels at `scale` (the sheet's width over the A3
 * print's).
 */
export const lineHalfWidth = (edgeRule: EdgeRule, scale: number) =>
  (edgeRule === 'bold-ink' ? 7 : edgeRule === 'posterised-contour' ? 4 : 2.6) * scale;

/**
 * Only the contour lines, no echoes, inside the planes below `ground` (a cut-out subject's, or the oval's): their
 * pixels at or past the reach of a line `halfWidth` either side of a contour (where `lineCoverage` is 0) draw nothing.
 * Echoes around every plane of fur or feathers hid the animal's shape (decision 044, its paragraph of 2026-12-06,
 * later). The ground's pixels keep their distance, so the outline's echoes ripple out into it.
 */
export function linesOnlyInside(distance: Float32Array, label: Uint8Array, ground: number, halfWidth: number): void {
  const reach = halfWidth + 0.5;
  for (let i = 0; i < distance.length; i++) if (label[i]! < ground && distance[i]! >= reach) distance[i] = Infinity;
}

/** Coverage (0–1) of a line `halfWidth` pixels either side of a contour, for a pixel `distance` away. */
export const lineCoverage = (distance: number, halfWidth: number) => {
  const value = halfWidth + 0.5 - distance;
  return value <= 0 ? 0 : value >= 1 ? 1 : value;
};
