import type { PosterWindow, WindowPart } from './create.ts';

/**
 * The poster's window over the photo (docs/product/create.md#the-posters-window, decision 041): its shape, and the
 * bounds the server holds a window sent with a generation to once it knows the photo's size.
 */

/** Width over height of the poster (A-series portrait, 1 : √2; the print master's 3508 × 4961). */
export const POSTER_WINDOW_ASPECT = 3508 / 4961;
/** How far a window's shape in the photo's pixels may be from the poster's (rounding in the browser): 4 %. */
export const WINDOW_ASPECT_TOLERANCE = 0.04;
/**
 * How much wider than the photo's largest poster-shaped window a window may be: the widest padding a style allows.
 * A window as wide as the photo is always taken (a wide subject shown whole on a panel).
 */
export const MAX_WINDOW_ZOOM_OUT = 2.2;
/** How much narrower than the photo's largest poster-shaped window a window may be. */
export const MAX_WINDOW_ZOOM_IN = 10;

export type PhotoSize = { width: number; height: number };
/** A rectangle in the photo's pixels (it may reach past the photo's edges). */
export type PixelRect = { left: number; top: number; width: number; height: number };

export const windowInPixels = (window: PosterWindow, photo: PhotoSize): PixelRect => ({
  left: window.left * photo.width,
  top: window.top * photo.height,
  width: window.width * photo.width,
  height: window.height * photo.height,
});

export const windowOfPixels = (rect: PixelRect, photo: PhotoSize): PosterWindow => ({
  left: rect.left / photo.width,
  top: rect.top / photo.height,
  width: rect.width / photo.width,
  height: rect.height / photo.height,
});

/**
 * Where a window of `size` starts along a side of the photo of `extent` (pixels or fractions alike), put at `start`:
 * the part of it that shows the photo (`part`, shares of the window along this side: all of it, or the oval a style
 * frames the photo in) is moved inside the photo where it fits, else so that it holds the photo's whole side (no paper
 * between that part and the photo's edge). The engine and the picker keep a window on the photo by this one rule.
 */
export function keptAlong(start: number, size: number, extent: number, part = { start: 0, size: 1 }): number {
  const partStart = start + part.start * size,
    partSize = part.size * size;
  const low = Math.min(0, extent - partSize),
    high = Math.max(0, extent - partSize);
  return Math.min(Math.max(partStart, low), high) - part.start * size;
}

/** A window part's span along the photo's width (`x`) or height (`y`), as `keptAlong` takes it. */
export const partAlong = (part: WindowPart | null | undefined, side: 'x' | 'y') =>
  !part ? undefined : side === 'x' ? { start: part.left, size: part.width } : { start: part.top, size: part.height };

/** The largest window of `aspect` (width over height) inside the photo, centred: the poster before anyone moves it. */
export function centredCoverWindow(photo: PhotoSize, aspect = POSTER_WINDOW_ASPECT): PosterWindow {
  const width = Math.min(photo.width, photo.height * aspect);
  const height = width / aspect;
  return windowOfPixels({ left: (photo.width - width) / 2, top: (photo.height - height) / 2, width, height }, photo);
}

/**
 * Whether a window can be the poster's in this photo: the poster's shape in the photo's pixels (within
 * `WINDOW_ASPECT_TOLERANCE`), over the photo (along each side, half of it, or half of the photo), and no wider than
 * `MAX_WINDOW_ZOOM_OUT` times the photo's largest poster-shaped window (or than the photo), nor narrower than
 * 1 / `MAX_WINDOW_ZOOM_IN` times that window.
 */
export function windowFitsPhoto(window: PosterWindow, photo: PhotoSize): boolean {
  const rect = windowInPixels(window, photo);
  const aspect = rect.width / rect.height;
  if (!(Math.abs(aspect / POSTER_WINDOW_ASPECT - 1) <= WINDOW_ASPECT_TOLERANCE)) return false;
  // along each side, half the window over the photo, or half the photo in a window longer than it (a window hung from
  // the photo's foot, where a bust runs out of the photo, has its centre above the photo)
  const onPhoto = (start: number, size: number) =>
    Math.min(1, start + size) - Math.max(0, start) >= Math.min(size, 1) / 2;
  if (!onPhoto(window.left, window.width) || !onPhoto(window.top, window.height)) return false;
  const cover = Math.min(photo.width, photo.height * POSTER_WINDOW_ASPECT);
  const zoomOut = rect.width / cover;
  return zoomOut <= Math.max(MAX_WINDOW_ZOOM_OUT, photo.width / cover) * 1.01 && zoomOut >= 1 / MAX_WINDOW_ZOOM_IN;
}
