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
import type { PixelBox, Subject, SubjectInCrop } from './boxes.ts';

/** A style that paints its own ground around the subject (a field, bands) zooms out, padding the photo, until the whole subject fits its hero share. */
const FIELD_ZOOM_OUT = 2.2;
/** The subject on a painted ground is simplified at least this wide: its face must stay a face. */
const FIGURE_MIN_WIDTH = 340;

/** The subject cut out of the window (1 inside it) and the palette's inks for the subject and for the ground. */
export type Cutout = { figure: Uint8Array; inks: GroundInks };

/** What a ground painter is told of the window being painted. */
export type GroundContext = {
  /** The label field's plane painted as the ground (the one after the subject's planes). */
  groundPlane: number;
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
  /** How far the crop may reach past the photo's edges (1: not at all). */
  maxZoomOut: number;
  /**
   * What fills a window that reaches past the photo's edges: the photo mirrored (a painted ground covers it), or its
   * edges continued in their own colours, calmer away from the photo (decision 042: the photo is the ground).
   */
  padding: 'mirror' | 'continue';
  /** The subject cut out of the cropped window, or null where the photo stays whole. */
  cutOut(cropped: RgbImage, simplified: RgbImage, subject: SubjectInCrop, photoArea: PixelBox): Cutout | null;
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

/** The subject's shape (a cut-out, else an ellipse in its box) and the inks the style gives it and its ground. */
function cutOutSubject(
  style: StyleDefinition,
  cropped: RgbImage,
  simplified: RgbImage,
  subject: SubjectInCrop,
  photoArea: PixelBox,
): Cutout {
  const figure =
    foregroundMask(cropped, subject, photoArea) ?? ellipseFigure(subject.box, photoArea, cropped.width, cropped.height);
  return { figure, inks: groundInks(style, figureColour(simplified, figure)) };
}

function fieldGround(style: StyleDefinition): GroundPainter {
  // the sun disc is painted behind the subject's head; an arch or a border stays the window of the subject's ground
  const discBehind = style.composition === 'sun-disc';
  return {
    kind: 'field',
    window: (style, art) => pictureWindow(discBehind ? 'full-bleed' : style.composition, art.width, art.height),
    panels: false,
    sheetWidth: (detailWidth) => Math.max(detailWidth, FIGURE_MIN_WIDTH),
    maxZoomOut: FIELD_ZOOM_OUT,
    padding: 'mirror',
    cutOut: (cropped, simplified, subject, photoArea) => cutOutSubject(style, cropped, simplified, subject, photoArea),
    underLines: discBehind
      ? (field, { groundPlane, subject, window, sim, art }) =>
          paintDiscGround(
            field,
            groundPlane,
            sunDiscPlace(art.width, art.height, headHeight(subject) * (window.height / sim.height)),
          )
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
    cutOut: (cropped, simplified, subject, photoArea) => cutOutSubject(style, cropped, simplified, subject, photoArea),
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

/** The style's ground; a painted ground needs to know what the subject is, so saliency's guess keeps the photo. */
export function groundFor(style: StyleDefinition, subject: Subject | undefined): GroundPainter {
  if (subject?.found !== 'detector') return photoGround;
  switch (style.iconic.ground) {
    case 'field':
      return fieldGround(style);
    case 'bands':
      return bandsGround(style);
    case 'photo':
      return photoGround;
  }
}

/** Where the subject's head is (the faces' middle, or high in its box), in simplification pixels from the top. */
function headHeight({ box, faces }: SubjectInCrop): number {
  if (!faces.length) return box.top + box.height * 0.35;
  return faces.reduce((sum, face) => sum + face.top + face.height / 2, 0) / faces.length;
}
