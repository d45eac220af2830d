import type { Composition } from '../../../../shared/styles.ts';
import type { LabelField } from './labels.ts';
import type { Subject } from './boxes.ts';
import { continuedCrop, panelStrip, runsOut } from './crop.ts';
import type { CropRect } from './crop.ts';

/**
 * Where the picture sits on the sheet (the style's `composition`): the window's bounding box in art pixels
 * and, for curved windows, how much of each of its pixels lies inside (0–255, anti-aliased edge).
 */
export type PictureWindow = { left: number; top: number; width: number; height: number; mask: Uint8Array | null };

export function pictureWindow(composition: Composition, width: number, height: number): PictureWindow {
  switch (composition) {
    case 'sun-disc':
      return sunDisc(width, height, height * 0.42);
    case 'arch': {
      const archWidth = Math.round(width * 0.74);
      const left = Math.round((width - archWidth) / 2),
        top = Math.round(height * 0.11);
      const archHeight = Math.round(height * 0.8) - top;
      const radius = archWidth / 2;
      return {
        left,
        top,
        width: archWidth,
        height: archHeight,
        mask: maskOf(archWidth, archHeight, (x, y) =>
          y >= radius ? Math.min(x, archWidth - x) : radius - Math.hypot(x - radius, y - radius),
        ),
      };
    }
    case 'bordered': {
      const margin = Math.round(width * 0.06);
      return {
        left: margin,
        top: margin,
        width: width - 2 * margin,
        height: Math.round(height * 0.84) - margin,
        mask: null,
      };
    }
    case 'full-bleed':
      return { left: 0, top: 0, width, height, mask: null };
  }
}

/** Where a wide photo hangs in the height of its window left over: a little above the middle. */
const PANEL_HANG = 0.42;

/**
 * Where a wide subject's photo (crop.ts `panelStrip`, at `aspect`) lies in the picture `window` of a `width` ×
 * `height` sheet: across the window's whole width, bled; hung a little above the window's middle, or against the
 * window's edge where the subject runs out of the photo (`runsOut`); moved to the larger side of the caption's band
 * (fractions of the sheet's height) when it would cover it. Above and below it the ground continues the picture
 * (decision 042), so the sheet is a poster, not a small picture on paper.
 */
export function panelWindow(
  window: PictureWindow,
  aspect: number,
  width: number,
  height: number,
  captionBand?: { top: number; bottom: number },
  runsOut: 'top' | 'bottom' | null = null,
): PictureWindow {
  const panelWidth = window.width;
  const panelHeight = Math.min(window.height, Math.round(panelWidth / aspect));
  const lowest = window.top + window.height - panelHeight,
    highest = window.top;
  let top = Math.round(
    runsOut === 'bottom' ? lowest : runsOut === 'top' ? highest : highest + (lowest - highest) * PANEL_HANG,
  );
  if (captionBand) {
    const bandTop = captionBand.top * height,
      bandBottom = captionBand.bottom * height;
    if (top < bandBottom && top + panelHeight > bandTop) {
      top =
        bandTop - highest >= lowest + panelHeight - bandBottom
          ? Math.max(highest, Math.floor(bandTop - panelHeight))
          : Math.min(lowest, Math.ceil(bandBottom));
    }
  }
  return { left: window.left, top, width: panelWidth, height: panelHeight, mask: null };
}

/**
 * How a style that shows the photo itself frames a subject wider than its `window` can hold (crop.ts `panelStrip`):
 * the photo's strip across the whole window (`panel`), and the window's crop in photo pixels, reaching past the photo's
 * top and bottom where the ground continues it. Null when the window holds the subject.
 */
export function wideFrame(
  photo: { width: number; height: number },
  window: PictureWindow,
  subject: Subject,
  art: { width: number; height: number },
  captionBand?: { top: number; bottom: number },
): { panel: PictureWindow; sourceCrop: CropRect } | null {
  if (window.mask) return null;
  const strip = panelStrip(photo, window.width / window.height, subject);
  if (!strip) return null;
  const panel = panelWindow(window, strip.width / photo.height, art.width, art.height, captionBand, runsOut(subject));
  return { panel, sourceCrop: continuedCrop(photo, strip, window, panel) };
}

/**
 * Where the sun disc sits on a sheet of `width` × `height`: centred across it at `centreY`, kept a margin inside the
 * sheet.
 */
export function sunDiscPlace(
  width: number,
  height: number,
  centreY: number,
): { centreX: number; centreY: number; radius: number } {
  const radius = Math.round(width * 0.8) / 2;
  const margin = width / 2 - radius;
  return {
    centreX: width / 2,
    centreY: Math.min(Math.max(centreY, margin + radius), height - margin - radius),
    radius,
  };
}

function sunDisc(width: number, height: number, centreY: number): PictureWindow {
  const place = sunDiscPlace(width, height, centreY);
  const diameter = place.radius * 2,
    radius = place.radius;
  const left = Math.round(place.centreX - radius),
    top = Math.round(place.centreY - radius);
  return {
    left,
    top,
    width: diameter,
    height: diameter,
    mask: maskOf(diameter, diameter, (x, y) => radius - Math.hypot(x - radius, y - radius)),
  };
}

/** `inside(x, y)`: signed distance in pixels from the window's edge, positive inside (pixel centres at +0.5). */
function maskOf(width: number, height: number, inside: (x: number, y: number) => number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const coverage = inside(x + 0.5, y + 0.5) + 0.5;
      mask[y * width + x] = coverage <= 0 ? 0 : coverage >= 1 ? 255 : Math.round(coverage * 255);
    }
  }
  return mask;
}

/** Puts the picture's label field into its window on a sheet of `paperPlane`. */
export function placeInWindow(
  field: LabelField,
  window: PictureWindow,
  width: number,
  height: number,
  paperPlane: number,
): LabelField {
  if (window.left === 0 && window.top === 0 && window.width === width && window.height === height && !window.mask)
    return field;
  const n = width * height;
  const label = new Uint8Array(n).fill(paperPlane),
    second = new Uint8Array(n).fill(paperPlane),
    cover = new Uint8Array(n).fill(255);
  for (let y = 0; y < window.height; y++) {
    for (let x = 0; x < window.width; x++) {
      const from = y * window.width + x,
        to = (window.top + y) * width + window.left + x;
      const inside = window.mask ? window.mask[from]! : 255;
      if (inside === 0) continue;
      if (inside === 255) {
        label[to] = field.label[from]!;
        second[to] = field.second[from]!;
        cover[to] = field.cover[from]!;
      } else if (inside >= 128) {
        label[to] = field.label[from]!;
        cover[to] = inside;
      } else {
        second[to] = field.label[from]!;
        cover[to] = 255 - inside;
      }
    }
  }
  return { width, height, label, second, cover };
}

/** Puts one channel of a window-sized, `channels`-interleaved buffer onto a sheet-sized single-channel one. */
export function placeChannel(
  source: Buffer,
  channels: number,
  channel: number,
  window: PictureWindow,
  width: number,
  height: number,
): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < window.height; y++) {
    for (let x = 0; x < window.width; x++)
      out[(window.top + y) * width + window.left + x] = source[(y * window.width + x) * channels + channel]!;
  }
  return out;
}
