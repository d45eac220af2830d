import sharp from 'sharp';
import type { StyleDefinition } from '../../../../shared/styles.ts';
import { PRINT_SIZE } from '../poster-engine.ts';
import { decodePhoto, readPhotoSize } from '../source-image.ts';
import type { RgbImage } from '../source-image.ts';
import { panelWindow, placeChannel, placeInWindow, pictureWindow, sunDiscPlace } from './composition.ts';
import type { PictureWindow } from './composition.ts';
import { composeCrop, panelAspect } from './crop.ts';
import type { CropRect } from './crop.ts';
import { contourDistance, luminanceEdges } from './edges.ts';
import { paint } from './finish.ts';
import { resolveBrokenColour, resolveLabels } from './labels.ts';
import type { PackedMemberships } from './labels.ts';
import {
  flowingDistance,
  ellipseFigure,
  figureColour,
  groundInks,
  paintBandGround,
  paintDiscGround,
} from './figure.ts';
import type { GroundInks } from './figure.ts';
import { foregroundMask } from './foreground.ts';
import { farthestHue, planColours } from './plan.ts';
import { paletteOf } from './quantise.ts';
import { kuwahara, modeFilter, restoreFaces, withFineFaces } from './simplify.ts';
import { boxInCrop, saliencySubject, smallCopySize } from './subject.ts';
import type { PixelBox, Subject, SubjectInCrop } from './subject.ts';
import { loadTextures } from './textures.ts';

/** The artwork is painted at half the print size; `finishPoster` upscales it and adds the caption. */
export const ART_SIZE = { width: PRINT_SIZE.width / 2, height: Math.round(PRINT_SIZE.height / 2) } as const;
/** The photo is decoded so that the poster's window is this much wider than the simplification (JPEG shrink-on-load keeps it quick). */
const DECODE_MARGIN = 1.2;
/** Broken colour: how softly pixels belong to neighbouring colours, and how wide the transitions between planes are (simplification pixels). */
const BROKEN_COLOUR_TEMPERATURE = 200;
const BROKEN_COLOUR_BLUR = 2.5;

export type Stage = (name: string) => void;

export type ArtworkOptions = {
  stage?: Stage;
  /** What the photo is of (the subject finder's answer); without it, the photo's most salient part. */
  subject?: Subject;
  /** The caption's band on the poster, in fractions of its height: the subject is composed out of it. */
  captionBand?: { top: number; bottom: number };
};

/** A style that paints its own ground around the subject (a field, bands) zooms out, padding the photo, until the whole subject fits its hero share. */
const FIELD_ZOOM_OUT = 2.2;
/** The subject on a painted ground is posterised into this many tones at most… */
const FIGURE_TONES = 3;
/** …at a simplification at least this wide. */
const FIGURE_MIN_WIDTH = 340;

/** Simplification resolution: the style's smallest detail spans about three pixels here. */
export function simplificationWidth(style: StyleDefinition): number {
  return Math.round(Math.min(720, Math.max(180, (PRINT_SIZE.width * 3) / style.iconic.minDetailPx)));
}

/**
 * Photo → poster artwork (raw RGB at ART_SIZE): crop onto the subject for the style's picture window,
 * simplify, quantise to the palette, upscale the planes with smooth contours, set them in the window on
 * the paper, draw the outlines and the print finish.
 */
