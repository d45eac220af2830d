import type { FrameSize } from './frame-size.ts';

/**
 * Caption geometry (docs/product/create.md#caption): the caption is placed by its centre, in the CSS pixels of the
 * frame
 * it was placed in, and kept at least 10 px inside that frame. The server scales the same centre onto
 * the poster, so the browser draws the caption with the same proportions the server uses.
 */

export const CAPTION_MARGIN = 10;

export type Point = { x: number; y: number };
export type BoxSize = { width: number; height: number };

/** What travels with the generation request. */
export type CaptionPlacement = { text: string; x: number; y: number; frameWidth: number; frameHeight: number };

const finiteOrZero = (value: number) => (Number.isFinite(value) ? value : 0);

export const frameCentre = (frame: FrameSize): Point => ({ x: frame.width / 2, y: frame.height / 2 });

function clampAxis(centre: number, size: number, frameLength: number): number {
  const half = size / 2;
  const min = CAPTION_MARGIN + half;
  const max = frameLength - CAPTION_MARGIN - half;
  // A caption wider than the frame allows sits in the middle.
  if (min > max) return frameLength / 2;
  return Math.min(max, Math.max(min, finiteOrZero(centre)));
}

/** Keeps a caption of `caption` size, centred on `centre`, at least 10 px inside the frame. */
export function clampCaptionCentre(centre: Point, caption: BoxSize, frame: FrameSize): Point {
  return { x: clampAxis(centre.x, caption.width, frame.width), y: clampAxis(centre.y, caption.height, frame.height) };
}

/** The centre after the pointer moved by `delta` since the drag began at `start`. */
export function dragCentre(start: Point, delta: Point, caption: BoxSize, frame: FrameSize): Point {
  return clampCaptionCentre({ x: start.x + delta.x, y: start.y + delta.y }, caption, frame);
}

/** The same spot in a frame of another size (the editor's frame and the page's frame differ on phones). */
export function scalePoint(point: Point, from: FrameSize, to: FrameSize): Point {
  if (from.width <= 0 || from.height <= 0) return frameCentre(to);
  return { x: (finiteOrZero(point.x) / from.width) * to.width, y: (finiteOrZero(point.y) / from.height) * to.height };
}

/** The saved caption: trimmed text and a finite centre (NaN becomes 0), or null for blank text. */
export function toCaptionPlacement(text: string, centre: Point, frame: FrameSize): CaptionPlacement | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return {
    text: trimmed,
    x: Math.round(finiteOrZero(centre.x) * 10) / 10,
    y: Math.round(finiteOrZero(centre.y) * 10) / 10,
    frameWidth: frame.width,
    frameHeight: frame.height,
  };
}
