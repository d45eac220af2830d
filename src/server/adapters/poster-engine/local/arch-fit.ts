import type { PixelBox } from './boxes.ts';
import type { CropRect } from './crop.ts';

/**
 * The subject set in its arch as a poster sets it (decision 043, its paragraph of 2026-11-27): the crop is composed
 * around the detector's box, which is often much larger than the subject (a cat's box takes the whole photo; a dog's
 * takes the lawn under it), so the cut-out stood small and low in the arch. Here the crop is fitted to the cut-out
 * silhouette itself: scaled as large as the silhouette fits inside the arch drawn in by a margin, centred across it,
 * and standing on the arch's foot where the photo cuts it there (a bust, a band cut at the knees), else hung at the
 * arch's centre of area, as near it as the round top lets it. A side the photo cuts runs out of the arch too, the
 * silhouette's middle (a head) still clear of the round top.
 */

/** The margin kept between the silhouette and the arch's edge, in shares of the arch's width. */
const MARGIN = 0.07;
/** How far past the arch's edge a cut side of the silhouette is set, in shares of the arch's size (no seam shows). */
const BLEED = 0.01;
/** A silhouette within this share of the photo's edge is cut by it there. */
const EDGE_TOUCH = 0.01;
/** How far the crop may zoom into the photo's largest window (crop.ts): past it, only blur is enlarged. */
const MAX_ZOOM_IN = 2;
const STEPS = 24;
/**
 * A silhouette the photo cuts at a side runs out of the arch there: its part over this share of the arch's width on
 * that side (a shoulder, a wing) may run under the arch's round top; the rest (a head) must clear it.
 */
const SIDE = 0.25;

/** What the fit is told, all in the first frame's terms. */
export type FitInput = {
  /** The arch on the sheet (art pixels): its width and height; its top is a half circle as wide as it. */
  arch: { width: number; height: number };
  /** The silhouette (set where non-zero) on the simplification's grid of `crop`. */
  figure: Uint8Array;
  sim: { width: number; height: number };
  /** The crop the silhouette was cut from, in photo pixels. */
  crop: CropRect;
  photo: { width: number; height: number };
  /** How far the crop may reach past the photo (the ground's `maxZoomOut`). */
  maxZoomOut: number;
  /** Where the caption's band starts, in the arch's pixels from its top, when it reaches into the arch. */
  bandTop?: number | undefined;
};

/** Where one column of the silhouette is set: its x, and its top and bottom, in photo pixels. */
type Column = { x: number; top: number; bottom: number };

/**
 * The crop (photo pixels, the arch's aspect) that sets the silhouette in the arch, or null when there is no
 * silhouette or the first crop already sets it so (within a pixel or two).
 */
export function archCrop(input: FitInput): CropRect | null {
  const { arch, photo, crop } = input;
  const shape = columnsOf(input);
  if (!shape) return null;
  const { columns, box, cut } = shape;
  const W = arch.width,
    foot = Math.max(arch.height / 2, Math.min(arch.height, input.bandTop ?? arch.height));
  const margin = MARGIN * W,
    radius = W / 2;
  // the top of the arch drawn in by the margin, at x (art pixels from its left); past the sides, its spring line
  const topAt = (x: number) => {
    const dx = Math.min(Math.abs(x - radius), radius - margin);
    return radius - Math.sqrt((radius - margin) ** 2 - dx * dx);
  };
  const centre = areaCentre(W, arch.height);
  const coverHeight = Math.min(photo.height, photo.width / (W / arch.height));
  const widest = W * (cut.left && cut.right ? 1 + 2 * BLEED : 1 - (cut.left || cut.right ? 1 : 2) * MARGIN);
  const largest = Math.min(widest / box.width, (foot * (cut.bottom ? 1 + BLEED : 1)) / box.height);
  const most = Math.min(largest, (arch.height * MAX_ZOOM_IN) / coverHeight),
    least = Math.min(most, arch.height / (coverHeight * Math.max(1, input.maxZoomOut)));

  // where the silhouette's box goes at `scale` (its left and top in art pixels), or null when it does not fit
  const place = (scale: number): { left: number; top: number } | null => {
    const width = box.width * scale,
      height = box.height * scale;
    const left = cut.left && !cut.right ? -BLEED * W : cut.right && !cut.left ? W - width + BLEED * W : (W - width) / 2;
    if (!cut.left && left < margin - 0.5) return null;
    if (!cut.right && left + width > W - margin + 0.5) return null;
    const lowest = cut.bottom ? foot - height + BLEED * arch.height : foot - margin - height;
    let highest = -Infinity;
    for (const column of columns) {
      const x = left + (column.x - box.left) * scale;
      if ((cut.left && x < SIDE * W) || (cut.right && x > (1 - SIDE) * W)) continue;
      highest = Math.max(highest, topAt(x) - (column.top - box.top) * scale);
    }
    if (lowest < highest - 0.5) return null;
    if (cut.bottom) return { left, top: lowest };
    return { left, top: Math.min(Math.max(centre - height / 2, highest), lowest) };
  };

  let fits = least,
    tooLarge = most;
  if (place(most)) fits = most;
  else
    for (let step = 0; step < STEPS; step++) {
      const scale = (fits + tooLarge) / 2;
      if (place(scale)) fits = scale;
      else tooLarge = scale;
    }
  const at = place(fits) ?? {
    left: (W - box.width * fits) / 2,
    top: cut.bottom ? foot - box.height * fits : centre - (box.height * fits) / 2,
  };
  const fitted = {
    left: Math.round(box.left - at.left / fits),
    top: Math.round(box.top - at.top / fits),
    width: Math.max(1, Math.round(W / fits)),
    height: Math.max(1, Math.round(arch.height / fits)),
  };
  const moved = Math.max(
    Math.abs(fitted.left - crop.left),
    Math.abs(fitted.top - crop.top),
    Math.abs(fitted.width - crop.width),
  );
  return moved <= Math.max(2, crop.width * 0.005) ? null : fitted;
}

