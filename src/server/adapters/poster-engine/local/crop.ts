import { grownBy, isTrusted, unionOf } from './boxes.ts';
import type { Box, Subject } from './boxes.ts';

/**
 * The poster's window in photo pixels. It may reach past the photo's edges when the style lets the picture be padded.
 */
export type CropRect = { left: number; top: number; width: number; height: number };

/** How far a window may zoom into the photo: beyond this the simplification would only enlarge blur. */
const MAX_ZOOM_IN = 2;
/** The room kept around every face, in face heights (hair, chin, ears). */
const FACE_ROOM = 0.35;
/**
 * Where the subject's centre sits in the window when nothing else decides: a little above the middle, as a portrait is
 * hung.
 */
const OPTICAL_CENTRE = 0.46;
/** A subject within this share of the photo's edge runs out of the photo there. */
const EDGE_TOUCH = 0.01;
/** The room a panel keeps on each side of a wide subject, in shares of the subject's width. */
const PANEL_ROOM = 0.05;
/** A panel is shown only when the poster's window would lose more than this much of the subject's width (10 %). */
const PANEL_WHEN_WIDER = 1.1;

export type CropRules = {
  /** The share of the poster the subject should span in its larger dimension (the style's `heroScaleRange`). */
  heroScaleRange: readonly [number, number];
  /**
   * How much larger than the photo's largest window the window may grow to give a large subject room (1: not at all).
   */
  maxZoomOut: number;
  /** The caption's band, top and bottom in fractions of the poster's height: the subject is kept out of it. */
  captionBand?: { top: number; bottom: number } | undefined;
};

/**
 * The window of the poster (aspect width : height) in a photo of `width` × `height`, composed around the subject:
 * scaled so the subject spans the style's hero share (zooming in up to 2×, or out as far as `maxZoomOut` allows),
 * centred on it a little above the middle, out of the caption's band, and never cutting through a face: a face the
 * window cannot hold with the others is left wholly outside it.
 */
export function composeCrop(
  photo: { width: number; height: number },
  aspect: number,
  subject: Subject,
  rules: CropRules,
): CropRect {
  const coverWidth = Math.min(photo.width, photo.height * aspect);
  const coverHeight = coverWidth / aspect;
  const hero = toPixels(subject.box, photo);
  const roomy = roomyFaces(subject, photo);
  // the faces with their room fit when the photo (or the padding the style allows) is large enough
  const faceRegion = roomy.length ? unionOf(roomy) : null;

  const [minScale, maxScale] = rules.heroScaleRange;
  const scaleInCover = Math.max(hero.height / coverHeight, hero.width / coverWidth);
  let zoom = 1;
  if (scaleInCover < minScale) zoom = Math.min(MAX_ZOOM_IN, (minScale + maxScale) / 2 / Math.max(scaleInCover, 1e-6));
  else if (scaleInCover > maxScale) zoom = Math.max(1 / rules.maxZoomOut, maxScale / scaleInCover);
  let height = coverHeight / zoom;
  if (faceRegion)
    height = Math.max(
      height,
      Math.min(coverHeight * Math.max(1, rules.maxZoomOut), Math.max(faceRegion.height, faceRegion.width / aspect)),
    );
  const width = height * aspect;

  // the subject's centre goes to the optical centre, unless the caption's band would cover it
  const centreX = hero.left + hero.width / 2;
  let targetY = OPTICAL_CENTRE;
  const band = rules.captionBand;
  const heroShare = Math.min(1, hero.height / height);
  if (band) {
    const above = band.top - heroShare / 2,
      below = band.bottom + heroShare / 2;
    if (targetY + heroShare / 2 > band.top && targetY - heroShare / 2 < band.bottom) {
      // the side with more room for the subject
      targetY = band.top >= 1 - band.bottom ? Math.max(heroShare / 2, above) : Math.min(1 - heroShare / 2, below);
    }
  }
  const wantedLeft = centreX - width / 2;
  const wantedTop = hero.top + hero.height / 2 - targetY * height;
  // inside the photo where the photo is large enough, with no face cut by an edge; along a padded side the window is
  // centred on the photo, unless the subject runs out of the photo there (a bust at its foot): then it runs out of the
  // poster too
  const left =
    width <= photo.width
      ? edgeAvoidingFaces(
          wantedLeft,
          width,
          photo.width,
          roomy.map((face) => [face.left, face.left + face.width]),
        )
      : paddedStart(hero.left, hero.left + hero.width, photo.width, width);
  const top =
    height <= photo.height
      ? edgeAvoidingFaces(
          wantedTop,
          height,
          photo.height,
          roomy.map((face) => [face.top, face.top + face.height]),
        )
      : paddedStart(hero.top, hero.top + hero.height, photo.height, height);
  return {
    left: Math.round(left),
    top: Math.round(top),
    width: Math.max(1, Math.round(width)),
    height: Math.max(1, Math.round(height)),
  };
}

/**
 * The part of the photo a style that shows the photo itself keeps whole when the subject found (by the detector or
 * the focus; its faces with their room included) is wider than the tallest window the photo allows at `aspect`: a
 * strip of the photo's full height, as wide as the subject needs (up to the whole photo), centred on it. A group
 * across a landscape photo, or an animal side-on, is then shown whole instead of being cut. Null when the poster's
 * own window holds the subject, or when only saliency says where it is (too little to frame a photo differently).
 */
