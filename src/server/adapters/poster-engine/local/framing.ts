import sharp from 'sharp';
import type { PosterWindow } from '../../../../shared/create.ts';
import type { StyleDefinition } from '../../../../shared/styles.ts';
import { PRINT_SIZE } from '../poster-engine.ts';
import { decodePhoto, readPhotoSize } from '../source-image.ts';
import type { RgbImage } from '../source-image.ts';
import { archCrop, carriedFigure } from './arch-fit.ts';
import { boxInCrop } from './boxes.ts';
import type { PixelBox, Subject, SubjectInCrop } from './boxes.ts';
import { wideFrame } from './composition.ts';
import type { PictureWindow } from './composition.ts';
import { continuePhoto } from './continuation.ts';
import { composeCrop } from './crop.ts';
import type { CropRect, CropRules } from './crop.ts';
import type { GroundPainter } from './grounds.ts';
import { saliencySubject, smallCopySize } from './saliency.ts';
import { cropOfWindow, windowOfCrop } from './window-crop.ts';

/*
 * The artwork's first stage (artwork.ts): where the picture window sits on the sheet, which part of the photo it shows
 * (the customer's window, a wide subject kept whole, or a crop composed around the subject), and that part's pixels
 * at the simplification's size.
 */

/**
 * The photo is decoded so that the poster's window is this much wider than the simplification (JPEG shrink-on-load
 * keeps it quick).
 */
const DECODE_MARGIN = 1.2;
/** Padding up to this share of the photo's size is the crop's rounding, not a window past the photo: it is mirrored. */
const SLIVER = 0.01;

/** Where the poster's picture comes from in the photo: what it is of, the caption's band, the customer's window. */
export type Placing = {
  /** What the photo is of (the subject finder's answer); without it, the photo's most salient part. */
  subject?: Subject;
  /** The caption's band on the poster, in fractions of its height: the subject is composed out of it. */
  captionBand?: { top: number; bottom: number };
  /**
   * The customer's window over the photo (decision 041): it replaces the composed crop (no panel, no faces rule, no
   * caption's band); absent, the engine composes the crop around the subject.
   */
  posterWindow?: PosterWindow | undefined;
};

/** Simplification resolution: the style's smallest detail spans about three pixels here. */
export function simplificationWidth(style: StyleDefinition): number {
  return Math.round(Math.min(720, Math.max(180, (PRINT_SIZE.width * 3) / style.iconic.minDetailPx)));
}

/** Where the picture goes: the window on the sheet, the part of the photo shown in it and the simplification's size. */
export type Frame = {
  source: { width: number; height: number };
  window: PictureWindow;
  /** The part of the photo the window shows, in photo pixels (it may reach past the photo's edges). */
  sourceCrop: CropRect;
  found: Subject;
  sim: { width: number; height: number };
  /** How much coarser than the style's own simplification a cut-out subject is filtered. */
  coarseness: number;
  /** The sheet's pixels. */
  art: { width: number; height: number };
  /** What fills the window where it reaches past the photo (the ground's `padding`). */
  padding: GroundPainter['padding'];
};

/**
 * The crop's width within the photo: where the window reaches past the photo's edges, the mirrored padding is no photo.
 */
export const shownWidthOf = ({ source, sourceCrop }: Frame) =>
  Math.max(1, Math.round(Math.min(source.width, sourceCrop.left + sourceCrop.width) - Math.max(0, sourceCrop.left)));

/**
 * The crop the engine composes itself, with no customer's window, around the subject (crop.ts). Where only part of the
 * picture shows the photo (the ground's `shows`: the oval bands frame a photo in), that part is composed around the
 * subject inside the photo, and the crop widened around it past the photo's edges (under the ground); it is told as a
 * window and back, so the window suggested for it gives the same crop. That part's place is fixed: a caption is set
 * over it, not composed around.
 */
