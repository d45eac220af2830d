import sharp from 'sharp';
import type { RgbImage } from '../source-image.ts';
import type { PackedMemberships } from './labels.ts';

/**
 * The screen's period in print pixels: 2.2 mm at 300 dpi, about 130 dots across an A3 sheet, coarse enough to be seen
 * as a screen on the wall and fine enough that an animal's eyes and nose keep their shape.
 */
export const HALFTONE_PERIOD = 26;
/** The screen's angle: the printer's 45°, along which the eye notices a screen least. */
const ANGLE = Math.PI / 4;
/** The photo's tones are stretched so that this share of its pixels on either end is solid or clear. */
const CLIP = 0.04;
/** How fast a dot's membership grows across its edge, per pixel (an edge of about two pixels). */
export const HALFTONE_SLOPE = 128;

/**
 * How dark each pixel of the photo is (0 the lightest, 255 the darkest), its tones stretched from the CLIP-th lightest
 * to the CLIP-th darkest, so that a grey photo still prints from clear to nearly solid.
 */
export function darknessOf({ data, width, height }: RgbImage): Uint8Array {
  const n = width * height;
  const luma = new Uint8Array(n);
  const histogram = new Uint32Array(256);
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    const value = Math.round(0.299 * data[p]! + 0.587 * data[p + 1]! + 0.114 * data[p + 2]!);
    luma[i] = value;
    histogram[value]!++;
  }
  const lightest = percentile(histogram, n * (1 - CLIP)),
    darkest = percentile(histogram, n * CLIP);
  const range = Math.max(1, lightest - darkest);
  return luma.map((value) => Math.round(255 * Math.min(1, Math.max(0, (lightest - value) / range))));
}

/** The smallest value whose running count reaches `count`. */
function percentile(histogram: Uint32Array, count: number): number {
  let running = 0;
  for (let value = 0; value < 256; value++) {
    running += histogram[value]!;
    if (running >= count) return value;
  }
  return 255;
}

/**
 * The photo as a halftone screen (decision 043): plane 0 the dark ink's round dots, as large as the photo is dark
 * around them, plane 1 the light ink between them, at `target`'s size. `darkness` (`width` × `height`, as made by
 * `darknessOf`) is enlarged smoothly; `period` is the screen's period in the target's pixels.
 */
export async function halftoneMemberships(
  darkness: Uint8Array,
  width: number,
  height: number,
  target: { width: number; height: number },
  period: number,
): Promise<PackedMemberships> {
  const tone = await sharp(darkness, { raw: { width, height, channels: 1 } })
    .resize(target.width, target.height, { fit: 'fill', kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  // a dot's radius, in cells, for each tone: its area is the tone's share of the cell
  const radius = Float64Array.from({ length: 256 }, (_, value) => Math.sqrt(value / 255 / Math.PI));
  const cos = Math.cos(ANGLE) / period,
    sin = Math.sin(ANGLE) / period;
  const edge = (HALFTONE_SLOPE / 2) * period;
  const first = Buffer.alloc(target.width * target.height * 3);
  for (let y = 0, i = 0; y < target.height; y++) {
    // the screen's coordinates step by (cos, -sin) along a row
    let u = y * sin,
      v = y * cos;
    for (let x = 0; x < target.width; x++, i++, u += cos, v -= sin) {
      const du = u - Math.round(u),
        dv = v - Math.round(v);
      const dot = 127 + (radius[tone[i]!]! - Math.sqrt(du * du + dv * dv)) * edge;
      const p = i * 3;
      first[p] = dot < 0 ? 0 : dot > 255 ? 255 : dot + 0.5;
      first[p + 1] = 255 - first[p]!;
    }
  }
  return { first, rest: null, planes: 2, width: target.width, height: target.height };
}
