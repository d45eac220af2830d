import type { StyleDefinition } from '../../../../shared/styles.ts';
import type { RgbImage } from '../source-image.ts';
import type { PixelBox, SubjectInCrop } from './boxes.ts';
import { ellipseFigure } from './figure.ts';
import { foregroundMask } from './foreground.ts';
import { farthestHue } from './plan.ts';
import type { ColourPlan } from './plan.ts';
import { MAX_PLANES, paletteOf } from './quantise.ts';

/**
 * A bold field for the ground that continues a wide photo (decision 042), in the styles that print it so
 * (`iconic.continuedGround: 'bold-field'`). Where the photo's edge is pale (a grey backdrop, a bleached meadow, a
 * white sky), its continuation quantises to the paper, and a third of the sheet read as blank paper, not as a poster.
 * There, the paper of the continued ground, and the paper of the photo joined to it around the subject, is printed as
 * one flat plane of a bold ink of the palette: the one the subject's box holds least, so the subject stands out of it,
 * as a figure stands on the flat field of a mid-century lithograph. Only a side of the continued ground that is
 * mostly paper is such a field (a side mostly in a colour keeps its planes), and the subject's own pale parts keep
 * the paper: the field never reaches into its shape (its silhouette, else the ellipse in its box) nor into a face.
 * Deterministic.
 */

/** A side of the continued ground is a pale field when at least this share of it prints as the paper. */
const PALE_SIDE = 0.5;

/**
 * The subject's shape is taken this many pixels in (simplification pixels) before the field keeps out of it: the
 * silhouette reaches a little past the subject, and the paper it holds there would ring the subject in a thin halo.
 */
const SHAPE_INSET = 2;

/** The window's continued ground, in the simplification's pixels. */
export type ContinuedGround = {
  /** The photo's part of the window; the rest is its continued ground. */
  photoArea: PixelBox;
  /** The window's pixels (the photo and its continued ground), which the subject's shape is found in. */
  cropped: RgbImage;
  subject: SubjectInCrop;
};

/** The continued ground a style paints as a bold field, or null (another style, or a window inside the photo). */
export function continuedGroundOf(
  style: StyleDefinition,
  continued: boolean,
  cropped: RgbImage,
  subject: SubjectInCrop,
  photoArea: PixelBox,
): ContinuedGround | null {
  if (!continued || style.iconic.continuedGround !== 'bold-field') return null;
  return { photoArea, cropped, subject };
}

/**
 * Where the field does not go: the subject's shape (its silhouette, else the ellipse in its box), found on a copy at
 * half the window's size (the silhouette's working grid is coarser still; at full size, reading and upscaling its
 * pixels cost more than the rest of the field), taken in a little, and its faces.
 */
function keepOutOf({ photoArea, cropped, subject }: ContinuedGround): Uint8Array {
  const { width, height } = cropped;
  const half = halved(cropped);
  const halfBox = (box: PixelBox): PixelBox => ({
    left: box.left / 2,
    top: box.top / 2,
    width: box.width / 2,
    height: box.height / 2,
  });
  const halfSubject = { ...subject, box: halfBox(subject.box), faces: subject.faces.map(halfBox) };
  const halfArea = halfBox(photoArea);
  const shape = eroded(
    foregroundMask(half, halfSubject, halfArea) ?? ellipseFigure(halfSubject.box, halfArea, half.width, half.height),
    half.width,
    half.height,
    SHAPE_INSET / 2,
  );
  const keepOut = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const from = (y >> 1) * half.width;
    for (let x = 0; x < width; x++) keepOut[y * width + x] = shape[from + (x >> 1)]!;
  }
  // a face, as the ellipse in its box (its corners are the ground around it)
  for (const face of subject.faces) {
    const cx = face.left + face.width / 2,
      cy = face.top + face.height / 2;
    for (let y = Math.max(0, Math.floor(face.top)); y < Math.min(height, Math.ceil(face.top + face.height)); y++) {
      for (let x = Math.max(0, Math.floor(face.left)); x < Math.min(width, Math.ceil(face.left + face.width)); x++) {
        if (Math.hypot((x + 0.5 - cx) / (face.width / 2), (y + 0.5 - cy) / (face.height / 2)) <= 1)
          keepOut[y * width + x] = 255;
      }
    }
  }
  return keepOut;
}

/** The image at half its size, each pixel the mean of (up to) four. */
function halved({ data, width, height }: RgbImage): RgbImage {
  const w = Math.ceil(width / 2),
    h = Math.ceil(height / 2);
  const out = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    const y0 = 2 * y,
      y1 = Math.min(height - 1, y0 + 1);
    for (let x = 0; x < w; x++) {
      const x0 = 2 * x,
        x1 = Math.min(width - 1, x0 + 1);
      for (let c = 0; c < 3; c++) {
        const sum =
          data[(y0 * width + x0) * 3 + c]! +
          data[(y0 * width + x1) * 3 + c]! +
          data[(y1 * width + x0) * 3 + c]! +
          data[(y1 * width + x1) * 3 + c]!;
        out[(y * w + x) * 3 + c] = (sum + 2) >> 2;
      }
    }
  }
  return { data: out, width: w, height: h };
}

/**
 * Prints the paper that the continued ground holds, and the paper joined to it outside the subject, in the field's
 * bold ink: relabels `labels` (the window's planes) in place and gives back the plan with the field's plane (one
 * more plane where the plan had no plane of that ink).
 */
