import type { RgbImage } from '../source-image.ts';

/**
 * The ground that continues a photo past its edges (decision 042): where the poster's window reaches past the photo
 * (a wide subject kept whole on a taller sheet, or a window the customer drew past the photo), the photo's edge goes
 * on as its own colours, smoothed along the edge and calmer the farther from it, as a sky goes on above a landscape
 * and a floor below. The style then paints it in its own planes, like the rest of the picture. Deterministic.
 */

/** How deep along the photo's edge its colours are read, in shares of the photo's height (or width). */
const EDGE_DEPTH = 0.04;
/** How much the edge's colours are smoothed along the edge next to the photo (shares of the edge's length). */
const NEAR_SMOOTHING = 0.06;
/** How far from the photo the continuation reaches its calmest, the edge's mean colour (shares of its length). */
const CALM_AT = 0.3;
/** How deep into the photo its edge is blended into the continuation, so no seam shows (shares of its height). */
const FEATHER = 0.025;

export type Padding = { left: number; top: number; right: number; bottom: number };

/** `photo` grown by `pad` pixels on each side, the added parts continuing its edges. */
export function continuePhoto(photo: RgbImage, pad: Padding): RgbImage {
  let image = pad.top || pad.bottom ? continueRows(photo, pad.top, pad.bottom) : photo;
  if (pad.left || pad.right) image = transpose(continueRows(transpose(image), pad.left, pad.right));
  return image;
}

/** Rows added above (`top`) and below (`bottom`) the image, continuing its top and bottom edges. */
function continueRows(image: RgbImage, top: number, bottom: number): RgbImage {
  const { width, height } = image;
  const data = Buffer.alloc(width * (height + top + bottom) * 3);
  image.data.copy(data, top * width * 3);
  const depth = Math.max(1, Math.min(height, Math.round(height * EDGE_DEPTH)));
  const fill = (rows: number, fromRow: number, step: 1 | -1, firstRow: number) => {
    if (rows <= 0) return;
    const profile = edgeProfile(image, fromRow, step, depth);
    const near = smoothed(profile, width, Math.round(width * NEAR_SMOOTHING));
    const far = meanOf(profile, width);
    const calmAt = Math.max(1, width * CALM_AT);
    for (let d = 0; d < rows; d++) {
      const t = smoothstep(Math.min(1, (d + 1) / calmAt));
      const row = (firstRow - d * step) * width * 3;
      for (let i = 0; i < width * 3; i++) data[row + i] = Math.round(near[i]! + (far[i]! - near[i]!) * t);
    }
    const feather = Math.min(height, Math.round(height * FEATHER));
    for (let k = 0; k < feather; k++) {
      const keep = smoothstep((k + 1) / (feather + 1));
      const row = (top + fromRow + k * step) * width * 3;
      for (let i = 0; i < width * 3; i++) data[row + i] = Math.round(near[i]! + (data[row + i]! - near[i]!) * keep);
    }
  };
  // above the photo, from the row next to it upwards; below it, downwards
  fill(top, 0, 1, top - 1);
  fill(bottom, height - 1, -1, top + height);
  return { data, width, height: height + top + bottom };
}

/** The mean colour of each column over `depth` rows from `fromRow` inwards (`step` 1: downwards). */
function edgeProfile(image: RgbImage, fromRow: number, step: 1 | -1, depth: number): Float32Array {
  const { width, data } = image;
  const profile = new Float32Array(width * 3);
  for (let r = 0; r < depth; r++) {
    const row = (fromRow + r * step) * width * 3;
    for (let i = 0; i < width * 3; i++) profile[i]! += data[row + i]!;
  }
  for (let i = 0; i < profile.length; i++) profile[i]! /= depth;
  return profile;
}

/** A box blur of an interleaved RGB row, `radius` pixels each side, the row's ends held. */
function smoothed(profile: Float32Array, width: number, radius: number): Float32Array {
  if (radius < 1) return profile;
  const out = new Float32Array(profile.length);
  for (let c = 0; c < 3; c++) {
    const at = (x: number) => profile[Math.min(width - 1, Math.max(0, x)) * 3 + c]!;
    let sum = 0;
    for (let x = -radius; x <= radius; x++) sum += at(x);
    for (let x = 0; x < width; x++) {
      out[x * 3 + c] = sum / (2 * radius + 1);
      sum += at(x + radius + 1) - at(x - radius);
    }
  }
  return out;
}

/** The profile's mean colour, repeated along it. */
function meanOf(profile: Float32Array, width: number): Float32Array {
  const mean = [0, 1, 2].map((c) => {
    let sum = 0;
    for (let x = 0; x < width; x++) sum += profile[x * 3 + c]!;
    return sum / width;
  });
  return Float32Array.from({ length: width * 3 }, (_, i) => mean[i % 3]!);
}

function transpose({ data, width, height }: RgbImage): RgbImage {
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 3,
        to = (x * height + y) * 3;
      out[to] = data[from]!;
      out[to + 1] = data[from + 1]!;
      out[to + 2] = data[from + 2]!;
    }
  }
  return { data: out, width: height, height: width };
}

const smoothstep = (t: number) => t * t * (3 - 2 * t);
