import sharp from 'sharp';
import type { WindowSuggestion } from '../../../../shared/create.ts';
import type { StyleDefinition } from '../../../../shared/styles.ts';
import { PRINT_SIZE } from '../poster-engine.ts';
import { decodePhoto, readPhotoSize } from '../source-image.ts';
import type { RgbImage } from '../source-image.ts';
import type { PixelBox, Subject, SubjectInCrop } from './boxes.ts';
import type { CropRect } from './crop.ts';
import { placeChannel, placeInWindow, wideFrame } from './composition.ts';
import { windowOfCrop } from './window-crop.ts';
import { calmSimplify, calmsTexture, calmWeights, fineFeatures, mergeSmallRegions } from './calm.ts';
import type { Calm } from './calm.ts';
import { continuedGroundOf, paintContinuedField } from './continued-ground.ts';
import type { ContinuedGround } from './continued-ground.ts';
import { contourDistance, lineHalfWidth, linesOnlyInside, luminanceEdges } from './edges.ts';
import { paint } from './finish.ts';
import { darknessOf, HALFTONE_PERIOD, HALFTONE_SLOPE, halftoneMemberships } from './halftone.ts';
import { groundFor } from './grounds.ts';
import type { Cutout, GroundPainter } from './grounds.ts';
import { resolveBrokenColour, resolveLabels } from './labels.ts';
import type { PackedMemberships } from './labels.ts';
import { farthestHue, paintOfPlanes, planColours } from './plan.ts';
import type { ColourPlan } from './plan.ts';
import { paletteOf } from './quantise.ts';
import { saliencySubject, smallCopySize } from './saliency.ts';
import { kuwahara, modeFilter, restoreFaces, withFineFaces } from './simplify.ts';
import { loadTextures } from './textures.ts';
import { composedCrop, frameAndCut, frameWindow, photoAreaOf, shownWidthOf, simplificationWidth } from './framing.ts';
import type { Frame, Placing, Sheet } from './framing.ts';

export { simplificationWidth };

/** The artwork is painted at half the print size; `finishPoster` upscales it and adds the caption. */
export const ART_SIZE = { width: PRINT_SIZE.width / 2, height: Math.round(PRINT_SIZE.height / 2) } as const;
/**
 * Broken colour: how softly pixels belong to neighbouring colours, and how wide the transitions between planes are
 * (simplification pixels).
 */
const BROKEN_COLOUR_TEMPERATURE = 200;
const BROKEN_COLOUR_BLUR = 2.5;

export type Stage = (name: string) => void;

export type ArtworkOptions = Placing & {
  stage?: Stage;
  /**
   * The sheet's pixels, A3's proportions (ART_SIZE by default): a print master of another size is painted at half its
   * own pixels, with the same crop, planes and caption (only the rounding of the window's edges can differ by a pixel).
   */
  artSize?: { width: number; height: number };
};

export type Artwork = RgbImage & {
  /** The width in pixels of the part of the photo the poster shows (its crop, within the photo). */
  shownPhotoWidth: number;
  /** Where the subject's box and its faces lie on the sheet, in its pixels (clipped to the window). */
  subjectOnSheet: { box: PixelBox; faces: PixelBox[] };
};

/** The subject on a painted ground in flat planes (bands; a field screens it) is posterised into this many tones. */
const FIGURE_TONES = 3;

/**
 * Photo → poster artwork (raw RGB at ART_SIZE), as a sequence of stages: frame the picture window over the subject,
 * cut the window out of the photo, simplify it, cut out the subject where the style paints its own ground, plan the
 * colours, lay the planes out on the sheet with smooth contours and the ground's painting, then paint the print
 * finish. What differs between the photo, a painted field and bands is the style's ground painter (grounds.ts).
 */
export async function renderArtwork(
  image: Buffer,
  style: StyleDefinition,
  { stage = () => {}, subject, captionBand, artSize = ART_SIZE, posterWindow }: ArtworkOptions = {},
): Promise<Artwork> {
  const textures = loadTextures();
  textures.catch(() => {}); // awaited below; a failure surfaces there
  const ground = groundFor(style, subject);
  const { frame, sheet, figure } = await frameAndCut(
    image,
    style,
    ground,
    { subject, captionBand, posterWindow },
    artSize,
  );
  stage('decode');

  const { planes, cutout } = await planWindow(sheet, frame, style, ground, figure, stage);
  stage('quantise');

  const layout = await layPlanes(planes, style, ground, cutout, sheet.subject, frame, textures);
  stage('planes');

  const art = paintSheet(layout, planes, style, cutout, await textures, frame.art);
  stage('paint');
  const onSheet = (box: PixelBox) => sheetBox(box, frame);
  return {
    data: art,
    width: frame.art.width,
    height: frame.art.height,
    shownPhotoWidth: shownWidthOf(frame),
    subjectOnSheet: { box: onSheet(sheet.subject.box), faces: sheet.subject.faces.map(onSheet) },
  };
}