export function composedCrop(
  source: { width: number; height: number },
  aspect: number,
  found: Subject,
  style: StyleDefinition,
  ground: GroundPainter,
  captionBand?: CropRules['captionBand'],
): CropRect {
  const { heroScaleRange } = style.iconic;
  const { shows } = ground;
  if (!shows) return composeCrop(source, aspect, found, { heroScaleRange, maxZoomOut: ground.maxZoomOut, captionBand });
  const shown = composeCrop(source, (aspect * shows.width) / shows.height, found, { heroScaleRange, maxZoomOut: 1 });
  const width = shown.width / shows.width,
    height = shown.height / shows.height;
  const crop = { left: shown.left - shows.left * width, top: shown.top - shows.top * height, width, height };
  return cropOfWindow(windowOfCrop(crop, source, aspect), source, aspect, ground.maxZoomOut, ground.panels, shows);
}

export async function frameWindow(
  image: Buffer,
  style: StyleDefinition,
  ground: GroundPainter,
  { subject, captionBand, posterWindow }: Placing,
  art: { width: number; height: number },
): Promise<Frame> {
  const source = await readPhotoSize(image);
  const found = subject ?? saliencySubject(await decodePhoto(image, ...smallCopySize(source)));
  const window = ground.window(style, art);
  // the customer's window is the crop (decision 041); else a subject wider than the window can hold is shown whole
  // across the window, the ground continuing the photo above and below it (decision 042)
  const wide = ground.panels && !posterWindow ? wideFrame(source, window, found, art, captionBand) : null;
  const aspect = window.width / window.height;
  // a cut-out subject is drawn finer (its face must stay a face) and simplified with wider filters, so its shapes stay
  // as broad
  const detailWidth = simplificationWidth(style),
    sheetWidth = ground.sheetWidth(detailWidth);
  const simWidth = Math.max(16, Math.round((sheetWidth * window.width) / art.width));
  const sim = { width: simWidth, height: Math.max(16, Math.round(simWidth / aspect)) };
  const band =
    captionBand && window.height > 0
      ? {
          top: (captionBand.top * art.height - window.top) / window.height,
          bottom: (captionBand.bottom * art.height - window.top) / window.height,
        }
      : undefined;
  const sourceCrop = posterWindow
    ? cropOfWindow(posterWindow, source, aspect, ground.maxZoomOut, ground.panels, ground.shows)
    : wide
      ? wide.sourceCrop
      : composedCrop(source, aspect, found, style, ground, band);
  const coarseness = Math.round(sheetWidth / detailWidth);
  return { source, window, sourceCrop, found, sim, coarseness, art, padding: ground.padding };
}

/**
 * The window's pixels at the simplification's size, the subject in them, and whether the photo's edges were
 * continued past it (decision 042).
 */
export type Sheet = { cropped: RgbImage; subject: SubjectInCrop; continued: boolean };

/** The part of the simplification that is photo (the rest is the crop's padding past the photo's edges). */
export const photoAreaOf = ({ source, sourceCrop, sim }: Frame): PixelBox =>
  boxInCrop({ left: 0, top: 0, width: 1, height: 1 }, source, sourceCrop, sim);

/**
 * The frame and its pixels. Where the ground cuts the subject out before simplifying (`silhouette`: the arch, decision
 * 043) and no customer's window is the crop, the crop is fitted to the silhouette (arch-fit.ts) and the silhouette
 * carried onto it (`figure`).
 */
