import type { RgbImage } from '../source-image.ts';

export type CropRect = { left: number; top: number; width: number; height: number };

const MAX_ZOOM = 1.5;

/**
 * The portrait window of the poster in a photo of `width` × `height`: the largest 1 : 1.414 window, moved
 * onto the salient part of the photo and zoomed in (up to 1.5×) when the subject would fill less of the
 * poster than the style's hero scale asks for. Saliency is read from `thumbnail`, a small copy of the photo.
 */
export function heroCrop(thumbnail: RgbImage, width: number, height: number, aspect: number, heroScaleRange: readonly [number, number]): CropRect {
  const coverWidth = Math.min(width, height * aspect);
  const coverHeight = coverWidth / aspect;
  const subject = salientBox(thumbnail);
  const toPhotoX = width / thumbnail.width, toPhotoY = height / thumbnail.height;
  const subjectScale = Math.max((subject.height * toPhotoY) / coverHeight, (subject.width * toPhotoX) / coverWidth);
  const [minScale, maxScale] = heroScaleRange;
  const zoom = subjectScale > 0 && subjectScale < minScale ? Math.min(MAX_ZOOM, (minScale + maxScale) / 2 / subjectScale) : 1;
  const cropWidth = Math.max(1, Math.round(coverWidth / zoom));
  const cropHeight = Math.max(1, Math.min(height, Math.round(cropWidth / aspect)));
  const left = clamp(Math.round(subject.centreX * toPhotoX - cropWidth / 2), 0, width - cropWidth);
  const top = clamp(Math.round(subject.centreY * toPhotoY - cropHeight / 2), 0, height - cropHeight);
  return { left, top, width: Math.min(cropWidth, width), height: cropHeight };
}

/**
 * Where the subject is: saliency is colour contrast against the photo's mean plus local detail, with a
 * mild pull to the centre; the box spans the middle 70% of the saliency mass in each direction.
 */
export function salientBox(image: RgbImage): { centreX: number; centreY: number; width: number; height: number } {
  const { width, height, data } = image;
  const n = width * height;
  let meanR = 0, meanG = 0, meanB = 0;
  for (let i = 0; i < n; i++) { meanR += data[i * 3]!; meanG += data[i * 3 + 1]!; meanB += data[i * 3 + 2]!; }
  meanR /= n; meanG /= n; meanB /= n;
  const saliency = new Float64Array(n);
  let total = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const r = data[i * 3]!, g = data[i * 3 + 1]!, b = data[i * 3 + 2]!;
      const contrast = Math.hypot(r - meanR, g - meanG, b - meanB) / 441;
      const right = Math.min(width - 1, x + 1) + y * width, below = Math.min(height - 1, y + 1) * width + x;
      const detail = (Math.abs(data[right * 3 + 1]! - g) + Math.abs(data[below * 3 + 1]! - g)) / 510;
      const dx = (x + 0.5) / width - 0.5, dy = (y + 0.5) / height - 0.5;
      const centre = Math.exp(-(dx * dx + dy * dy) / 0.18);
      const value = (0.65 * contrast + 0.35 * Math.min(1, detail * 4)) ** 2 * centre;
      saliency[i] = value;
      total += value;
    }
  }
  if (total <= 0) return { centreX: width / 2, centreY: height / 2, width, height };
  const columns = new Float64Array(width), rows = new Float64Array(height);
  let sumX = 0, sumY = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = saliency[y * width + x]!;
      columns[x] += value; rows[y] += value;
      sumX += value * (x + 0.5); sumY += value * (y + 0.5);
    }
  }
  const [x0, x1] = massSpan(columns, total);
  const [y0, y1] = massSpan(rows, total);
  return { centreX: sumX / total, centreY: sumY / total, width: x1 - x0, height: y1 - y0 };
}

function massSpan(profile: Float64Array, total: number): [number, number] {
  let start = 0, end = profile.length, running = 0;
  for (let i = 0; i < profile.length; i++) { running += profile[i]!; if (running >= total * 0.15) { start = i; break; } }
  running = 0;
  for (let i = profile.length - 1; i >= 0; i--) { running += profile[i]!; if (running >= total * 0.15) { end = i + 1; break; } }
  return [start, Math.max(start + 1, end)];
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));
