import type { PosterWindow, WindowPart } from '../../../shared/create.ts';
import { keptAlong, MAX_WINDOW_ZOOM_OUT, partAlong } from '../../../shared/poster-window.ts';
import type { StyleDefinition } from '../../../shared/styles.ts';

/**
 * The window picker's geometry (docs/product/create.md#the-posters-window): a window in fractions of the photo's width
 * and height, always the poster's shape in the photo's pixels, moved and zoomed within bounds, and laid out on the
 * page's stage.
 */

/** Width over height of the poster: A-series portrait, 1 : √2 (the server takes it within 4 % of its master's). */
export const WINDOW_ASPECT = Math.SQRT1_2;
/**
 * How much narrower than the photo's largest poster-shaped window the window may become in the picker: the engine
 * takes up to ten times, but past four the simplification only enlarges blur.
 */
export const MAX_ZOOM_IN = 4;
/** How much wider than that window a style that pads the picture lets it grow (the photo's edges then show). */
export const PADDED_ZOOM_OUT = MAX_WINDOW_ZOOM_OUT;
/** A window at most this many photo heights high: the request's bound (`posterWindowSchema`). */
const MAX_WINDOW_HEIGHT = 4;

export type PhotoSize = { width: number; height: number };
export type Point = { x: number; y: number };
export type Rect = { left: number; top: number; width: number; height: number };
/**
 * How far the window may go in this style on this photo: zoomed out at most `maxZoomOut` times (`maxZoomOutOf`), and
 * `shows`, the part of it that shows the photo where the style paints its own ground over the rest (null: all of it),
 * kept on the photo as the engine keeps it (`keptAlong`).
 */
export type WindowBounds = { maxZoomOut: number; shows?: WindowPart | null };

/**
 * How far the window may zoom out in this style on this photo: a style that paints its own ground pads the photo up
 * to `PADDED_ZOOM_OUT`; a photo style lets a wide photo be kept whole, the window as wide as the photo (the engine then
 * composes the sheet around it, decision 042), within the request's height bound.
 */
export const maxZoomOutOf = (style: Pick<StyleDefinition, 'iconic'>, photo: PhotoSize) =>
  style.iconic.ground === 'photo' ? Math.min(MAX_WINDOW_HEIGHT, Math.max(1, 1 / coverWidth(photo))) : PADDED_ZOOM_OUT;

/** The width (a fraction of the photo's) of the largest poster-shaped window inside the photo. */
export const coverWidth = (photo: PhotoSize) => Math.min(1, (photo.height * WINDOW_ASPECT) / photo.width);

/** The height fraction of a window `width` wide, in the poster's shape. */
const heightFor = (width: number, photo: PhotoSize) => (width * photo.width) / (photo.height * WINDOW_ASPECT);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);
/** To a millionth of the photo, and a window within a hundred-thousandth of the photo's side spans it exactly. */
const tidy = (value: number) => (Math.abs(value - 1) < 1e-5 ? 1 : Math.round(value * 1e6) / 1e6 + 0);

/** A window width within bounds: zoomed in at most `MAX_ZOOM_IN` times, out at most `maxZoomOut` times. */
const widthWithin = (width: number, photo: PhotoSize, maxZoomOut: number) => {
  const cover = coverWidth(photo);
  return clamp(width, cover / MAX_ZOOM_IN, cover * Math.max(1, maxZoomOut));
};

/** The largest poster-shaped window inside the photo, centred: the window before a suggestion arrives. */
export function centredWindow(photo: PhotoSize): PosterWindow {
  const width = coverWidth(photo);
  const height = heightFor(width, photo);
  return { left: (1 - width) / 2, top: (1 - height) / 2, width, height };
}

/** How many times wider than the largest window inside the photo the window is (above 1: zoomed out). */
export const zoomOf = (window: PosterWindow, photo: PhotoSize) => window.width / coverWidth(photo);

/**
 * The window put back within bounds: the poster's shape (its centre and width kept), zoomed in at most
 * `MAX_ZOOM_IN` times and out at most `maxZoomOut` times, the part that shows the photo inside the photo along a side
 * where it is smaller and holding the photo whole where it is larger. Anything not finite becomes the centred window.
 */