export async function renderArtwork(
  image: Buffer,
  style: StyleDefinition,
  { stage = () => {}, subject, captionBand }: ArtworkOptions = {},
): Promise<RgbImage> {
  const textures = loadTextures();
  textures.catch(() => {}); // awaited below; a failure surfaces there
  // a painted ground needs to know what the subject is; the fallback subject is only the photo's salient part
  const ground = subject?.found === 'detector' ? style.iconic.ground : 'photo';
  // the sun disc is painted behind the subject's head; an arch or a border stays the window of the subject's ground
  const discBehind = ground === 'field' && style.composition === 'sun-disc';
  const source = await readPhotoSize(image);
  const found = subject ?? saliencySubject(await decodePhoto(image, ...smallCopySize(source)));
  let window = pictureWindow(
    ground === 'bands' || discBehind ? 'full-bleed' : style.composition,
    ART_SIZE.width,
    ART_SIZE.height,
  );
  // a subject wider than the window can hold is shown whole on a panel, on the style's paper
  const wide = ground === 'photo' && !window.mask ? panelAspect(source, window.width / window.height, found) : 0;
  if (wide > window.width / window.height)
    window = panelWindow(window, wide, ART_SIZE.width, ART_SIZE.height, captionBand);
  const aspect = window.width / window.height;
  // a cut-out subject is drawn finer (its face must stay a face) and simplified with wider filters, so its shapes stay as broad
  const detailWidth = simplificationWidth(style),
    sheetWidth = ground === 'photo' ? detailWidth : Math.max(detailWidth, FIGURE_MIN_WIDTH);
  const coarseness = Math.round(sheetWidth / detailWidth);
  const simWidth = Math.max(16, Math.round((sheetWidth * window.width) / ART_SIZE.width));
  const simHeight = Math.max(16, Math.round(simWidth / aspect));
  const band =
    captionBand && window.height > 0
      ? {
          top: (captionBand.top * ART_SIZE.height - window.top) / window.height,
          bottom: (captionBand.bottom * ART_SIZE.height - window.top) / window.height,
        }
      : undefined;
  const sourceCrop = composeCrop(source, aspect, found, {
    heroScaleRange: style.iconic.heroScaleRange,
    maxZoomOut: ground === 'photo' ? 1 : FIELD_ZOOM_OUT,
    captionBand: band,
  });
  const decodeScale = Math.min(1, (simWidth * DECODE_MARGIN) / sourceCrop.width);
  const photo = await decodePhoto(
    image,
    Math.max(1, Math.round(source.width * decodeScale)),
    Math.max(1, Math.round(source.height * decodeScale)),
  );
  stage('decode');

  const crop = scaleRect(sourceCrop, photo.width / source.width, photo.height / source.height);
  const cropped = { data: await extractPadded(photo, crop, simWidth, simHeight), width: simWidth, height: simHeight };
  const simSize = { width: simWidth, height: simHeight };
  const subjectInCrop: SubjectInCrop = {
    box: boxInCrop(found.box, source, sourceCrop, simSize),
    faces: found.faces.map((face) => boxInCrop(face, source, sourceCrop, simSize)),
    found: found.found,
  };
  const simplified = withFineFaces(
    kuwahara(kuwahara(cropped, 2 * coarseness), coarseness),
    cropped,
    subjectInCrop.faces,
  );
  stage('simplify');

  let figure: Uint8Array | null = null,
    inks: GroundInks | null = null;
  if (ground !== 'photo') {
    const photoArea = boxInCrop({ left: 0, top: 0, width: 1, height: 1 }, source, sourceCrop, simSize);
    figure =
      foregroundMask(cropped, subjectInCrop, photoArea) ??
      ellipseFigure(subjectInCrop.box, photoArea, simWidth, simHeight);
    inks = groundInks(style, figureColour(simplified, figure));
  }
  const plan =
    figure && inks
      ? // a cut-out subject is drawn by tone in its few inks (on a field: paper, shade and its nearest hue), so its darks
        // read against a light ground and its lights against a dark one
        planColours(simplified, style, {
          within: figure,
          inks: inks.subject,
          maxHues: Math.min(FIGURE_TONES, style.iconic.maxHues),
          mapping: 'by-tone',
        })
      : planColours(simplified, style);
  const brokenColour = style.printFinish === 'brush-stroke';
  // on a painted ground, the subject's planes are followed by one plane for everything around it
  const groundPlane = figure ? plan.count : -1;
  const labels = () => {
    const own = plan.labels();
    const filtered = restoreFaces(
      modeFilter(own, simWidth, simHeight, 2 * coarseness),
      own,
      simWidth,
      simHeight,
      subjectInCrop.faces,
    );
    if (figure) for (let i = 0; i < filtered.length; i++) if (!figure[i]) filtered[i] = groundPlane;
    return filtered;
  };
  const planes = brokenColour
    ? plan.memberships(BROKEN_COLOUR_TEMPERATURE)
    : hardPlanes(labels(), plan.count + (figure ? 1 : 0));
  const inner = style.edgeRule === 'bold-ink' ? await luminanceEdges(simplified, 70) : null;
  stage('quantise');

  const packed = await upscaleMemberships(
    planes,
    inner,
    simWidth,
    simHeight,
    window,
    brokenColour ? BROKEN_COLOUR_BLUR : 1.1,
  );
  const slope = 255 / ((window.width / simWidth) * 1.6);
  const pictureField = brokenColour ? resolveBrokenColour(packed, await textures) : resolveLabels(packed, slope);
  // the sheet around the window is one more plane: the paper
  const paperPlane = plan.count + (figure ? 1 : 0);
  const field = placeInWindow(pictureField, window, ART_SIZE.width, ART_SIZE.height, paperPlane);
  if (discBehind)
    paintDiscGround(
      field,
      groundPlane,
      sunDiscPlace(ART_SIZE.width, ART_SIZE.height, headHeight(subjectInCrop) * (window.height / simHeight)),
    );
  const distance = style.edgeRule === 'none' ? null : contourDistance(field, 64);
  if (distance) quietFaces(distance, subjectInCrop.faces, window, window.width / simWidth, field.width);
  // the bands come after the lines: they are drawn edge to edge, the lines belong to the subject
  if (ground === 'bands')
    paintBandGround(
      field,
      groundPlane,
      inks!.ground.length,
      flowingDistance(figure!, simWidth, simHeight),
      simWidth,
      simHeight,
    );
  stage('planes');

  const { colours, screen, echoes, fountain, paper } = plan.paint;
  const palette = paletteOf(style);
  const groundRgb = inks ? inks.ground.map((p) => palette.rgb[p]!) : [paper];
  const groundEchoes = inks ? inks.ground.map((p) => palette.rgb[farthestHue(palette.lab, p)]!) : [plan.paint.ink];
  const art = paint(field, {
    ...plan.paint,
    colours: [...colours, ...groundRgb],
    screen: [...screen, ...groundRgb.map(() => 0)],
    echoes: [...echoes, ...groundEchoes],
    fountain: [...fountain, ...groundRgb.map(() => null)],
    printFinish: style.printFinish,
    edgeRule: style.edgeRule,
    scale: ART_SIZE.width / PRINT_SIZE.width,
    textures: await textures,
    contourDistance: distance,
    innerEdges: inner ? placeChannel(packed.rest!, 3, 2, window, ART_SIZE.width, ART_SIZE.height) : null,
  });
  stage('paint');
  return { data: art, width: ART_SIZE.width, height: ART_SIZE.height };
}