/** The width of the part of the photo a poster of it shows, without painting it (the crop alone). */
export async function shownPhotoWidthOf(image: Buffer, style: StyleDefinition, placing: Placing = {}): Promise<number> {
  const ground = groundFor(style, placing.subject);
  // a crop fitted to the subject's silhouette is known only once the silhouette is cut
  if (ground.silhouette) return shownWidthOf((await frameAndCut(image, style, ground, placing, ART_SIZE)).frame);
  return shownWidthOf(await frameWindow(image, style, ground, placing, ART_SIZE));
}

/**
 * The window the engine would choose itself (decision 041), in the poster's shape and in fractions of the photo: its
 * crop for this style's picture (composed around the subject, or the ground's own: `composedCrop`; no caption known
 * yet, no panel), told as the largest poster-shaped window inside it. Rendering with it gives that crop back. With it,
 * the part of the window the ground shows the photo in (`GroundPainter.shows`), for any window over this photo.
 */
export async function suggestedWindowOf(
  image: Buffer,
  style: StyleDefinition,
  subject?: Subject,
): Promise<WindowSuggestion> {
  const source = await readPhotoSize(image);
  const found = subject ?? saliencySubject(await decodePhoto(image, ...smallCopySize(source)));
  const ground = groundFor(style, subject);
  // `shows` is in shares of the picture: the one ground that has it (the bands) paints the whole sheet, so the
  // picture is the poster's shape and its shares are the window's
  const suggestion = (crop: CropRect) => ({ window: windowOfCrop(crop, source), shows: ground.shows ?? null });
  if (ground.silhouette)
    return suggestion((await frameAndCut(image, style, ground, { subject: found }, ART_SIZE)).frame.sourceCrop);
  const window = ground.window(style, ART_SIZE);
  // a wide subject's crop reaches past the photo's top and bottom (decision 042): so does its window
  const wide = ground.panels ? wideFrame(source, window, found, ART_SIZE) : null;
  return suggestion(wide?.sourceCrop ?? composedCrop(source, window.width / window.height, found, style, ground));
}

