import sharp from 'sharp';
import type { RgbImage } from '../source-image.ts';
import type { PackedMemberships } from './labels.ts';
import { axisSamples, centreOn } from './sampling.ts';

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
 * to the CLIP-th darkest of the pixels `within` (all without it), so that a grey photo or subject still prints from
 * clear to nearly solid.
 */
export function darknessOf({ data, width, height }: RgbImage, within?: Uint8Array): Uint8Array {
  const n = width * height;
  const luma = new Uint8Array(n);
  const histogram = new Uint32Array(256);
  let counted = 0;
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    const value = Math.round(0.299 * data[p]! + 0.587 * data[p + 1]! + 0.114 * data[p + 2]!);
    luma[i] = value;
    if (within && !within[i]) continue;
    histogram[value]!++;
    counted++;
  }
  const lightest = percentile(histogram, counted * (1 - CLIP)),
    darkest = percentile(histogram, counted * CLIP);
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
 * The photo as a halftone screen (decision 043), at `target`'s size: plane 0 the dark ink's round dots, as large as the
 * photo is dark around them, plane 1 the ink between them. `darkness` (`width` × `height`, as made by `darknessOf`) is
 * enlarged smoothly; `period` is the screen's period in the target's pixels. With a `cutout`, the screen prints only
 * the subject (`figure`, 1 inside it, at the darkness's size): plane `ground` is everything around it, and the planes
 * between are the subject's other inks, left empty here.
 */
export async function halftoneMemberships(
  darkness: Uint8Array,
  width: number,
  height: number,
  target: { width: number; height: number },
  period: number,
  cutout?: { figure: Uint8Array; ground: number },
): Promise<PackedMemberships> {
  const bounds = cutout
    ? boundsOf(cutout.figure, width, height, target)
    : { left: 0, top: 0, right: target.width, bottom: target.height };
  const dots = screen(darkness, width, height, target, period, bounds);
  const figure = cutout ? await subjectShape(cutout.figure, width, height, target, bounds) : null;
  const n = target.width * target.height;
  const planes = cutout ? cutout.ground + 1 : 2;
  const first = Buffer.alloc(n * 3);
  const rest = planes > 3 ? Buffer.alloc(n * 3) : null;
  const ground = cutout ? (cutout.ground < 3 ? first : rest!) : null;
  const groundChannel = cutout ? cutout.ground % 3 : 0;
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    const inside = figure ? figure[i]! : 255;
    if (inside === 255) {
      first[p] = dots[i]!;
      first[p + 1] = 255 - dots[i]!;
    } else if (inside > 0) {
      first[p] = (dots[i]! * inside) / 255 + 0.5;
      first[p + 1] = ((255 - dots[i]!) * inside) / 255 + 0.5;
    }
    if (ground) ground[p + groundChannel] = 255 - inside;
  }
  return { first, rest, planes, width: target.width, height: target.height };
}

type Bounds = { left: number; top: number; right: number; bottom: number };

/**
 * The part of the target a figure (at `width` × `height`) covers, with the margin its rounded contour takes: only there
 * is a subject screened.
 */
function boundsOf(
  figure: Uint8Array,
  width: number,
  height: number,
  target: { width: number; height: number },
): Bounds {
  let left = width,
    top = height,
    right = -1,
    bottom = -1;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      if (!figure[i]) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = y;
    }
  }
  const sx = target.width / width,
    sy = target.height / height;
  // the contour's blur and enlargement reach about three of the figure's pixels past it
  return {
    left: Math.max(0, Math.floor((left - 3) * sx)),
    top: Math.max(0, Math.floor((top - 3) * sy)),
    right: Math.min(target.width, Math.ceil((right + 4) * sx)),
    bottom: Math.min(target.height, Math.ceil((bottom + 4) * sy)),
  };
}

