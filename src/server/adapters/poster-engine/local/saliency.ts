import type { RgbImage } from '../source-image.ts';
import type { Subject } from './boxes.ts';

/**
 * The small copy of a photo the classical readings (saliency, the subject's extent) are made on: 96 pixels on its long
 * side, or `longSide` (the focus reads a larger one).
 */
export function smallCopySize(photo: { width: number; height: number }, longSide = 96): [number, number] {
  const scale = longSide / Math.max(photo.width, photo.height);
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