/** The silhouette's columns and box in photo pixels, and which of the photo's edges cut it; null when it is empty. */
function columnsOf({ figure, sim, crop, photo }: FitInput) {
  const sx = crop.width / sim.width,
    sy = crop.height / sim.height;
  const columns: Column[] = [];
  for (let x = 0; x < sim.width; x++) {
    let top = -1,
      bottom = -1;
    for (let y = 0; y < sim.height; y++) {
      if (!figure[y * sim.width + x]) continue;
      if (top < 0) top = y;
      bottom = y;
    }
    if (top >= 0)
      columns.push({ x: crop.left + x * sx, top: crop.top + top * sy, bottom: crop.top + (bottom + 1) * sy });
  }
  if (!columns.length) return null;
  const left = columns[0]!.x,
    right = columns.at(-1)!.x + sx;
  const top = Math.min(...columns.map((column) => column.top)),
    bottom = Math.max(...columns.map((column) => column.bottom));
  const touchX = Math.max(sx, photo.width * EDGE_TOUCH),
    touchY = Math.max(sy, photo.height * EDGE_TOUCH);
  // the columns at the box's edges stand for the pixels' far sides too
  const ends = [columns[0]!, { ...columns.at(-1)!, x: right }];
  return {
    columns: [...columns, ...ends],
    box: { left, top, width: right - left, height: bottom - top },
    cut: {
      left: left <= touchX,
      right: right >= photo.width - touchX,
      top: top <= touchY,
      bottom: bottom >= photo.height - touchY,
    },
  };
}

/** How far down the arch (`width` wide, `height` tall, a half circle on top) its centre of area lies. */
function areaCentre(width: number, height: number): number {
  const radius = width / 2;
  const straight = Math.max(0, height - radius);
  const half = (Math.PI * radius * radius) / 2,
    block = width * straight;
  return (half * (radius - (4 * radius) / (3 * Math.PI)) + block * (radius + straight / 2)) / (half + block);
}

/**
 * The silhouette cut from crop `from` carried onto crop `to` (both in photo pixels, each shown on the `sim` grid):
 * sampled bilinearly, set (255) where it covers at least half; nothing where `to` reaches past `from`.
 */
export function carriedFigure(
  figure: Uint8Array,
  sim: { width: number; height: number },
  from: PixelBox,
  to: PixelBox,
): Uint8Array {
  const out = new Uint8Array(sim.width * sim.height);
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= sim.width || y >= sim.height ? 0 : figure[y * sim.width + x] ? 1 : 0;
  const kx = to.width / from.width,
    ky = to.height / from.height;
  const ox = ((to.left - from.left) * sim.width) / from.width,
    oy = ((to.top - from.top) * sim.height) / from.height;
  for (let y = 0; y < sim.height; y++) {
    const v = oy + (y + 0.5) * ky - 0.5,
      y0 = Math.floor(v),
      fy = v - y0;
    for (let x = 0; x < sim.width; x++) {
      const u = ox + (x + 0.5) * kx - 0.5,
        x0 = Math.floor(u),
        fx = u - x0;
      const value =
        (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) +
        (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy;
      if (value >= 0.5) out[y * sim.width + x] = 255;
    }
  }
  return out;
}
