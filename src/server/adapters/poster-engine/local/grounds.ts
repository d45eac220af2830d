import type { StyleDefinition } from '../../../../shared/styles.ts';
import type { RgbImage } from '../source-image.ts';
import { pictureWindow, sunDiscPlace } from './composition.ts';
import type { PictureWindow } from './composition.ts';
import {
  ellipseFigure,
  figureColour,
  flowingDistance,
  groundInks,
  paintBandGround,
  paintDiscGround,
} from './figure.ts';
import type { GroundInks } from './figure.ts';
import { foregroundMask } from './foreground.ts';
import type { LabelField } from './labels.ts';
import { isTrusted } from './boxes.ts';
import type { Box, PixelBox, Subject, SubjectInCrop } from './boxes.ts';

/**
 * A style that paints its own ground around the subject (a field, bands) zooms out, padding the photo, until the whole
 * subject fits its hero share.
 */
const FIELD_ZOOM_OUT = 2.2;
/** The sun disc stands behind the whole figure when the figure is at most this share of its diameter tall. */
const DISC_HOLDS = 1;
/** A figure runs off the sheet's side when at least this share of its rows reach that side. */
const RUNS_OFF = 0.1;
/** How far the sun disc may move sideways towards a figure that runs off the sheet, in shares of the sheet's width. */
const DISC_FOLLOWS = 0.25;
/** The subject on a painted ground is simplified at least this wide: its face must stay a face. */
const FIGURE_MIN_WIDTH = 340;

/** The subject cut out of the window (1 inside it) and the palette's inks for the subject and for the ground. */
export type Cutout = { figure: Uint8Array; inks: GroundInks };

/** What a ground painter is told of the window being painted. */
export type GroundContext = {
  /** The label field's plane painted as the ground (the one after the subject's planes). */
  groundPlane: number;
  /** The subject's planes printed in the paper. */
  paperPlanes: number[];
  /** The palette ink of each of the subject's planes. */
  planeInks: readonly number[];
  cutout: Cutout;
  subject: SubjectInCrop;
  window: PictureWindow;
  /** The simplification's size, in which `subject` and `cutout` are measured. */
  sim: { width: number; height: number };
  art: { width: number; height: number };
};

/**
 * What lies behind the subject (decision 030): the photo itself, a painted field, or flowing bands. Each kind
 * chooses the window the picture is composed in, how far the photo may zoom out, whether the subject is cut out,
 * and what it paints on the label field around the contour lines.
 */
export type GroundPainter = {
  kind: StyleDefinition['iconic']['ground'];
  window(style: StyleDefinition, art: { width: number; height: number }): PictureWindow;
  /**
   * Whether a subject wider than the window is shown whole across the window, the ground continuing the photo above
   * and below it (only where the photo is the ground; decision 042).
   */
  panels: boolean;
  /** How wide the window is simplified, given the style's own simplification width. */
  sheetWidth(detailWidth: number): number;
  /**
   * What is printed as a halftone screen of its tones instead of in planes (decision 043): the photo in the window (no
   * subject trusted on a field: dots of the darkest ink on the lightest but the paper), or the cut-out subject (dots
   * of the darkest of its inks on the lightest).
   */
  screens?: 'photo' | 'subject';
  /**
   * The part of the window (shares of it) that shows the photo, where the ground paints over the rest (the oval bands
   * frame a photo in); absent, all of it. That part is what the crop is composed around the subject and what a window
   * keeps inside the photo (framing.ts `composedCrop`, window-crop.ts `cropOfWindow`).
   */
  shows?: Box;
  /** How far the crop may reach past the photo's edges (1: not at all). */
  maxZoomOut: number;
  /**
   * What fills a window that reaches past the photo's edges: the photo mirrored (a painted ground covers it), or its
   * edges continued in their own colours, calmer away from the photo (decision 042: the photo is the ground).
   */
  padding: 'mirror' | 'continue';
  /**
   * The subject cut out of the cropped window (its silhouette `figure` when already cut), or null where the photo
   * stays whole.
   */
  cutOut(
    cropped: RgbImage,
    simplified: RgbImage,
    subject: SubjectInCrop,
    photoArea: PixelBox,
    figure?: Uint8Array,
  ): Cutout | null;
  /**
   * The subject's silhouette in the cropped window, cut before the picture is simplified so that the crop can be
   * fitted to it (the arch, decision 043); absent where the crop stays composed around the subject's box.
   */
  silhouette?(cropped: RgbImage, subject: SubjectInCrop, photoArea: PixelBox): Uint8Array;
  /** Painted before the contour lines are traced (the sun disc behind the head: its edge gets lines). */
  underLines?(field: LabelField, context: GroundContext): void;
  /** Painted after the contour lines (bands run edge to edge; the lines belong to the subject). */
  overLines?(field: LabelField, context: GroundContext): void;
};

