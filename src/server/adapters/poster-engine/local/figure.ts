import type { StyleDefinition } from '../../../../shared/styles.ts';
import type { RgbImage } from '../source-image.ts';
import type { LabelField } from './labels.ts';
import { boxBlurred } from './box-blur.ts';
import { chamfer } from './edges.ts';
import { paletteOf, rgbToLab } from './quantise.ts';
import { axisSamples } from './sampling.ts';
import type { PixelBox } from './boxes.ts';

/**
 * The cut-out subject on a painted ground (the style's `iconic.ground`): which inks the subject and its ground
 * take, and the ground itself at art resolution — the sun disc on the paper, or colour
 * bands flowing out from the silhouette. The subject's own planes are made by the colour plan, outside its
 * silhouette the plan's field holds one ground plane, which is replaced here.
 */

/**
 * Palette indices: the inks the subject may take, and the ground's: a shape and the paper (`field`), or the bands in
 * their order (`bands`).
 */
export type GroundInks = { subject: number[]; ground: number[] };

/**
 * Bands: their width (share of the sheet's width), the wave's depth (share of a band) and the lettering band's depth
 * (share of the height).
 */
const BAND_PERIOD = 0.052;
const BAND_WAVE = 0.45;
const LETTERING_BAND = 0.15;
/** The least difference of lightness (CIELAB L) between a field's shape and the subject's hue where they meet. */
export const SHAPE_LIGHTNESS_MARGIN = 20;
/** How far the distance field is smoothed, as a share of the width. */
const BAND_SMOOTHING = 0.025;

/** The mean colour (CIELAB) of the figure's pixels. */
export function figureColour(image: RgbImage, figure: Uint8Array): [number, number, number] {
  let r = 0,
    g = 0,
    b = 0,
    count = 0;
  for (let i = 0; i < figure.length; i++) {
    if (!figure[i]) continue;
    r += image.data[i * 3]!;
    g += image.data[i * 3 + 1]!;
    b += image.data[i * 3 + 2]!;
    count++;
  }
  return count ? rgbToLab(Math.round(r / count), Math.round(g / count), Math.round(b / count)) : [50, 0, 0];
}

/**
 * How the palette is shared between the subject and its ground.
 * - `field`: the subject is drawn in the paper, the darkest ink and the middle ink nearest its own colour (light,
 *   shade and one hue); the shape takes, of the middle inks clearly lighter or darker than that hue, the one that
 *   stands out most against the subject's mean colour. Where none is (neo-minimal's pastels), the subject has only
 *   the paper and the darkest ink, and the shape is the middle ink farthest from its colour.
 * - `bands`: the subject is posterised by tone in three inks; the bands cycle through the whole palette in an
 *   order that sets light against dark and hue against hue.
 */
export function groundInks(style: StyleDefinition, subjectColour: readonly number[]): GroundInks {
  const { lab, byLightness } = paletteOf(style);
  const darkest = byLightness[0]!,
    lightest = byLightness[byLightness.length - 1]!;
  const middle = byLightness.slice(1, -1);
  const hueDistance = (p: number) =>
    Math.hypot(
      lab[p]![1]! - subjectColour[1]!,
      lab[p]![2]! - subjectColour[2]!,
      1.5 * (lab[p]![0]! - subjectColour[0]!),
    );
  if (style.iconic.ground === 'bands') {
    const order: number[] = [];
    // alternate from the dark and the light end: purple, yellow, magenta, green, orange…
    for (let low = 0, high = byLightness.length - 1; low <= high; low++, high--) {
      order.push(byLightness[low]!);
      if (high !== low) order.push(byLightness[high]!);
    }
    return { subject: byLightness, ground: order };
  }
  // the subject's hue is the middle ink nearest its colour; the shape the one farthest from it of those clearly
  // lighter or darker than that hue (decision 043), so the subject's planes stand out of the shape where they meet
  const hue = [...middle].sort((a, b) => hueDistance(a) - hueDistance(b))[0];
  if (hue === undefined) return { subject: [lightest, darkest], ground: [darkest, lightest] };
  const apart = middle.filter((p) => Math.abs(lab[p]![0]! - lab[hue]![0]!) >= SHAPE_LIGHTNESS_MARGIN);
  const farthest = (inks: number[]) => [...inks].sort((a, b) => hueDistance(b) - hueDistance(a))[0];
  const shape = farthest(apart);
  if (shape !== undefined) return { subject: [lightest, darkest, hue], ground: [shape, lightest] };
  // no middle ink clearly apart from the hue: the shape takes the farthest and the subject does without a hue
  return { subject: [lightest, darkest], ground: [farthest(middle)!, lightest] };
}

