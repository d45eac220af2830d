/** The geometry the engine places things with: boxes in photo fractions and in pixels, and the subject as boxes. */

/** A rectangle in fractions of the photo's width and height (0–1, orientation applied). */
export type Box = { left: number; top: number; width: number; height: number };

/**
 * What the photo is of: the main subject's box (a person, a group, an animal, an object), the faces in or near
 * it, and how it was found: by the detector, by the photo's focus (one sharp subject on a soft ground, when the
 * detector names nothing), or by saliency, the fallback guess. `label`: what the detector named the subject (a COCO
 * label such as "cup" or "dog"), when it named one.
 */
export type Subject = {
  box: Box;
  faces: Box[];
  found: 'detector' | 'focus' | 'saliency';
  label?: string;
  shape?: Shape;
};

/**
 * Where in its box the subject certainly is, cell by cell (1) on a grid laid over the box: the sharpest of a
 * focus-found subject. The grid is the box's own, so it stays true wherever the box is mapped.
 */
export type Shape = { width: number; height: number; cells: Uint8Array };

/** Whether the subject was found, not guessed: the styles cut it out and compose around it. */
export const isTrusted = (subject: { found: Subject['found'] }) => subject.found !== 'saliency';

/** A rectangle in pixels of some image (the crop, the simplification). */
export type PixelBox = { left: number; top: number; width: number; height: number };

/** The smallest rectangle holding all of `boxes` (photo fractions or pixels alike). */
export function unionOf<T extends Box>(boxes: readonly T[]): Box {
  const left = Math.min(...boxes.map((box) => box.left)),
    top = Math.min(...boxes.map((box) => box.top));
  const right = Math.max(...boxes.map((box) => box.left + box.width)),
    bottom = Math.max(...boxes.map((box) => box.top + box.height));
  return { left, top, width: right - left, height: bottom - top };
}

/** `box` with `by` added on every side (in the box's own unit). */
export const grownBy = (box: Box, by: number): Box => ({
  left: box.left - by,
  top: box.top - by,
  width: box.width + 2 * by,
  height: box.height + 2 * by,
});

/** `box` grown on each side by `share` of its own width and height. */
export const grownByShare = (box: Box, share: number): Box => ({
  left: box.left - box.width * share,
  top: box.top - box.height * share,
  width: box.width * (1 + 2 * share),
  height: box.height * (1 + 2 * share),
});

/** The subject in the pixels of a crop: what a style sees when it paints. */
export type SubjectInCrop = {
  box: PixelBox;
  faces: PixelBox[];
  found: Subject['found'];
  label?: string;
  shape?: Shape;
};

/** Maps a photo-fraction box into the pixels of a crop of the photo (`crop` in photo pixels) shown at `size`. */
export function boxInCrop(
  box: Box,
  photo: { width: number; height: number },
  crop: PixelBox,
  size: { width: number; height: number },
): PixelBox {
  const sx = size.width / crop.width,
    sy = size.height / crop.height;
  return {
    left: (box.left * photo.width - crop.left) * sx,
    top: (box.top * photo.height - crop.top) * sy,
    width: box.width * photo.width * sx,
    height: box.height * photo.height * sy,
  };
}
