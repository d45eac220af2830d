import type { Box, Subject } from './subject.ts';

/** The poster's window in photo pixels. It may reach past the photo's edges when the style lets the picture be padded. */
export type CropRect = { left: number; top: number; width: number; height: number };

/** How far a window may zoom into the photo: beyond this the simplification would only enlarge blur. */
const MAX_ZOOM_IN = 2;
/** The room kept around every face, in face heights (hair, chin, ears). */
const FACE_ROOM = 0.35;
/** Where the subject's centre sits in the window when nothing else decides: a little above the middle, as a portrait is hung. */
const OPTICAL_CENTRE = 0.46;
/** A subject within this share of the photo's edge runs out of the photo there. */
const EDGE_TOUCH = 0.01;

export type CropRules = {
  /** The share of the poster the subject should span in its larger dimension (the style's `heroScaleRange`). */
  heroScaleRange: readonly [number, number];
  /** How much larger than the photo's largest window the window may grow to give a large subject room (1: not at all). */
  maxZoomOut: number;
  /** The caption's band, top and bottom in fractions of the poster's height: the subject is kept out of it. */
  captionBand?: { top: number; bottom: number } | undefined;
};

/**
 * The window of the poster (aspect width : height) in a photo of `width` × `height`, composed around the subject:
 * scaled so the subject spans the style's hero share (zooming in up to 2×, or out as far as `maxZoomOut` allows),
 * centred on it a little above the middle, out of the caption's band, and never cutting through a face.
 */
export function composeCrop(photo: { width: number; height: number }, aspect: number, subject: Subject, rules: CropRules): CropRect {
  const coverWidth = Math.min(photo.width, photo.height * aspect);
  const coverHeight = coverWidth / aspect;
  const hero = toPixels(subject.box, photo);
  const faces = subject.faces.map((face) => toPixels(face, photo));
  // the faces with their room must fit whatever the zoom
  const faceRegion = faces.length ? union(faces.map((face) => grow(face, face.height * FACE_ROOM))) : null;

  const [minScale, maxScale] = rules.heroScaleRange;
  const scaleInCover = Math.max(hero.height / coverHeight, hero.width / coverWidth);
  let zoom = 1;
  if (scaleInCover < minScale) zoom = Math.min(MAX_ZOOM_IN, (minScale + maxScale) / 2 / Math.max(scaleInCover, 1e-6));
  else if (scaleInCover > maxScale) zoom = Math.max(1 / rules.maxZoomOut, maxScale / scaleInCover);
  let height = coverHeight / zoom;
  if (faceRegion) height = Math.max(height, Math.min(coverHeight * rules.maxZoomOut, Math.max(faceRegion.height, faceRegion.width / aspect)));
  const width = height * aspect;

  // the subject's centre goes to the optical centre, unless the caption's band would cover it
  const centreX = hero.left + hero.width / 2;
  let targetY = OPTICAL_CENTRE;
  const band = rules.captionBand;
  const heroShare = Math.min(1, hero.height / height);
  if (band) {
    const above = band.top - heroShare / 2, below = band.bottom + heroShare / 2;
    if (targetY + heroShare / 2 > band.top && targetY - heroShare / 2 < band.bottom) {
      // the side with more room for the subject
      targetY = band.top >= 1 - band.bottom ? Math.max(heroShare / 2, above) : Math.min(1 - heroShare / 2, below);
    }
  }
  let left = centreX - width / 2;
  let top = hero.top + hero.height / 2 - targetY * height;
  if (faceRegion) {
    // slide until every face is inside, with its room
    left = clamp(left, faceRegion.left + faceRegion.width - width, faceRegion.left);
    top = clamp(top, faceRegion.top + faceRegion.height - height, faceRegion.top);
  }
  // inside the photo where the photo is large enough; along a padded side the window is centred on the photo,
  // unless the subject runs out of the photo there (a bust at its foot): then it runs out of the poster too
  left = width <= photo.width ? clamp(left, 0, photo.width - width) : paddedStart(hero.left, hero.left + hero.width, photo.width, width);
  top = height <= photo.height ? clamp(top, 0, photo.height - height) : paddedStart(hero.top, hero.top + hero.height, photo.height, height);
  return { left: Math.round(left), top: Math.round(top), width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}

/** Where a window longer than the photo starts along one side, given the subject's span on it. */
function paddedStart(start: number, end: number, length: number, window: number): number {
  const edge = length * EDGE_TOUCH;
  const atStart = start <= edge, atEnd = end >= length - edge;
  if (atEnd && !atStart) return length - window;
  if (atStart && !atEnd) return 0;
  return (length - window) / 2;
}

const toPixels = (box: Box, photo: { width: number; height: number }): CropRect => ({
  left: box.left * photo.width, top: box.top * photo.height, width: box.width * photo.width, height: box.height * photo.height,
});

const grow = (box: CropRect, by: number): CropRect => ({ left: box.left - by, top: box.top - by, width: box.width + 2 * by, height: box.height + 2 * by });

function union(boxes: CropRect[]): CropRect {
  const left = Math.min(...boxes.map((box) => box.left)), top = Math.min(...boxes.map((box) => box.top));
  const right = Math.max(...boxes.map((box) => box.left + box.width)), bottom = Math.max(...boxes.map((box) => box.top + box.height));
  return { left, top, width: right - left, height: bottom - top };
}

/** `value` kept between `min` and `max`; when they cross (the window is smaller than what must fit), the middle. */
const clamp = (value: number, min: number, max: number) => (min > max ? (min + max) / 2 : Math.min(Math.max(value, min), max));