/**
 * Splits the field's ground plane (`groundPlane`) into a disc (the plane keeps it) and the paper around it
 * (plane `groundPlane + 1`); the disc's edge is anti-aliased, the subject's contour keeps its own. The subject's
 * planes printed in the paper (`paperPlanes`) take `outsidePlane` where they stand out of the disc (decision 043):
 * the subject's lights are not lost in the paper, and, in an ink of the subject's own rather than the disc's, the
 * subject does not run into the disc where its planes cross the disc's edge.
 */
export function paintDiscGround(
  field: LabelField,
  groundPlane: number,
  disc: { centreX: number; centreY: number; radius: number },
  { paperPlanes = [], outsidePlane = -1 }: { paperPlanes?: readonly number[]; outsidePlane?: number } = {},
): void {
  const isPaper = new Uint8Array(256);
  if (outsidePlane >= 0) for (const plane of paperPlanes) isPaper[plane] = 1;
  const { width, height, label, second, cover } = field;
  const paper = groundPlane + 1;
  const inner = Math.max(0, disc.radius - 1) ** 2,
    outer = (disc.radius + 1) ** 2;
  for (let y = 0; y < height; y++) {
    const dy = y + 0.5 - disc.centreY;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const isGround = label[i] === groundPlane,
        behind = second[i] === groundPlane;
      const dx = x + 0.5 - disc.centreX,
        squared = dx * dx + dy * dy;
      // the subject's paper, outside the disc, in the subject's own ink: along its contour too, where it shares the
      // pixel with the ground, so that the contour keeps its smoothing
      if (squared > disc.radius * disc.radius) {
        if (!isGround && isPaper[label[i]!]) label[i] = outsidePlane;
        if (!behind && isPaper[second[i]!]) second[i] = outsidePlane;
      }
      if (!isGround && !behind) continue;
      // only the pixels along the edge need the root
      const shape =
        squared <= inner
          ? 255
          : squared >= outer
            ? 0
            : Math.round(Math.min(1, Math.max(0, disc.radius - Math.sqrt(squared) + 0.5)) * 255);
      const plane = shape >= 128 ? groundPlane : paper;
      if (isGround && behind) {
        // open ground: the disc's own edge is the only contour
        label[i] = plane;
        second[i] = plane === groundPlane ? paper : groundPlane;
        cover[i] = Math.max(shape, 255 - shape);
      } else if (isGround) label[i] = plane;
      else second[i] = plane;
    }
  }
}

/**
 * Replaces the field's ground plane with bands following the distance from the silhouette (`distance`, in
 * simplification pixels at `simWidth` × `simHeight`), bent by a slow wave; the top of the sheet is one calm
 * band with a melting lower edge, room for the lettering. Band `k` is plane `groundPlane + k % bands`.
 */
