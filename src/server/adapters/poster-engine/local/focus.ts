import type { RgbImage } from '../source-image.ts';
import type { Subject } from './boxes.ts';
import { boxBlurred } from './box-blur.ts';
import { fillHoles, partsOf } from './parts.ts';

/**
 * The subject a photo's focus shows, for when the detector names nothing (decision 030, its paragraph of 2026-12-05,
 * evening). A wildlife or pet photo is most often of an animal COCO has no name for (a heron, a kite, a llama), and
 * its photographer set it sharp on a soft ground. Sharpness is the Laplacian's strength, smoothed; the subject is the
 * one sharp part, where the rest of the photo is soft and that part stands free of the photo's sides (its foot may be
 * cut: a portrait's shoulders, an animal's body). A photo sharp all over (a landscape, a building, a stage) or sharp
 * in several places (a rocket between its towers) has no such part: saliency guesses its subject, untrusted.
 */

/** The copy the focus is read on: this many pixels on its long side. */
export const FOCUS_SIZE = 160;
/** The smoothing's radius (a box filter, twice), in copy pixels: a subject's texture becomes one sharp area. */
const SMOOTH = 3;
/** The ground is soft when the median sharpness is at most this share of the sharpest (the 98th percentile). */
const SOFT_GROUND = 0.25;
/** A pixel is sharp above this share of the sharpest. */
const SHARP = 0.3;
/** The subject's part holds at least this share of the sharp pixels. */
const ONE_PART = 0.9;
/** Along the photo's left, top and right sides the part touches at most this share of each. */
const FREE_SIDE = 0.05;
/** The part spans at most this share of the photo's width: there is ground beside it. */
const MAX_WIDTH = 0.9;

/** The sharp subject of `copy` (FOCUS_SIZE on its long side), or null when the photo's focus shows none. */
export function focusSubject(copy: RgbImage): Subject | null {
  const { width, height } = copy;
  const strength = laplacian(copy);
  const sharpness = boxBlurred(strength, width, height, SMOOTH, 2, 'inside');
  const sorted = Float32Array.from(sharpness).sort();
  const sharpest = sorted[Math.floor(sorted.length * 0.98)]!;
  if (!(sharpest > 0) || sorted[Math.floor(sorted.length / 2)]! > sharpest * SOFT_GROUND) return null;
  const sharp = Uint8Array.from(sharpness, (value) => (value > sharpest * SHARP ? 1 : 0));
  const { part, sizes } = partsOf(sharp, width, height, 1);
  const main = sizes.indexOf(Math.max(...sizes));
  if (sizes[main]! < ONE_PART * sizes.reduce((sum, size) => sum + size, 0)) return null;
  let left = width,
    right = -1,
    top = height,
    bottom = -1;
  const touches = { left: 0, top: 0, right: 0 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (part[y * width + x] !== main) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      if (x === 0) touches.left++;
      if (x === width - 1) touches.right++;
      if (y === 0) touches.top++;
    }
  }
  const free =
    touches.left <= FREE_SIDE * height && touches.right <= FREE_SIDE * height && touches.top <= FREE_SIDE * width;
  if (!free || right + 1 - left > MAX_WIDTH * width) return null;
  // the smoothing spread the part past the subject's edges by about its radius, taken back here (not where the photo
  // cuts it); sharpness is in the subject's edges and texture: what they enclose (a smooth wing, a calf's forehead) is
  // the subject's too
  let whole: Uint8Array = Uint8Array.from(part, (p) => (p === main ? 1 : 0));
  fillHoles(whole, width, height);
  for (let step = 0; step < SMOOTH; step++) whole = eroded(whole, width, height);
  if (left > 0) left = Math.min(left + SMOOTH, right);
  if (top > 0) top = Math.min(top + SMOOTH, bottom);
  if (right < width - 1) right = Math.max(right - SMOOTH, left);
  if (bottom < height - 1) bottom = Math.max(bottom - SMOOTH, top);
  const shapeWidth = right + 1 - left,
    shapeHeight = bottom + 1 - top;
  const cells = new Uint8Array(shapeWidth * shapeHeight);
  for (let y = top; y <= bottom; y++)
    cells.set(whole.subarray(y * width + left, y * width + right + 1), (y - top) * shapeWidth);
  const shape = { width: shapeWidth, height: shapeHeight, cells };
  return {
    box: { left: left / width, top: top / height, width: shape.width / width, height: shape.height / height },
    faces: [],
    found: 'focus',
    shape,
  };
}

/** The Laplacian's strength on the copy's luma (0 along its border). */
function laplacian({ width, height, data }: RgbImage): Float32Array {
  const luma = new Float32Array(width * height);
  for (let i = 0; i < luma.length; i++)
    luma[i] = 0.299 * data[i * 3]! + 0.587 * data[i * 3 + 1]! + 0.114 * data[i * 3 + 2]!;
  const strength = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1, i = y * width + 1; x < width - 1; x++, i++)
      strength[i] = Math.abs(4 * luma[i]! - luma[i - 1]! - luma[i + 1]! - luma[i - width]! - luma[i + width]!);
  }
  return strength;
}

/** The cells of `mask` whose four neighbours are set too (past the grid's edge, the subject goes on). */
function eroded(mask: Uint8Array, width: number, height: number): Uint8Array {
  return mask.map((value, i) => {
    const x = i % width;
    const set = (j: number) => mask[j] === 1;
    return value &&
      (x === 0 || set(i - 1)) &&
      (x === width - 1 || set(i + 1)) &&
      (i < width || set(i - width)) &&
      (i >= width * (height - 1) || set(i + width))
      ? 1
      : 0;
  });
}