export function panelStrip(
  photo: { width: number; height: number },
  aspect: number,
  subject: Subject,
): { left: number; width: number } | null {
  if (!isTrusted(subject)) return null;
  const region = unionOf([toPixels(subject.box, photo), ...roomyFaces(subject, photo)]);
  const needed = Math.min(photo.width, region.width * (1 + 2 * PANEL_ROOM));
  const coverWidth = Math.min(photo.width, photo.height * aspect);
  if (needed <= coverWidth * PANEL_WHEN_WIDER) return null;
  const width = Math.min(photo.width, Math.max(needed, photo.height * aspect));
  const left = Math.min(Math.max(region.left + region.width / 2 - width / 2, 0), photo.width - width);
  return { left, width };
}

/** The aspect of `panelStrip` (the photo's strip kept whole), or the poster's own `aspect` when there is none. */
export function panelAspect(photo: { width: number; height: number }, aspect: number, subject: Subject): number {
  const strip = panelStrip(photo, aspect, subject);
  return strip ? strip.width / photo.height : aspect;
}

/**
 * Where the subject runs out of the photo (a cat's body cut by the photo's foot), along its height: a wide photo set
 * on a taller sheet keeps that edge at the sheet's edge, so the subject runs out of the poster too.
 */
export function runsOut(subject: Subject): 'top' | 'bottom' | null {
  const atTop = subject.box.top <= EDGE_TOUCH,
    atBottom = subject.box.top + subject.box.height >= 1 - EDGE_TOUCH;
  return atBottom && !atTop ? 'bottom' : atTop && !atBottom ? 'top' : null;
}

/**
 * The crop that shows the photo's `strip` (full height) in `panel`, a part of the picture's `window` as wide as it:
 * the window's pixels in photo pixels, reaching past the photo's top and bottom (decision 042: the ground there
 * continues the picture).
 */
export function continuedCrop(
  photo: { width: number; height: number },
  strip: { left: number; width: number },
  window: { left: number; top: number; width: number; height: number },
  panel: { left: number; top: number; width: number; height: number },
): CropRect {
  const scale = photo.height / panel.height;
  return {
    left: Math.round(strip.left - (panel.left - window.left) * scale),
    top: Math.round(-(panel.top - window.top) * scale),
    width: Math.max(1, Math.round(window.width * scale)),
    height: Math.max(1, Math.round(window.height * scale)),
  };
}

/**
 * Where a window of `size` starts along one side of the photo (0 to `extent` − size), as near `wanted` as it can be
 * while no face (its span along this side, room included) straddles the window's edges: each is wholly inside or
 * wholly outside. The first face (the largest) is kept inside when it fits, and centred when it is larger than the
 * window; among the rest, more faces inside win. When no position spares every face, the one cutting the least of them.
 */
function edgeAvoidingFaces(wanted: number, size: number, extent: number, faces: [number, number][]): number {
  const max = extent - size;
  const within = (value: number) => Math.min(Math.max(value, 0), max);
  if (faces.length === 0) return within(wanted);
  const [firstStart, firstEnd] = faces[0]!;
  // a face larger than the window (a close-up) is centred in it: eyes, nose and mouth before the face's outline
  if (firstEnd - firstStart > size) return within((firstStart + firstEnd - size) / 2);
  const candidates = [wanted, ...faces.flatMap(([start, end]) => [start, end - size, end, start - size])].map(within);
  const judge = (left: number) => {
    let cut = 0,
      inside = 0;
    for (const [start, end] of faces) {
      const overlap = Math.max(0, Math.min(end, left + size) - Math.max(start, left));
      if (overlap >= end - start - 0.5) inside++;
      else cut += overlap > 0.5 ? Math.min(overlap, end - start - overlap) : 0;
    }
    const firstInside = left <= firstStart + 0.5 && left + size >= firstEnd - 0.5;
    return { cut, firstInside, inside, distance: Math.abs(left - within(wanted)) };
  };
  return candidates
    .map((left) => ({ left, ...judge(left) }))
    .sort(
      (a, b) =>
        a.cut - b.cut ||
        Number(b.firstInside) - Number(a.firstInside) ||
        b.inside - a.inside ||
        a.distance - b.distance,
    )[0]!.left;
}

/** Where a window longer than the photo starts along one side, given the subject's span on it. */
function paddedStart(start: number, end: number, length: number, window: number): number {
  const edge = length * EDGE_TOUCH;
  const atStart = start <= edge,
    atEnd = end >= length - edge;
  if (atEnd && !atStart) return length - window;
  if (atStart && !atEnd) return 0;
  return (length - window) / 2;
}

/** The subject's faces in photo pixels, each with the room kept around it. */
const roomyFaces = (subject: Subject, photo: { width: number; height: number }): CropRect[] =>
  subject.faces.map((face) => toPixels(face, photo)).map((face) => grownBy(face, face.height * FACE_ROOM));

const toPixels = (box: Box, photo: { width: number; height: number }): CropRect => ({
  left: box.left * photo.width,
  top: box.top * photo.height,
  width: box.width * photo.width,
  height: box.height * photo.height,
});