export function paintBandGround(
  field: LabelField,
  groundPlane: number,
  bands: number,
  distance: Float32Array,
  simWidth: number,
  simHeight: number,
): void {
  const { width, height, label, second, cover } = field;
  const sx = simWidth / width,
    sy = simHeight / height;
  const period = BAND_PERIOD * width;
  const toSim = simWidth / width;
  // the wave is two slanted sines, sin(a + b) = sin a cos b + cos a sin b: tables per column and per row
  const amplitude = BAND_WAVE * period;
  const columns = Array.from({ length: 4 }, () => new Float32Array(width)),
    rows = Array.from({ length: 4 }, () => new Float32Array(height));
  const letteringEdge = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    columns[0]![x] = Math.sin(x / (width * 0.11));
    columns[1]![x] = Math.cos(x / (width * 0.11));
    columns[2]![x] = Math.sin(-x / (width * 0.3));
    columns[3]![x] = Math.cos(-x / (width * 0.3));
    // the lettering band: the sheet's top, its lower edge melting in a slow wave
    letteringEdge[x] = LETTERING_BAND * height * (1 + 0.18 * Math.sin((x / width) * Math.PI * 3));
  }
  for (let y = 0; y < height; y++) {
    rows[0]![y] = Math.sin(y / (height * 0.23));
    rows[1]![y] = Math.cos(y / (height * 0.23));
    rows[2]![y] = Math.sin(y / (height * 0.07));
    rows[3]![y] = Math.cos(y / (height * 0.07));
  }
  const [sinA, cosA, sinC, cosC] = columns as [Float32Array, Float32Array, Float32Array, Float32Array];
  const [sinB, cosB, sinD, cosD] = rows as [Float32Array, Float32Array, Float32Array, Float32Array];
  // bilinear sampling of the distance: the cells and weights of every column and row
  const cellColumns = axisSamples(width, simWidth, (x) => (x + 0.5) * sx - 0.5),
    cellRows = axisSamples(height, simHeight, (y) => (y + 0.5) * sy - 0.5);
  for (let y = 0; y < height; y++) {
    const upper = cellRows.before[y]! * simWidth,
      lower = cellRows.after[y]! * simWidth,
      wy = cellRows.weight[y]!;
    const rowSinB = sinB[y]!,
      rowCosB = cosB[y]!,
      rowSinD = sinD[y]!,
      rowCosD = cosD[y]!;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const isGround = label[i] === groundPlane,
        behind = second[i] === groundPlane;
      if (!isGround && !behind) continue;
      const x0 = cellColumns.before[x]!,
        x1 = cellColumns.after[x]!,
        wx = cellColumns.weight[x]!;
      const d =
        ((distance[upper + x0]! * (1 - wx) + distance[upper + x1]! * wx) * (1 - wy) +
          (distance[lower + x0]! * (1 - wx) + distance[lower + x1]! * wx) * wy) /
        toSim;
      const wave =
        amplitude * (0.7 * (sinA[x]! * rowCosB + cosA[x]! * rowSinB) + 0.3 * (rowSinD * cosC[x]! + rowCosD * sinC[x]!));
      // whole numbers kept as such (| 0), so the band's remainder is an integer division, not a floating one
      let band: number, edge: number;
      if (y < letteringEdge[x]! && d > period * 0.6) {
        band = 0;
        edge = Math.min(letteringEdge[x]! - y, d - period * 0.6);
      } else {
        const t = (d + wave) / period + 1;
        const whole = Math.floor(t);
        band = whole < 1 ? 1 : whole | 0;
        const fraction = t - whole;
        edge = Math.min(fraction, 1 - fraction) * period;
      }
      const plane = groundPlane + (band % bands);
      if (isGround && behind) {
        label[i] = plane;
        // a band's edge blends into the next over one pixel
        const share = Math.min(1, 0.5 + edge);
        cover[i] = Math.round(share * 255);
        second[i] = share < 1 ? groundPlane + ((band + 1) % bands) : plane;
      } else if (isGround) label[i] = plane;
      else second[i] = plane;
    }
  }
}

/**
 * Distance (simplification pixels) from every pixel to the figure, blurred so the bands flow around the
 * silhouette's notches instead of folding into creases.
 */
export function flowingDistance(figure: Uint8Array, width: number, height: number): Float32Array {
  const distance = distanceToFigure(figure, width, height);
  return boxBlurred(distance, width, height, Math.max(1, Math.round(width * BAND_SMOOTHING)), 2, 'carry');
}

/** Distance (simplification pixels, chamfer 3×3) from every pixel to the figure. */
function distanceToFigure(figure: Uint8Array, width: number, height: number): Float32Array {
  const distance = new Float32Array(width * height);
  for (let i = 0; i < figure.length; i++) distance[i] = figure[i] ? 0 : 1e6;
  chamfer(distance, width, height);
  return distance;
}

/** An ellipse filling `box`, inside `within`: the figure when no silhouette was found. */
export function ellipseFigure(box: PixelBox, within: PixelBox, width: number, height: number): Uint8Array {
  const figure = new Uint8Array(width * height);
  const cx = box.left + box.width / 2,
    cy = box.top + box.height / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = Math.hypot((x + 0.5 - cx) / (box.width / 2), (y + 0.5 - cy) / (box.height / 2)) <= 1;
      const inPhoto =
        x >= within.left && x < within.left + within.width && y >= within.top && y < within.top + within.height;
      if (inside && inPhoto) figure[y * width + x] = 255;
    }
  }
  return figure;
}