export function paintContinuedField(
  plan: ColourPlan,
  style: StyleDefinition,
  labels: Uint8Array,
  ground: ContinuedGround,
): ColourPlan {
  const { width, height } = ground.cropped;
  const palette = paletteOf(style);
  const { byLightness } = palette;
  const paper = byLightness.at(-1)!;
  const isPaper = plan.inks.map((ink, p) => ink === paper && plan.paint.screen[p] === 0);
  const field = paperOfTheGround(labels, isPaper, () => keepOutOf(ground), ground.photoArea, width, height);
  if (!field) return plan;
  const ink = fieldInk(labels, plan.inks, byLightness.slice(1, -1), ground.subject.box, width, height);
  let plane = plan.inks.findIndex((own, p) => own === ink && plan.paint.screen[p] === 0);
  let painted = plan;
  if (plane < 0) {
    if (plan.count >= MAX_PLANES) return plan;
    plane = plan.count;
    painted = {
      ...plan,
      count: plan.count + 1,
      inks: [...plan.inks, ink],
      paint: {
        ...plan.paint,
        colours: [...plan.paint.colours, palette.rgb[ink]!],
        screen: [...plan.paint.screen, 0],
        echoes: [...plan.paint.echoes, palette.rgb[farthestHue(palette.lab, ink)]!],
        fountain: [...plan.paint.fountain, null],
      },
    };
  }
  for (let i = 0; i < labels.length; i++) if (field[i]) labels[i] = plane;
  return painted;
}

/**
 * The paper of the continued ground's pale sides and the paper joined to it (4-connected) outside `keepOutOf()`, or
 * null when no side is pale.
 */
function paperOfTheGround(
  labels: Uint8Array,
  isPaper: boolean[],
  keepOutOf: () => Uint8Array,
  photoArea: PixelBox,
  width: number,
  height: number,
): Uint8Array | null {
  const left = Math.round(photoArea.left),
    top = Math.round(photoArea.top);
  const right = Math.round(photoArea.left + photoArea.width),
    bottom = Math.round(photoArea.top + photoArea.height);
  const field = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  let size = 0;
  let keepOut: Uint8Array | null = null;
  // the continued ground's four sides: above and below the photo, and beside it
  const sides = [
    { x0: 0, x1: width, y0: 0, y1: top },
    { x0: 0, x1: width, y0: bottom, y1: height },
    { x0: 0, x1: left, y0: top, y1: bottom },
    { x0: right, x1: width, y0: top, y1: bottom },
  ];
  for (const side of sides) {
    const x0 = Math.max(0, side.x0),
      x1 = Math.min(width, side.x1),
      y0 = Math.max(0, side.y0),
      y1 = Math.min(height, side.y1);
    if (x1 <= x0 || y1 <= y0) continue;
    let paper = 0;
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (isPaper[labels[y * width + x]!]) paper++;
    // a side mostly in a colour keeps its planes: its specks of paper are the photo's edge going on (a cat's ears)
    if (paper < PALE_SIDE * (x1 - x0) * (y1 - y0)) continue;
    keepOut ??= keepOutOf();
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = y * width + x;
        if (isPaper[labels[i]!] && !keepOut[i]) {
          field[i] = 1;
          stack[size++] = i;
        }
      }
    }
  }
  if (!keepOut || !size) return null;
  const out = keepOut;
  const visit = (j: number) => {
    if (field[j] || out[j] || !isPaper[labels[j]!]) return;
    field[j] = 1;
    stack[size++] = j;
  };
  while (size) {
    const i = stack[--size]!;
    const x = i % width;
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i + width < labels.length) visit(i + width);
  }
  return field;
}

/** The bold ink (neither paper nor the darkest) the subject's box holds least; the palette's order breaks ties. */
function fieldInk(
  labels: Uint8Array,
  inks: readonly number[],
  bold: readonly number[],
  box: PixelBox,
  width: number,
  height: number,
): number {
  const planes = new Float64Array(inks.length);
  for (let y = Math.max(0, Math.floor(box.top)); y < Math.min(height, Math.ceil(box.top + box.height)); y++) {
    for (let x = Math.max(0, Math.floor(box.left)); x < Math.min(width, Math.ceil(box.left + box.width)); x++)
      planes[labels[y * width + x]!]!++;
  }
  const held = new Map<number, number>();
  inks.forEach((ink, p) => held.set(ink, (held.get(ink) ?? 0) + planes[p]!));
  return [...bold].sort((a, b) => (held.get(a) ?? 0) - (held.get(b) ?? 0) || a - b)[0]!;
}

/** `mask` shrunk by `radius` pixels (a square's minimum, by rows then by columns). */
function eroded(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const pass = (source: Uint8Array, step: number, length: number, lines: number, lineStep: number) => {
    const out = new Uint8Array(source.length);
    for (let line = 0; line < lines; line++) {
      const start = line * lineStep;
      // the distance to the nearest empty pixel before and after, along the line
      let since = radius + 1;
      for (let k = 0; k < length; k++) {
        since = source[start + k * step] ? since + 1 : 0;
        out[start + k * step] = since > radius ? 255 : 0;
      }
      since = radius + 1;
      for (let k = length - 1; k >= 0; k--) {
        since = source[start + k * step] ? since + 1 : 0;
        if (since <= radius) out[start + k * step] = 0;
      }
    }
    return out;
  };
  return pass(pass(mask, 1, width, height, width), width, height, width, 1);
}
