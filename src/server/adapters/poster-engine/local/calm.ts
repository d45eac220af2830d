import type { StyleDefinition } from '../../../../shared/styles.ts';
import type { RgbImage } from '../source-image.ts';
import { isTrusted } from './boxes.ts';
import type { PixelBox, SubjectInCrop } from './boxes.ts';
import { kuwahara, withFineFaces } from './simplify.ts';
import sharp from 'sharp';

/**
 * Calm texture (decision 044). The styles that ink the edge of every plane (bold ink, posterised contours) turned
 * fur, foliage and fabric inside the subject into contour noise: every speck of texture became a plane, and every
 * plane got its outline and echoes. In them, the subject is simplified with wider filters and its small planes
 * join their surroundings; only the eyes, nose and mouth of a face keep the finer drawing.
 */

/** Whether a style's outlines would turn texture into noise: it draws a line around every plane. */
export const calmsTexture = (style: StyleDefinition) =>
  style.edgeRule === 'bold-ink' || style.edgeRule === 'posterised-contour';

/** The median's window (simplification pixels) that wipes fur's strands out before the wide filter. */
const CALM_MEDIAN = 3;
/** The wide filter's radius (Kuwahara), in the style's coarseness: twice its own first pass. */
const CALM_RADIUS = 4;
/** Pixels over which the calm zone fades into the rest (the subject's box, a face's features). */
const FEATHER = 6;
/**
 * A face at most this share of the window's width keeps its features drawn with the finest filter; a close-up
 * face (a cat's, filling the window) has features large enough for the subject's own wide filter.
 */
const CLOSE_UP = 0.5;
/** Inside the subject, planes smaller than this share of the subject's box join their surroundings. */
const SUBJECT_MIN_SHARE = 0.0025;
/** Inside a face's features, planes smaller than this share of the face's box join their surroundings. */
const FEATURE_MIN_SHARE = 0.0006;

/**
 * Where a face's eyes, nose and mouth are: the face detector's box is widened 1.4× and made square, so the
 * features sit in its middle, a little below its centre (the forehead and the hair above them are texture).
 */
export function featureBox(face: PixelBox): PixelBox {
  return {
    left: face.left + face.width * 0.16,
    top: face.top + face.height * 0.24,
    width: face.width * 0.68,
    height: face.height * 0.7,
  };
}

/** 0–1: how far inside `box` a pixel is, fading to 0 over FEATHER pixels at its edge. */
const inside = (box: PixelBox, x: number, y: number) => {
  const margin = Math.min(x - box.left, box.left + box.width - x, y - box.top, box.top + box.height - y);
  return margin <= 0 ? 0 : margin >= FEATHER ? 1 : margin / FEATHER;
};

/**
 * Where and how calm a window is drawn: a weight per pixel, the rectangle outside which every weight is nil, and the
 * area of what is calmed (the subject's box, or the whole window), of which the smallest plane kept is a share.
 */
export type Calm = {
  weights: Uint8Array;
  rect: { left: number; top: number; right: number; bottom: number };
  area: number;
};

/**
 * How calm every pixel is drawn (0–255): fully inside the subject's box (grown a little), not at all in a face's
 * features. Where no subject is trusted (saliency guessed it), the whole window is calm: its texture is all ground
 * the style would outline, and the guess is no reason to draw it finer.
 */
export function calmWeights(width: number, height: number, subject: SubjectInCrop): Calm {
  const { faces } = subject;
  const whole = !isTrusted(subject);
  // the whole window's zone reaches past its edges, so that its edge pixels are not feathered
  const box = whole
    ? { left: -FEATHER, top: -FEATHER, width: width + 2 * FEATHER, height: height + 2 * FEATHER }
    : subject.box;
  const grow = Math.max(box.width, box.height) * 0.04;
  const zone = {
    left: box.left - grow - FEATHER,
    top: box.top - grow - FEATHER,
    width: box.width + 2 * (grow + FEATHER),
    height: box.height + 2 * (grow + FEATHER),
  };
  const rect = {
    left: Math.max(0, Math.floor(zone.left)),
    top: Math.max(0, Math.floor(zone.top)),
    right: Math.min(width, Math.ceil(zone.left + zone.width)),
    bottom: Math.min(height, Math.ceil(zone.top + zone.height)),
  };
  const features = faces.map(featureBox);
  const weights = new Uint8Array(width * height);
  for (let y = rect.top; y < rect.bottom; y++) {
    for (let x = rect.left; x < rect.right; x++) {
      let weight = inside(zone, x + 0.5, y + 0.5);
      for (const feature of features) weight *= 1 - inside(feature, x + 0.5, y + 0.5);
      weights[y * width + x] = Math.round(weight * 255);
    }
  }
  return { weights, rect, area: whole ? width * height : box.width * box.height };
}

/**
 * The window simplified for a calm style: the style's own filter (`coarse`) where the weights are nil, a wider
 * one (a median against fur's strands, then one pass at twice the style's first radius) where they are full, worked
 * out only around the calm rectangle; the features of faces that are not close-ups keep the finest drawing.
 */