export async function frameAndCut(
  image: Buffer,
  style: StyleDefinition,
  ground: GroundPainter,
  placing: Placing,
  art: { width: number; height: number },
): Promise<{ frame: Frame; sheet: Sheet; figure?: Uint8Array }> {
  const frame = await frameWindow(image, style, ground, placing, art);
  const sheet = await cutWindow(image, frame);
  if (!ground.silhouette || placing.posterWindow) return { frame, sheet };
  const figure = ground.silhouette(sheet.cropped, sheet.subject, photoAreaOf(frame));
  const { window, sim, sourceCrop, source } = frame;
  const bandTop = placing.captionBand ? placing.captionBand.top * art.height - window.top : undefined;
  const crop = archCrop({
    arch: window,
    figure,
    sim,
    crop: sourceCrop,
    photo: source,
    maxZoomOut: ground.maxZoomOut,
    bandTop: bandTop !== undefined && bandTop < window.height ? bandTop : undefined,
  });
  if (!crop) return { frame, sheet, figure };
  const fitted = { ...frame, sourceCrop: crop };
  return { frame: fitted, sheet: await cutWindow(image, fitted), figure: carriedFigure(figure, sim, sourceCrop, crop) };
}

/** The window's pixels at the simplification's size, decoded no larger than needed, and the subject in them. */
export async function cutWindow(image: Buffer, frame: Frame): Promise<Sheet> {
  const { source, sourceCrop, sim, found } = frame;
  const decodeScale = Math.min(1, (sim.width * DECODE_MARGIN) / sourceCrop.width);
  const photo = await decodePhoto(
    image,
    Math.max(1, Math.round(source.width * decodeScale)),
    Math.max(1, Math.round(source.height * decodeScale)),
  );
  const crop = scaleRect(sourceCrop, photo.width / source.width, photo.height / source.height);
  const { data, continued } = await extractPadded(photo, crop, sim.width, sim.height, frame.padding);
  const cropped = { data, ...sim };
  const subject: SubjectInCrop = {
    box: boxInCrop(found.box, source, sourceCrop, sim),
    faces: found.faces.map((face) => boxInCrop(face, source, sourceCrop, sim)),
    found: found.found,
    ...(found.label === undefined ? {} : { label: found.label }),
    ...(found.shape === undefined ? {} : { shape: found.shape }),
  };
  return { cropped, subject, continued };
}

const scaleRect = (rect: CropRect, sx: number, sy: number): CropRect => {
  const left = Math.round(rect.left * sx),
    top = Math.round(rect.top * sy);
  return {
    left,
    top,
    width: Math.max(1, Math.round((rect.left + rect.width) * sx) - left),
    height: Math.max(1, Math.round((rect.top + rect.height) * sy) - top),
  };
};

/**
 * The window's pixels at `width` × `height`. Where the window reaches past the photo, the photo is mirrored (sky goes
 * on as sky) under a painted ground, or its edges continued in their own colours where the photo is the ground.
 */
async function extractPadded(
  photo: RgbImage,
  crop: CropRect,
  width: number,
  height: number,
  padding: Frame['padding'],
): Promise<{ data: Buffer; continued: boolean }> {
  const pad = {
    left: Math.max(0, -crop.left),
    top: Math.max(0, -crop.top),
    right: Math.max(0, crop.left + crop.width - photo.width),
    bottom: Math.max(0, crop.top + crop.height - photo.height),
  };
  let pipeline = sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } });
  let continued = false;
  if (pad.left || pad.top || pad.right || pad.bottom) {
    // a sliver past the photo's edge (the crop's rounding, a pixel or two) is mirrored, as it always was
    const sliver =
      Math.max(pad.left, pad.right) <= photo.width * SLIVER && Math.max(pad.top, pad.bottom) <= photo.height * SLIVER;
    continued = padding === 'continue' && !sliver;
    const padded = continued
      ? continuePhoto(photo, pad)
      : {
          data: await pipeline
            .extend({ ...pad, extendWith: 'mirror' })
            .raw()
            .toBuffer(),
          width: photo.width + pad.left + pad.right,
          height: photo.height + pad.top + pad.bottom,
        };
    pipeline = sharp(padded.data, { raw: { width: padded.width, height: padded.height, channels: 3 } });
  }
  const data = await pipeline
    .extract({ left: crop.left + pad.left, top: crop.top + pad.top, width: crop.width, height: crop.height })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  return { data, continued };
}
