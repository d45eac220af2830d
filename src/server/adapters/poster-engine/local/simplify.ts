import type { RgbImage } from '../source-image.ts';
import type { PixelBox } from './boxes.ts';

/**
 * Kuwahara filter: each pixel takes the mean colour of the least varied of the four square windows it
 * corners. Textures flatten into planes while edges stay sharp, which is what a poster artist does by hand.
 * Summed-area tables keep it O(1) per pixel, and every window's variance is worked out once, not once for each of the
 * four pixels it is a quadrant of.
 */
export function kuwahara(image: RgbImage, radius: number): RgbImage {
  const { width, height, data } = image;
  const stride = width + 1;
  const size = stride * (height + 1);
  const sumR = new Float64Array(size);
  const sumG = new Float64Array(size);
  const sumB = new Float64Array(size);
  const sumL = new Float64Array(size);
  const sumL2 = new Float64Array(size);
  for (let y = 0; y < height; y++) {
    let r = 0,
      g = 0,
      b = 0,
      l = 0,
      l2 = 0;
    const row = (y + 1) * stride;
    const above = y * stride;
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      const pr = data[p]!,
        pg = data[p + 1]!,
        pb = data[p + 2]!;
      const lum = 0.299 * pr + 0.587 * pg + 0.114 * pb;
      r += pr;
      g += pg;
      b += pb;
      l += lum;
      l2 += lum * lum;
      const i = row + x + 1;
      const j = above + x + 1;
      sumR[i] = sumR[j]! + r;
      sumG[i] = sumG[j]! + g;
      sumB[i] = sumB[j]! + b;
      sumL[i] = sumL[j]! + l;
      sumL2[i] = sumL2[j]! + l2;
    }
  }
  // the luminance variance of the window [X − radius, X] × [Y − radius, Y] (clamped to the image) at every (X, Y): a
  // pixel's four quadrants are the windows at its own place, `radius` to its right, below it, and both
  const gridWidth = width + radius,
    gridHeight = height + radius;
  const variances = new Float64Array(gridWidth * gridHeight);
  for (let gy = 0; gy < gridHeight; gy++) {
    const y0 = Math.max(0, gy - radius),
      y1 = Math.min(height - 1, gy) + 1;
    for (let gx = 0; gx < gridWidth; gx++) {
      const x0 = Math.max(0, gx - radius),
        x1 = Math.min(width - 1, gx) + 1;
      // corners in the summed-area tables: [x0, x1) × [y0, y1)
      const a = y1 * stride + x1,
        b = y0 * stride + x1,
        c = y1 * stride + x0,
        d = y0 * stride + x0;
      const n = (x1 - x0) * (y1 - y0);
      const mean = (sumL[a]! - sumL[b]! - sumL[c]! + sumL[d]!) / n;
      variances[gy * gridWidth + gx] = (sumL2[a]! - sumL2[b]! - sumL2[c]! + sumL2[d]!) / n - mean * mean;
    }
  }
  const out = Buffer.alloc(data.length);
  const below = radius * gridWidth;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // the least varied quadrant, the first of equals in the order above
      const at = y * gridWidth + x;
      let best = variances[at]!,
        quadrant = 0;
      if (variances[at + radius]! < best) {
        best = variances[at + radius]!;
        quadrant = 1;
      }
      if (variances[at + below]! < best) {
        best = variances[at + below]!;
        quadrant = 2;
      }
      if (variances[at + below + radius]! < best) quadrant = 3;
      const gx = quadrant & 1 ? x + radius : x,
        gy = quadrant & 2 ? y + radius : y;
      const x0 = Math.max(0, gx - radius),
        x1 = Math.min(width - 1, gx) + 1;
      const y0 = Math.max(0, gy - radius),
        y1 = Math.min(height - 1, gy) + 1;
      const a = y1 * stride + x1,
        b = y0 * stride + x1,
        c = y1 * stride + x0,
        d = y0 * stride + x0;
      const n = (x1 - x0) * (y1 - y0);
      const p = (y * width + x) * 3;
      out[p] = (sumR[a]! - sumR[b]! - sumR[c]! + sumR[d]!) / n + 0.5;
      out[p + 1] = (sumG[a]! - sumG[b]! - sumG[c]! + sumG[d]!) / n + 0.5;
      out[p + 2] = (sumB[a]! - sumB[b]! - sumB[c]! + sumB[d]!) / n + 0.5;
    }
  }
  return { data: out, width, height };
}