export async function calmSimplify(
  cropped: RgbImage,
  coarse: RgbImage,
  coarseness: number,
  subject: SubjectInCrop,
  { weights, rect }: Calm,
): Promise<RgbImage> {
  const { width, height } = cropped;
  const out = Buffer.from(coarse.data);
  // the wide filter reaches this far: a margin keeps the rectangle's edge from showing
  const margin = CALM_MEDIAN + CALM_RADIUS * coarseness;
  const left = Math.max(0, rect.left - margin),
    top = Math.max(0, rect.top - margin);
  const right = Math.min(width, rect.right + margin),
    bottom = Math.min(height, rect.bottom + margin);
  if (right - left >= 4 && bottom - top >= 4) {
    const part = { width: right - left, height: bottom - top };
    const median = await sharp(cropped.data, { raw: { width, height, channels: 3 } })
      .extract({ left, top, ...part })
      .median(CALM_MEDIAN)
      .raw()
      .toBuffer();
    const wide = kuwahara({ data: median, ...part }, CALM_RADIUS * coarseness).data;
    for (let y = rect.top; y < rect.bottom; y++) {
      for (let x = rect.left; x < rect.right; x++) {
        const i = y * width + x,
          share = weights[i]! / 255;
        if (share === 0) continue;
        const from = ((y - top) * part.width + x - left) * 3;
        for (let c = 0; c < 3; c++)
          out[i * 3 + c] = Math.round(out[i * 3 + c]! + (wide[from + c]! - out[i * 3 + c]!) * share);
      }
    }
  }
  return withFineFaces({ data: out, width, height }, cropped, fineFeatures(subject.faces, width));
}

/**
 * The features drawn finest, and whose planes are not mode-filtered (it would take a pupil for a speck): those of
 * the faces that are not close-ups, in a window `width` pixels wide.
 */
export const fineFeatures = (faces: readonly PixelBox[], width: number) =>
  faces.filter((face) => face.width <= width * CLOSE_UP).map(featureBox);

/**
 * Small planes join their surroundings: every 4-connected region of one label smaller than its zone's minimum
 * (a share of the calmed area where the weights are full, of the face's box in its features, none elsewhere)
 * takes the label it borders most. Two passes, so that specks left between specks go too.
 */
export function mergeSmallRegions(
  labels: Uint8Array,
  width: number,
  height: number,
  subject: SubjectInCrop,
  { weights, rect, area }: Calm,
): Uint8Array {
  const subjectMin = area * SUBJECT_MIN_SHARE;
  const faces = subject.faces.map((face) => ({
    box: featureBox(face),
    min: face.width * face.height * FEATURE_MIN_SHARE,
  }));
  const minAreaAt = (i: number) => {
    if (weights[i]! >= 128) return subjectMin;
    const x = i % width,
      y = (i - x) / width;
    const face = faces.find(({ box }) => inside(box, x + 0.5, y + 0.5) > 0);
    return face ? face.min : 0;
  };
  return mergeRegions(labels, width, rect, minAreaAt);
}

/** The two passes of the merge over the regions found from `rect`'s pixels. */
function mergeRegions(
  labels: Uint8Array,
  width: number,
  rect: Calm['rect'],
  minAreaAt: (i: number) => number,
): Uint8Array {
  // the labels are planes, a few: the borders are counted for these only
  let planes = 0;
  for (let i = 0; i < labels.length; i++) planes = Math.max(planes, labels[i]! + 1);
  let source = labels;
  for (let pass = 0; pass < 2; pass++) source = mergePass(source, width, rect, planes, minAreaAt);
  return source;
}

/** One pass of the merge: regions are found from the pixels of the calm rectangle (they may reach out of it). */
function mergePass(
  labels: Uint8Array,
  width: number,
  rect: Calm['rect'],
  planes: number,
  minAreaAt: (i: number) => number,
): Uint8Array {
  const n = labels.length;
  const out = labels.slice();
  const seen = new Uint8Array(n);
  // a region's pixels, and their columns (a division per pixel costs more than the rest of the fill)
  const members = new Int32Array(n),
    columns = new Int32Array(n);
  const borders = new Uint32Array(planes);
  for (let y = rect.top; y < rect.bottom; y++) {
    for (let x = rect.left, start = y * width + rect.left; x < rect.right; x++, start++) {
      if (seen[start]) continue;
      const limit = minAreaAt(start);
      if (limit <= 1) continue;
      const own = labels[start]!;
      members[0] = start;
      columns[0] = x;
      seen[start] = 1;
      let count = 1;
      borders.fill(0);
      for (let next = 0; next < count; next++) {
        const i = members[next]!,
          column = columns[next]!;
        if (column > 0) count = visit(labels, seen, members, columns, borders, own, count, i - 1, column - 1);
        if (column + 1 < width) count = visit(labels, seen, members, columns, borders, own, count, i + 1, column + 1);
        if (i >= width) count = visit(labels, seen, members, columns, borders, own, count, i - width, column);
        if (i + width < n) count = visit(labels, seen, members, columns, borders, own, count, i + width, column);
      }
      if (count >= limit) continue;
      let best = -1,
        bestCount = 0;
      for (let label = 0; label < planes; label++) {
        if (borders[label]! > bestCount) {
          best = label;
          bestCount = borders[label]!;
        }
      }
      if (best >= 0) for (let m = 0; m < count; m++) out[members[m]!] = best;
    }
  }
  return out;
}

/** A neighbour `j` (in column `column`) of a region of label `own`: one more member, or one more border; the count. */
function visit(
  labels: Uint8Array,
  seen: Uint8Array,
  members: Int32Array,
  columns: Int32Array,
  borders: Uint32Array,
  own: number,
  count: number,
  j: number,
  column: number,
): number {
  const label = labels[j]!;
  if (label !== own) borders[label]!++;
  else if (!seen[j]) {
    seen[j] = 1;
    members[count] = j;
    columns[count] = column;
    return count + 1;
  }
  return count;
}