/** Where the subject's head is (the faces' middle, or high in its box), in simplification pixels from the top. */
function headHeight({ box, faces }: SubjectInCrop): number {
  if (!faces.length) return box.top + box.height * 0.35;
  return faces.reduce((sum, face) => sum + face.top + face.height / 2, 0) / faces.length;
}

/** Inside faces only the contour lines are drawn, not their echoes: rings around a pupil or a nostril read as noise. */
function quietFaces(
  distance: Float32Array,
  faces: readonly PixelBox[],
  window: PictureWindow,
  scale: number,
  width: number,
) {
  const quiet = 4;
  for (const face of faces) {
    const left = Math.max(window.left, Math.floor(window.left + face.left * scale)),
      top = Math.max(window.top, Math.floor(window.top + face.top * scale));
    const right = Math.min(window.left + window.width, Math.ceil(window.left + (face.left + face.width) * scale));
    const bottom = Math.min(window.top + window.height, Math.ceil(window.top + (face.top + face.height) * scale));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) if (distance[y * width + x]! > quiet) distance[y * width + x] = 64;
    }
  }
}

function hardPlanes(labels: Uint8Array, count: number): Uint8Array[] {
  const planes = Array.from({ length: count }, () => new Uint8Array(labels.length));
  for (let i = 0; i < labels.length; i++) planes[labels[i]!]![i] = 255;
  return planes;
}

/** Packs the planes (and the inner-edge mask) three to an image, rounds their contours with a blur and upscales them to art size. */
async function upscaleMemberships(
  planes: Uint8Array[],
  inner: Uint8Array | null,
  width: number,
  height: number,
  target: { width: number; height: number },
  sigma: number,
): Promise<PackedMemberships> {
  const pack = (channels: (Uint8Array | null)[]) => {
    const buffer = Buffer.alloc(width * height * 3);
    channels.forEach((channel, c) => {
      if (channel) for (let i = 0; i < channel.length; i++) buffer[i * 3 + c] = channel[i]!;
    });
    return buffer;
  };
  const upscale = async (buffer: Buffer) => {
    const blurred = await sharp(buffer, { raw: { width, height, channels: 3 } })
      .blur(sigma)
      .raw()
      .toBuffer();
    return sharp(blurred, { raw: { width, height, channels: 3 } })
      .resize(target.width, target.height, { fit: 'fill', kernel: 'linear' })
      .raw()
      .toBuffer();
  };
  const needsRest = planes.length > 3 || inner !== null;
  const [first, rest] = await Promise.all([
    upscale(pack(planes.slice(0, 3))),
    needsRest ? upscale(pack([planes[3] ?? null, planes[4] ?? null, inner])) : Promise.resolve(null),
  ]);
  return { first, rest, planes: planes.length, width: target.width, height: target.height };
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

/** The window's pixels at `width` × `height`; where the window reaches past the photo, the photo is mirrored (sky goes on as sky). */
async function extractPadded(photo: RgbImage, crop: CropRect, width: number, height: number): Promise<Buffer> {
  const pad = {
    left: Math.max(0, -crop.left),
    top: Math.max(0, -crop.top),
    right: Math.max(0, crop.left + crop.width - photo.width),
    bottom: Math.max(0, crop.top + crop.height - photo.height),
  };
  let pipeline = sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } });
  if (pad.left || pad.top || pad.right || pad.bottom) {
    const padded = await pipeline
      .extend({ ...pad, extendWith: 'mirror' })
      .raw()
      .toBuffer();
    pipeline = sharp(padded, {
      raw: { width: photo.width + pad.left + pad.right, height: photo.height + pad.top + pad.bottom, channels: 3 },
    });
  }
  return pipeline
    .extract({ left: crop.left + pad.left, top: crop.top + pad.top, width: crop.width, height: crop.height })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
}