/** A box of the simplification on the sheet, clipped to the window. */
function sheetBox(box: PixelBox, { window, sim }: Frame): PixelBox {
  const sx = window.width / sim.width,
    sy = window.height / sim.height;
  const left = Math.max(window.left, Math.round(window.left + box.left * sx)),
    top = Math.max(window.top, Math.round(window.top + box.top * sy));
  const right = Math.min(window.left + window.width, Math.round(window.left + (box.left + box.width) * sx)),
    bottom = Math.min(window.top + window.height, Math.round(window.top + (box.top + box.height) * sy));
  return { left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/**
 * The palette's planes of the window: its tones for a halftone screen of the photo or of the cut-out subject, else the
 * window simplified into flat shapes and the subject cut out where the style paints its own ground.
 */
async function planWindow(
  sheet: Sheet,
  frame: Frame,
  style: StyleDefinition,
  ground: GroundPainter,
  figure: Uint8Array | undefined,
  stage: Stage,
): Promise<{ planes: Planes; cutout: Cutout | null }> {
  // a screen prints the photo's own tones: nothing is simplified
  if (ground.screens === 'photo')
    return { planes: halftonePlanes(sheet.cropped, style, screenInks(style)), cutout: null };
  const photoArea = photoAreaOf(frame);
  if (ground.screens === 'subject') {
    const cutout = ground.cutOut(sheet.cropped, sheet.cropped, sheet.subject, photoArea, figure);
    if (cutout)
      return { planes: halftonePlanes(sheet.cropped, style, screenInks(style, cutout.inks.subject), cutout), cutout };
  }
  const calm = calmsTexture(style) ? calmWeights(frame.sim.width, frame.sim.height, sheet.subject) : null;
  const simplified = await simplifyWindow(sheet, frame, calm);
  stage('simplify');
  const cutout = ground.cutOut(sheet.cropped, simplified.plain, sheet.subject, photoArea, figure);
  const continued = cutout ? null : continuedGroundOf(style, sheet.continued, sheet.cropped, sheet.subject, photoArea);
  return { planes: await planPlanes(simplified, style, cutout, sheet.subject, frame, calm, continued), cutout };
}

/**
 * A screen's inks: for the photo, dots of the palette's darkest ink on its lightest but the paper; for a cut-out
 * subject, dots of the darkest of its inks on the lightest, its other inks after them.
 */
function screenInks(style: StyleDefinition, subject?: readonly number[]): ScreenInks {
  const { byLightness } = paletteOf(style);
  if (!subject) return { dots: byLightness[0]!, between: byLightness.at(-2)! };
  const [dots, ...lighter] = [...subject].sort((a, b) => byLightness.indexOf(a) - byLightness.indexOf(b));
  return { dots: dots!, between: lighter.at(-1)!, others: lighter.slice(0, -1) };
}

type ScreenInks = { dots: number; between: number; others?: readonly number[] };

/**
 * The photo's tones for a halftone screen (decision 043): the dots' ink and the ink between them, screened when they
 * are laid on the sheet; with a cut-out subject, its other inks (unprinted but where the ground turns them into one,
 * as the disc does the subject's paper) and the ground's plane after them.
 */
function halftonePlanes(
  cropped: RgbImage,
  style: StyleDefinition,
  { dots, between, others = [] }: ScreenInks,
  cutout?: Cutout,
): Planes {
  const darkness = darknessOf(cropped, cutout?.figure);
  let sum = 0;
  for (const value of darkness) sum += value;
  const dark = sum / 255 / Math.max(1, darkness.length);
  const inks = [dots, between, ...others];
  const shares = [dark, 1 - dark, ...others.map(() => 0)];
  const plan = {
    count: inks.length,
    inks,
    paint: paintOfPlanes(
      style,
      inks.map((ink) => ({ ink, screen: 0 })),
      shares,
    ),
  };
  return { plan, masks: [], inner: null, brokenColour: false, groundPlane: cutout ? inks.length : -1, darkness };
}

/**
 * Flat shapes from the photo's texture, faces keeping their finer drawing: `plain`, the picture the colours are
 * planned from, and `drawn`, the picture the planes are drawn from. They are one, but in a calm style, whose `drawn`
 * is calmer inside the subject (only the features of its faces keep their finer drawing) while its colours stay
 * those of the plain picture (decision 044).
 */
async function simplifyWindow(
  { cropped, subject }: { cropped: RgbImage; subject: SubjectInCrop },
  { coarseness }: Frame,
  calm: Calm | null,
): Promise<Simplified> {
  const coarse = kuwahara(kuwahara(cropped, 2 * coarseness), coarseness);
  const plain = withFineFaces(coarse, cropped, subject.faces);
  return { plain, drawn: calm ? await calmSimplify(cropped, coarse, coarseness, subject, calm) : plain };
}

type Simplified = { plain: RgbImage; drawn: RgbImage };

type Planes = {
  plan: Pick<ColourPlan, 'count' | 'inks' | 'paint'>;
  /** One mask per plane (the subject's, then the ground's when cut out), hard or soft (broken colour). */
  masks: Uint8Array[];
  inner: Uint8Array | null;
  brokenColour: boolean;
  /** The plane of the painted ground around a cut-out subject; -1 where the photo is the ground. */
  groundPlane: number;
  /** Where the photo is screened (`screens`), how dark it is at each simplification pixel; the masks are empty. */
  darkness?: Uint8Array;
};

/**
 * The palette's planes of the simplified window: by tone in its few inks for a cut-out subject, else the style's own.
 */
async function planPlanes(
  { plain, drawn }: Simplified,
  style: StyleDefinition,
  cutout: Cutout | null,
  subject: SubjectInCrop,
  { sim, coarseness }: Frame,
  calm: Calm | null,
  continued: ContinuedGround | null = null,
): Promise<Planes> {
  let plan = cutout
    ? // a cut-out subject on bands is drawn by tone in its few inks (a field screens it instead), so its darks read
      // against a light band and its lights against a dark one
      planColours(
        plain,
        style,
        {
          within: cutout.figure,
          inks: cutout.inks.subject,
          maxHues: Math.min(FIGURE_TONES, style.iconic.maxHues),
          mapping: 'by-tone',
        },
        drawn,
      )
    : planColours(plain, style, {}, drawn);
  const brokenColour = style.printFinish === 'brush-stroke';
  // on a painted ground, the subject's planes are followed by one plane for everything around it
  const groundPlane = cutout ? plan.count : -1;
  const labels = () => {
    const own = plan.labels();
    let filtered = restoreFaces(
      modeFilter(own, sim.width, sim.height, 2 * coarseness),
      own,
      sim.width,
      sim.height,
      calm ? fineFeatures(subject.faces, sim.width) : subject.faces,
    );
    if (calm) filtered = mergeSmallRegions(filtered, sim.width, sim.height, subject, calm);
    if (cutout) for (let i = 0; i < filtered.length; i++) if (!cutout.figure[i]) filtered[i] = groundPlane;
    return filtered;
  };
  let masks: Uint8Array[];
  if (brokenColour) masks = plan.memberships(BROKEN_COLOUR_TEMPERATURE);
  else {
    const labelled = labels();
    // a pale continued ground printed as a bold field in the styles that do so (decision 042)
    if (continued) plan = paintContinuedField(plan, style, labelled, continued);
    masks = hardPlanes(labelled, plan.count + (cutout ? 1 : 0));
  }
  const inner = style.edgeRule === 'bold-ink' ? await luminanceEdges(drawn, 70) : null;
  return { plan, masks, inner, brokenColour, groundPlane };
}

/** The planes upscaled into the window on the sheet, the ground painted around the contour lines. */
async function layPlanes(
  { plan, masks, inner, brokenColour, groundPlane, darkness }: Planes,
  style: StyleDefinition,
  ground: GroundPainter,
  cutout: Cutout | null,
  subject: SubjectInCrop,
  { window, sim, art }: Frame,
  textures: ReturnType<typeof loadTextures>,
) {
  const period = (HALFTONE_PERIOD * art.width) / PRINT_SIZE.width;
  const packed = darkness
    ? await halftoneMemberships(
        darkness,
        sim.width,
        sim.height,
        window,
        period,
        cutout ? { figure: cutout.figure, ground: groundPlane } : undefined,
      )
    : await upscaleMemberships(masks, inner, sim.width, sim.height, window, brokenColour ? BROKEN_COLOUR_BLUR : 1.1);
  const slope = darkness ? HALFTONE_SLOPE : 255 / ((window.width / sim.width) * 1.6);
  const pictureField = brokenColour ? resolveBrokenColour(packed, await textures) : resolveLabels(packed, slope);
  // the sheet around the window is one more plane: the paper
  const paperPlane = plan.count + (cutout ? 1 : 0);
  const field = placeInWindow(pictureField, window, art.width, art.height, paperPlane);
  // the subject's planes printed in the paper (a disc turns them into its own ink where they stand out of it)
  const paperPlanes = cutout ? plan.inks.flatMap((ink, p) => (ink === cutout.inks.ground.at(-1) ? [p] : [])) : [];
  const context = cutout ? { groundPlane, paperPlanes, planeInks: plan.inks, cutout, subject, window, sim, art } : null;
  if (context) ground.underLines?.(field, context);
  // a screen's dots get no contour lines: they are the picture's tone, not its shapes
  const distance = style.edgeRule === 'none' || darkness ? null : contourDistance(field, 64);
  // a cut-out subject's (or the oval's) echoes ripple out into the ground only
  if (distance && cutout)
    linesOnlyInside(distance, field.label, groundPlane, lineHalfWidth(style.edgeRule, art.width / PRINT_SIZE.width));
  if (context) ground.overLines?.(field, context);
  const innerEdges = inner ? placeChannel(packed.rest!, 3, 2, window, art.width, art.height) : null;
  return { field, distance, innerEdges };
}

/** The print: each plane in its ink with the style's finish; a painted ground's planes in the ground's inks. */
function paintSheet(
  { field, distance, innerEdges }: Awaited<ReturnType<typeof layPlanes>>,
  { plan }: Planes,
  style: StyleDefinition,
  cutout: Cutout | null,
  textures: Awaited<ReturnType<typeof loadTextures>>,
  art: { width: number; height: number },
): Buffer {
  const { colours, screen, echoes, fountain, paper } = plan.paint;
  const palette = paletteOf(style);
  const inks = cutout?.inks;
  const groundRgb = inks ? inks.ground.map((p) => palette.rgb[p]!) : [paper];
  const groundEchoes = inks ? inks.ground.map((p) => palette.rgb[farthestHue(palette.lab, p)]!) : [plan.paint.ink];
  return paint(field, {
    ...plan.paint,
    colours: [...colours, ...groundRgb],
    screen: [...screen, ...groundRgb.map(() => 0)],
    echoes: [...echoes, ...groundEchoes],
    fountain: [...fountain, ...groundRgb.map(() => null)],
    printFinish: style.printFinish,
    edgeRule: style.edgeRule,
    scale: art.width / PRINT_SIZE.width,
    textures,
    contourDistance: distance,
    innerEdges,
  });
}

function hardPlanes(labels: Uint8Array, count: number): Uint8Array[] {
  const planes = Array.from({ length: count }, () => new Uint8Array(labels.length));
  for (let i = 0; i < labels.length; i++) planes[labels[i]!]![i] = 255;
  return planes;
}

/**
 * Packs the planes (and the inner-edge mask) three to an image, rounds their contours with a blur and upscales them to
 * art size.
 */
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