/**
 * How much each pixel of the target (within `bounds`, all without them) is a dot of the screen (255) or between the
 * dots (0), with its anti-aliasing. The darkness is enlarged bilinearly, only where it is screened.
 */
function screen(
  darkness: Uint8Array,
  width: number,
  height: number,
  target: { width: number; height: number },
  period: number,
  bounds: Bounds,
): Uint8Array {
  const { left, top, right, bottom } = bounds;
  const tone = enlargeWithin(darkness, width, height, target, bounds);
  // a dot's radius, in cells, for each tone: its area is the tone's share of the cell
  const radius = Float64Array.from({ length: 256 }, (_, value) => Math.sqrt(value / 255 / Math.PI));
  const cos = Math.cos(ANGLE) / period,
    sin = Math.sin(ANGLE) / period;
  const edge = (HALFTONE_SLOPE / 2) * period;
  const dots = new Uint8Array(target.width * target.height);
  for (let y = top; y < bottom; y++) {
    // the screen's coordinates step by (cos, -sin) along a row
    let u = left * cos + y * sin,
      v = y * cos - left * sin;
    for (let x = left, i = y * target.width + left; x < right; x++, i++, u += cos, v -= sin) {
      const du = u - Math.round(u),
        dv = v - Math.round(v);
      const dot = 127 + (radius[tone[i]!]! - Math.sqrt(du * du + dv * dv)) * edge;
      dots[i] = dot < 0 ? 0 : dot > 255 ? 255 : dot + 0.5;
    }
  }
  return dots;
}

/**
 * The subject's silhouette at the target's size (within `bounds`, nothing outside), its contour rounded as the planes'
 * are (a blur of 1.1 of its own pixels) and then as sharp as the dots' edges, so that one anti-aliasing serves both.
 */
async function subjectShape(
  figure: Uint8Array,
  width: number,
  height: number,
  target: { width: number; height: number },
  bounds: Bounds,
): Promise<Uint8Array> {
  const blurred = await sharp(
    figure.map((inside) => (inside ? 255 : 0)),
    { raw: { width, height, channels: 1 } },
  )
    .blur(1.1)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const level = enlargeWithin(blurred, width, height, target, bounds);
  // the enlarged contour rises over about 1.6 of the figure's pixels (as `layPlanes` reckons it); the dots' over one
  const sharpen = (HALFTONE_SLOPE / 255) * ((target.width / width) * 1.6);
  const sharpened = Uint8Array.from({ length: 256 }, (_, value) =>
    Math.min(255, Math.max(0, Math.round(128 + (value - 128) * sharpen))),
  );
  for (let y = bounds.top; y < bounds.bottom; y++) {
    for (let i = y * target.width + bounds.left; i < y * target.width + bounds.right; i++)
      level[i] = sharpened[level[i]!]!;
  }
  return level;
}

/**
 * A one-channel picture (`width` × `height`) enlarged bilinearly to the target, only within `bounds` (0 elsewhere).
 */
function enlargeWithin(
  values: Uint8Array,
  width: number,
  height: number,
  target: { width: number; height: number },
  { left, top, right, bottom }: Bounds,
): Uint8Array {
  const out = new Uint8Array(target.width * target.height);
  const columns = axisSamples(target.width, width, centreOn(target.width, width), left, right);
  const rows = axisSamples(target.height, height, centreOn(target.height, height), top, bottom);
  for (let y = top; y < bottom; y++) {
    const above = rows.before[y]! * width,
      below = rows.after[y]! * width,
      rowWeight = rows.weight[y]!;
    for (let x = left, i = y * target.width + left; x < right; x++, i++) {
      const c = columns.before[x]!,
        next = columns.after[x]!,
        w = columns.weight[x]!;
      const upper = values[above + c]! + (values[above + next]! - values[above + c]!) * w,
        lower = values[below + c]! + (values[below + next]! - values[below + c]!) * w;
      out[i] = upper + (lower - upper) * rowWeight + 0.5;
    }
  }
  return out;
}
