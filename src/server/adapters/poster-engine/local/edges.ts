import sharp from 'sharp';
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
 */
export function chamfer(distance: Float32Array, width: number, height: number): void {
  const diagonal = Math.SQRT2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let d = distance[i]!;
      if (d === 0) continue;
      if (x > 0) d = Math.min(d, distance[i - 1]! + 1);
      if (y > 0) {
        d = Math.min(d, distance[i - width]! + 1);
        if (x > 0) d = Math.min(d, distance[i - width - 1]! + diagonal);
        if (x + 1 < width) d = Math.min(d, distance[i - width + 1]! + diagonal);
      }
      distance[i] = d;
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      let d = distance[i]!;
      if (d === 0) continue;
      if (x + 1 < width) d = Math.min(d, distance[i + 1]! + 1);
      if (y + 1 < height) {
        d = Math.min(d, distance[i + width]! + 1);
        if (x + 1 < width) d = Math.min(d, distance[i + width + 1]! + diagonal);
        if (x > 0) d = Math.min(d, distance[i + width - 1]! + diagonal);
      }
      distance[i] = d;
    }
  }
}

/** Coverage (0–1) of a line `halfWidth` pixels either side of a contour, for a pixel `distance` away. */
export const lineCoverage = (distance: number, halfWidth: number) => {
  const value = halfWidth + 0.5 - distance;
  return value <= 0 ? 0 : value >= 1 ? 1 : value;
};