export function clampWindow(window: PosterWindow, photo: PhotoSize, { maxZoomOut, shows }: WindowBounds): PosterWindow {
  const width = widthWithin(finiteOr(window.width, coverWidth(photo)), photo, maxZoomOut);
  const height = tidy(heightFor(width, photo));
  const centreX = finiteOr(window.left + window.width / 2, 0.5);
  const centreY = finiteOr(window.top + window.height / 2, 0.5);
  return {
    left: tidy(keptAlong(centreX - width / 2, width, 1, partAlong(shows, 'x'))),
    top: tidy(keptAlong(centreY - height / 2, height, 1, partAlong(shows, 'y'))),
    width: tidy(width),
    height,
  };
}

/** The window moved by `delta` (fractions of the photo), kept within bounds. */
export function movedWindow(window: PosterWindow, delta: Point, photo: PhotoSize, bounds: WindowBounds): PosterWindow {
  return clampWindow({ ...window, left: window.left + delta.x, top: window.top + delta.y }, photo, bounds);
}

/**
 * The window zoomed by `factor` (above 1: in, the window smaller) about `focus` (a point of the photo, in fractions;
 * the window's centre when absent): the focus stays where it was in the window, as far as the bounds allow.
 */
export function zoomedWindow(
  window: PosterWindow,
  factor: number,
  photo: PhotoSize,
  bounds: WindowBounds,
  focus: Point = { x: window.left + window.width / 2, y: window.top + window.height / 2 },
): PosterWindow {
  const width = widthWithin(window.width / factor, photo, bounds.maxZoomOut);
  const height = heightFor(width, photo);
  const shareX = (focus.x - window.left) / window.width;
  const shareY = (focus.y - window.top) / window.height;
  return clampWindow({ left: focus.x - shareX * width, top: focus.y - shareY * height, width, height }, photo, bounds);
}

/** Whether two windows are the same to a thousandth of the photo. */
export const sameWindow = (a: PosterWindow, b: PosterWindow) =>
  Math.abs(a.left - b.left) < 1e-3 &&
  Math.abs(a.top - b.top) < 1e-3 &&
  Math.abs(a.width - b.width) < 1e-3 &&
  Math.abs(a.height - b.height) < 1e-3;

/** The stage's size: the photo as large as fits in `box`. */
export function stageSize(photo: PhotoSize, box: PhotoSize): PhotoSize {
  const scale = Math.min(box.width / photo.width, box.height / photo.height);
  return { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) };
}

/**
 * Where the photo and the window are drawn on a stage of `stage` size (in its pixels). The photo fills the stage
 * while the window is inside it; a window reaching past the photo's edges (zoomed out, or hanging over the paper
 * where its oval is kept on the photo) shrinks the photo so both show whole, the two together centred. `scale` is
 * the stage's pixels per fraction of the photo (x: of its width, y: of its height).
 */
export function stageLayout(window: PosterWindow, stage: PhotoSize): { photo: Rect; window: Rect; scale: Point } {
  // what the stage shows along each side: from the first edge of the photo and the window to the last
  const fromX = Math.min(0, window.left),
    fromY = Math.min(0, window.top);
  const spanX = Math.max(1, window.left + window.width) - fromX;
  const spanY = Math.max(1, window.top + window.height) - fromY;
  const shrink = 1 / Math.max(spanX, spanY);
  const scale = { x: stage.width * shrink, y: stage.height * shrink };
  const originX = (stage.width - spanX * scale.x) / 2 - fromX * scale.x;
  const originY = (stage.height - spanY * scale.y) / 2 - fromY * scale.y;
  return {
    photo: { left: originX, top: originY, width: scale.x, height: scale.y },
    window: {
      left: originX + window.left * scale.x,
      top: originY + window.top * scale.y,
      width: window.width * scale.x,
      height: window.height * scale.y,
    },
    scale,
  };
}

/** Past the photo's edges by more than this share of the photo, the window shows the hatched paper. */
const PAST_EDGE = 0.005;

/** Whether the window reaches past the photo, where the style paints its own ground (decision 042). */
export const reachesPastPhoto = (window: PosterWindow) =>
  window.left < -PAST_EDGE ||
  window.top < -PAST_EDGE ||
  window.left + window.width > 1 + PAST_EDGE ||
  window.top + window.height > 1 + PAST_EDGE;

/** The photo drawn so that `window` fills a frame: its size and offset in shares of the frame (CSS percentages). */
export function photoInWindow(window: PosterWindow): Rect {
  return {
    left: (-window.left / window.width) * 100,
    top: (-window.top / window.height) * 100,
    width: 100 / window.width,
    height: 100 / window.height,
  };
}