/** Majority filter on a label map (3 × 3): isolated specks take the colour of their surroundings. */
export function modeFilter(labels: Uint8Array, width: number, height: number, passes: number): Uint8Array {
  let source = labels;
  const counts = new Uint8Array(256);
  const neighbours = new Int32Array(9);
  for (let pass = 0; pass < passes; pass++) {
    const out = Uint8Array.from(source);
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        const i = y * width + x,
          own = source[i]!;
        // most pixels sit inside a plane: nothing to vote on
        if (source[i - 1] === own && source[i + 1] === own && source[i - width] === own && source[i + width] === own)
          continue;
        neighbours[0] = i - width - 1;
        neighbours[1] = i - width;
        neighbours[2] = i - width + 1;
        neighbours[3] = i - 1;
        neighbours[4] = i;
        neighbours[5] = i + 1;
        neighbours[6] = i + width - 1;
        neighbours[7] = i + width;
        neighbours[8] = i + width + 1;
        let best = own,
          bestCount = 0;
        for (let n = 0; n < 9; n++) {
          const label = source[neighbours[n]!]!;
          const count = ++counts[label]!;
          if (count > bestCount) {
            best = label;
            bestCount = count;
          }
        }
        for (let n = 0; n < 9; n++) counts[source[neighbours[n]!]!] = 0;
        if (bestCount >= 5) out[i] = best;
      }
    }
    source = out;
  }
  return source;
}

/** Pixels over which a face's finer simplification blends into the rest. */
const FACE_BLEND = 4;

/**
 * Faces keep their features: inside each face box (grown by a fifth) the photo is simplified with a radius
 * of one only, so eyes, nose and mouth survive as shapes; the box's edge blends into the coarser rest over a
 * few pixels.
 */
export function withFineFaces(coarse: RgbImage, photo: RgbImage, faces: readonly PixelBox[]): RgbImage {
  if (!faces.length) return coarse;
  const { width, height } = coarse;
  const out = Buffer.from(coarse.data);
  for (const face of faces) {
    const grow = Math.max(face.width, face.height) * 0.1;
    const left = Math.max(0, Math.floor(face.left - grow)),
      top = Math.max(0, Math.floor(face.top - grow));
    const right = Math.min(width, Math.ceil(face.left + face.width + grow)),
      bottom = Math.min(height, Math.ceil(face.top + face.height + grow));
    if (right - left < 4 || bottom - top < 4) continue;
    const crop = Buffer.alloc((right - left) * (bottom - top) * 3);
    for (let y = top; y < bottom; y++)
      photo.data.copy(crop, (y - top) * (right - left) * 3, (y * width + left) * 3, (y * width + right) * 3);
    const fine = kuwahara({ data: crop, width: right - left, height: bottom - top }, 1).data;
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const margin = Math.min(x - left, right - 1 - x, y - top, bottom - 1 - y);
        const share = Math.min(1, (margin + 1) / FACE_BLEND);
        const from = ((y - top) * (right - left) + x - left) * 3,
          to = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) out[to + c] = Math.round(out[to + c]! + (fine[from + c]! - out[to + c]!) * share);
      }
    }
  }
  return { data: out, width, height };
}

/** Puts the unfiltered labels back inside the face boxes: the mode filter would take a pupil for a speck. */
export function restoreFaces(
  filtered: Uint8Array,
  labels: Uint8Array,
  width: number,
  height: number,
  faces: readonly PixelBox[],
): Uint8Array {
  for (const face of faces) {
    const left = Math.max(0, Math.floor(face.left)),
      top = Math.max(0, Math.floor(face.top));
    const right = Math.min(width, Math.ceil(face.left + face.width)),
      bottom = Math.min(height, Math.ceil(face.top + face.height));
    for (let y = top; y < bottom; y++)
      filtered.set(labels.subarray(y * width + left, y * width + right), y * width + left);
  }
  return filtered;
}