const photoGround: GroundPainter = {
  kind: 'photo',
  window: (style, art) => pictureWindow(style.composition, art.width, art.height),
  panels: true,
  sheetWidth: (detailWidth) => detailWidth,
  maxZoomOut: 1,
  padding: 'continue',
  cutOut: () => null,
};

/** The subject's shape: a clean cut-out, else an ellipse in its box. */
const shapeOf = (cropped: RgbImage, subject: SubjectInCrop, photoArea: PixelBox) =>
  foregroundMask(cropped, subject, photoArea, { clean: true }) ??
  ellipseFigure(subject.box, photoArea, cropped.width, cropped.height);

/** The subject's shape (`figure` when already cut) and the inks the style gives it and its ground. */
function cutOutSubject(style: StyleDefinition, { cropped, simplified, subject, photoArea, figure }: CutInput): Cutout {
  const shape = figure ?? shapeOf(cropped, subject, photoArea);
  return { figure: shape, inks: groundInks(style, figureColour(simplified, shape)) };
}

type CutInput = {
  cropped: RgbImage;
  simplified: RgbImage;
  subject: SubjectInCrop;
  photoArea: PixelBox;
  figure?: Uint8Array | undefined;
};

/**
 * A painted field (decision 043): the subject cut out as one clean shape, screened in the darkest ink on the paper.
 * The sun disc stands behind the whole subject where it fits, else behind its head; the arch stands behind it all.
 */
function fieldGround(style: StyleDefinition): GroundPainter {
  // the sun disc is painted behind the subject; an arch or a border stays the window of the subject's ground
  const discBehind = style.composition === 'sun-disc';
  return {
    kind: 'field',
    screens: 'subject',
    window: (style, art) => pictureWindow(discBehind ? 'full-bleed' : style.composition, art.width, art.height),
    panels: false,
    sheetWidth: (detailWidth) => Math.max(detailWidth, FIGURE_MIN_WIDTH),
    maxZoomOut: FIELD_ZOOM_OUT,
    padding: 'mirror',
    cutOut: (cropped, simplified, subject, photoArea, figure) =>
      cutOutSubject(style, { cropped, simplified, subject, photoArea, figure }),
    // the arch's crop is fitted to the silhouette itself, not to the detector's box
    silhouette: style.composition === 'arch' ? shapeOf : undefined,
    underLines: discBehind
      ? (field, { groundPlane, paperPlanes, planeInks, subject, cutout, window, sim, art }) =>
          paintDiscGround(field, groundPlane, discBehindFigure(cutout.figure, subject, window, sim, art), {
            paperPlanes,
            outsidePlane: outsidePlaneOf(planeInks, cutout.inks),
          })
      : undefined,
  };
}

function bandsGround(style: StyleDefinition): GroundPainter {
  return {
    kind: 'bands',
    window: (_style, art) => pictureWindow('full-bleed', art.width, art.height),
    panels: false,
    sheetWidth: (detailWidth) => Math.max(detailWidth, FIGURE_MIN_WIDTH),
    maxZoomOut: FIELD_ZOOM_OUT,
    padding: 'mirror',
    cutOut: (cropped, simplified, subject, photoArea) =>
      cutOutSubject(style, { cropped, simplified, subject, photoArea }),
    overLines: (field, { groundPlane, cutout, sim }) =>
      paintBandGround(
        field,
        groundPlane,
        cutout.inks.ground.length,
        flowingDistance(cutout.figure, sim.width, sim.height),
        sim.width,
        sim.height,
      ),
  };
}

/**
 * The oval a photo without a trusted subject is shown in on bands: its box in shares of the window, across the middle
 * below the lettering band.
 */
export const FRAME_OVAL: Box = { left: 0.08, top: 0.25, width: 0.84, height: 0.64 };
/** The oval's box in a window of `width` × `height`. */
export const ovalBox = (width: number, height: number): PixelBox => ({
  left: width * FRAME_OVAL.left,
  top: height * FRAME_OVAL.top,
  width: width * FRAME_OVAL.width,
  height: height * FRAME_OVAL.height,
});

/**
 * Bands without a trusted subject (decision 044, its paragraph of 2026-12-06): the photo, posterised by tone as a
 * subject is, in an oval below the lettering band, and the bands flowing out from the oval, as a concert bill frames
 * its photograph. The oval is what shows the photo: the crop is composed around saliency's guess for it.
 */
