import type { RgbImage } from '../source-image.ts';

/** A rectangle in fractions of the photo's width and height (0–1, orientation applied). */
export type Box = { left: number; top: number; width: number; height: number };

/**
 * What the photo is of: the main subject's box (a person, a group, an animal, an object), the faces in or near
 * it, and how it was found. `saliency` is the fallback when the detector found nothing it trusts.
 */
export type Subject = { box: Box; faces: Box[]; found: 'detector' | 'saliency' };

/** A rectangle in pixels of some image (the crop, the simplification). */
export type PixelBox = { left: number; top: number; width: number; height: number };

/** The smallest rectangle holding all of `boxes` (photo fractions or pixels alike). */
export function unionOf<T extends Box>(boxes: readonly T[]): Box {
  const left = Math.min(...boxes.map((box) => box.left)),
    top = Math.min(...boxes.map((box) => box.top));
  const right = Math.max(...boxes.map((box) => box.left + box.width)),
    bottom = Math.max(...boxes.map((box) => box.top + box.height));
  return { left, top, width: right - left, height: bottom - top };
}

/** `box` with `by` added on every side (in the box's own unit). */
export const grownBy = (box: Box, by: number): Box => ({
  left: box.left - by,
  top: box.top - by,
  width: box.width + 2 * by,
  height: box.height + 2 * by,
});

/** `box` grown on each side by `share` of its own width and height. */
export const grownByShare = (box: Box, share: number): Box => ({
  left: box.left - box.width * share,
  top: box.top - box.height * share,
  width: box.width * (1 + 2 * share),
  height: box.height * (1 + 2 * share),
});

/** The subject in the pixels of a crop: what a style sees when it paints. */
export type SubjectInCrop = { box: PixelBox; faces: PixelBox[]; found: Subject['found'] };

/** The small copy of a photo the classical readings (saliency, the subject's extent) are made on: 96 pixels on its long side. */
export function smallCopySize(photo: { width: number; height: number }): [number, number] {
  const scale = 96 / Math.max(photo.width, photo.height);
  return [Math.max(1, Math.round(photo.width * scale)), Math.max(1, Math.round(photo.height * scale))];
}

/**
 * The fallback subject, read from `thumbnail` (a small copy of the photo): saliency is colour contrast against the
 * photo's mean plus local detail, with a mild pull to the centre; the box spans the middle 70% of the saliency
 * mass in each direction.
 */
export function saliencySubject(thumbnail: RgbImage): Subject {
  const { width, height, data } = thumbnail;
  const n = width * height;
  let meanR = 0,
    meanG = 0,
    meanB = 0;
  for (let i = 0; i < n; i++) {
    meanR += data[i * 3]!;
    meanG += data[i * 3 + 1]!;
    meanB += data[i * 3 + 2]!;
  }
  meanR /= n;
  meanG /= n;
  meanB /= n;
  const columns = new Float64Array(width),
    rows = new Float64Array(height);
  let total = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const r = data[i * 3]!,
        g = data[i * 3 + 1]!,
        b = data[i * 3 + 2]!;
      const contrast = Math.hypot(r - meanR, g - meanG, b - meanB) / 441;
      const right = Math.min(width - 1, x + 1) + y * width,
        below = Math.min(height - 1, y + 1) * width + x;
      const detail = (Math.abs(data[right * 3 + 1]! - g) + Math.abs(data[below * 3 + 1]! - g)) / 510;
      const dx = (x + 0.5) / width - 0.5,
        dy = (y + 0.5) / height - 0.5;
      const centre = Math.exp(-(dx * dx + dy * dy) / 0.18);
      const value = (0.65 * contrast + 0.35 * Math.min(1, detail * 4)) ** 2 * centre;
      columns[x] += value;
      rows[y] += value;
      total += value;
    }
  }
  if (total <= 0) return { box: { left: 0, top: 0, width: 1, height: 1 }, faces: [], found: 'saliency' };
  const [x0, x1] = massSpan(columns, total);
  const [y0, y1] = massSpan(rows, total);
  return {
    box: { left: x0 / width, top: y0 / height, width: (x1 - x0) / width, height: (y1 - y0) / height },
    faces: [],
    found: 'saliency',
  };
}

function massSpan(profile: Float64Array, total: number): [number, number] {
  let start = 0,
    end = profile.length,
    running = 0;
  for (let i = 0; i < profile.length; i++) {
    running += profile[i]!;
    if (running >= total * 0.15) {
      start = i;
      break;
    }
  }
  running = 0;
  for (let i = profile.length - 1; i >= 0; i--) {
    running += profile[i]!;
    if (running >= total * 0.15) {
      end = i + 1;
      break;
    }
  }
  return [start, Math.max(start + 1, end)];
}

/** Maps a photo-fraction box into the pixels of a crop of the photo (`crop` in photo pixels) shown at `size`. */
export function boxInCrop(
  box: Box,
  photo: { width: number; height: number },
  crop: PixelBox,
  size: { width: number; height: number },
): PixelBox {
  const sx = size.width / crop.width,
    sy = size.height / crop.height;
  return {
    left: (box.left * photo.width - crop.left) * sx,
    top: (box.top * photo.height - crop.top) * sy,
    width: box.width * photo.width * sx,
    height: box.height * photo.height * sy,
  };
}
