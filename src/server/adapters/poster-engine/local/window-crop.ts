import type { PosterWindow } from '../../../../shared/create.ts';
import {
  keptAlong,
  partAlong,
  POSTER_WINDOW_ASPECT,
  windowInPixels,
  windowOfPixels,
} from '../../../../shared/poster-window.ts';
import type { PhotoSize } from '../../../../shared/poster-window.ts';
import type { CropRect } from './crop.ts';
import type { Box } from './boxes.ts';

/**
 * The customer's window (decision 041) as the crop of a style's picture, and back. The picture's own shape can differ
 * from the poster's (a sun disc is square, a bordered picture a little wider): the crop is the smallest rectangle of
 * the picture's shape around the window, with its centre, so nothing the customer put inside the window is lost.
 * `shows`: the part of the picture (shares of it) that shows the photo, where the ground paints over the rest.
 */
export function cropOfWindow(
  window: PosterWindow,
  photo: PhotoSize,
  aspect: number,
  maxZoomOut: number,
  wholeWidth = false,
  shows?: Box,
): CropRect {
  const chosen = windowInPixels(window, photo);
  let width = Math.max(chosen.width, chosen.height * aspect);
  // no further past the photo than the style lets the picture be padded, or, in a style that shows the photo itself
  // (`wholeWidth`), than the photo's width: a wide subject kept whole, the ground continuing the photo (decision 042)
  const cover = Math.min(photo.width, photo.height * aspect);
  const widest = Math.max(cover * Math.max(1, maxZoomOut), wholeWidth ? photo.width : 0);
  width = Math.min(width, widest);
  const height = width / aspect;
  // the part of the picture that shows the photo (`shows`: all of it, or the oval bands frame) is what is kept in it
  const left = keptAlong(chosen.left + chosen.width / 2 - width / 2, width, photo.width, partAlong(shows, 'x'));
  const top = keptAlong(chosen.top + chosen.height / 2 - height / 2, height, photo.height, partAlong(shows, 'y'));
  return {
    left: Math.round(left),
    top: Math.round(top),
    width: Math.max(1, Math.round(width)),
    height: Math.max(1, Math.round(height)),
  };
}

/**
 * The poster-shaped window a crop of the picture's shape comes from: the largest one inside it, with its centre
 * (`cropOfWindow` of the answer gives the crop back). The suggested window is the engine's own crop told this way.
 */
export function windowOfCrop(crop: CropRect, photo: PhotoSize, aspect = POSTER_WINDOW_ASPECT): PosterWindow {
  const width = Math.min(crop.width, crop.height * aspect);
  const height = width / aspect;
  return windowOfPixels(
    { left: crop.left + (crop.width - width) / 2, top: crop.top + (crop.height - height) / 2, width, height },
    photo,
  );
}