function framedBandsGround(style: StyleDefinition): GroundPainter {
  return {
    ...bandsGround(style),
    shows: FRAME_OVAL,
    cutOut: (cropped, simplified, _subject, photoArea) => {
      const { width, height } = cropped;
      const figure = ellipseFigure(ovalBox(width, height), photoArea, width, height);
      return { figure, inks: groundInks(style, figureColour(simplified, figure)) };
    },
  };
}

/**
 * The style's ground. A painted ground needs to know what the subject is: with saliency's guess, bands frame the photo
 * in an oval (decision 044, its paragraph of 2026-12-06), and a field shows the photo in its window as a halftone.
 */
export function groundFor(style: StyleDefinition, subject: Subject | undefined): GroundPainter {
  const trusted = subject !== undefined && isTrusted(subject);
  switch (style.iconic.ground) {
    case 'field':
      return trusted ? fieldGround(style) : halftoneGround;
    case 'bands':
      return trusted ? bandsGround(style) : framedBandsGround(style);
    case 'photo':
      return photoGround;
  }
}

/**
 * Where no subject is trusted, a field style shows the photo in its own window (the disc, the arch) as a halftone
 * screen of its tones (decision 043, its paragraph of 2026-12-03): dots of the darkest ink on the lightest but the
 * paper. Flat planes by tone tore a subject as light as its ground (the koala in its tree) into a scatter; a screen
 * keeps every tone, so the photo still reads as what it is of.
 */
const halftoneGround: GroundPainter = { ...photoGround, screens: 'photo' };

/**
 * The plane the subject's paper takes where it stands out of the sun disc (decision 043): its own hue, else its
 * shade, never the disc's ink, so the subject does not run into the disc where they meet.
 */
function outsidePlaneOf(planeInks: readonly number[], inks: GroundInks): number {
  const [, darkest, hue] = inks.subject;
  const huePlane = hue === undefined ? -1 : planeInks.indexOf(hue);
  return huePlane >= 0 ? huePlane : planeInks.indexOf(darkest!);
}

/**
 * The sun disc on the sheet: behind the whole figure where the figure's height fits in it (its middle at the
 * figure's), else behind the subject's head. Where the figure runs off one side of the sheet (a subject the photo
 * cuts) and not the other, the disc moves that way, towards the figure's middle (or its faces', when it stands behind
 * the head), and may run off that side too.
 */
function discBehindFigure(
  figure: Uint8Array,
  subject: SubjectInCrop,
  window: PictureWindow,
  sim: { width: number; height: number },
  art: { width: number; height: number },
) {
  const scale = window.height / sim.height;
  const head = sunDiscPlace(art.width, art.height, window.top + headHeight(subject) * scale);
  let top = sim.height,
    bottom = -1,
    left = sim.width,
    right = -1,
    leftRows = 0,
    rightRows = 0;
  for (let y = 0; y < sim.height; y++) {
    let first = -1,
      last = -1;
    for (let x = 0, i = y * sim.width; x < sim.width; x++, i++) {
      if (!figure[i]) continue;
      if (first < 0) first = x;
      last = x;
    }
    if (first < 0) continue;
    if (bottom < 0) top = y;
    bottom = y;
    left = Math.min(left, first);
    right = Math.max(right, last);
    if (first === 0) leftRows++;
    if (last === sim.width - 1) rightRows++;
  }
  if (bottom < 0) return head;
  const behindHead = (bottom + 1 - top) * scale > head.radius * 2 * DISC_HOLDS;
  const place = behindHead ? head : sunDiscPlace(art.width, art.height, window.top + ((top + bottom + 1) / 2) * scale);
  const rows = (bottom + 1 - top) * RUNS_OFF;
  const offLeft = leftRows >= rows,
    offRight = rightRows >= rows;
  if (offLeft === offRight) return place;
  // towards the faces' middle where the disc is behind the head, else the figure's
  const middle = behindHead && subject.faces.length ? facesMiddle(subject.faces).x : (left + right + 1) / 2;
  const shift = art.width * DISC_FOLLOWS;
  const centreX = window.left + middle * (window.width / sim.width);
  return { ...place, centreX: Math.min(Math.max(centreX, place.centreX - shift), place.centreX + shift) };
}

/** Where the subject's head is (the faces' middle, or high in its box), in simplification pixels from the top. */
function headHeight({ box, faces }: SubjectInCrop): number {
  return faces.length ? facesMiddle(faces).y : box.top + box.height * 0.35;
}

/** The middle of the faces' middles (at least one face). */
function facesMiddle(faces: readonly PixelBox[]): { x: number; y: number } {
  const sum = (at: (face: PixelBox) => number) => faces.reduce((total, face) => total + at(face), 0) / faces.length;
  return { x: sum((face) => face.left + face.width / 2), y: sum((face) => face.top + face.height / 2) };
}
