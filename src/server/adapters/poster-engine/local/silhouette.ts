import { boxBlurred } from './box-blur.ts';
import { chamfer } from './edges.ts';
import { connectedTo, fillHoles, partsOf } from './parts.ts';

/**
 * A clean silhouette from a rough one (decision 043): the colour models of `foreground.ts` tear a furry or
 * textured subject into blobs, with notches where its colours meet the ground's. A poster needs one whole shape
 * with an outline that looks intended, not the torn edge: the rough mask is closed (gaps narrower than the closing
 * radius bridged), its holes filled, only its part joined to the subject's core kept, and its contour rounded.
 * The subject's core (around the middle of its box, or above it for an animal seen from the side: `bodyMiddle`)
 * always belongs to it, so a mask that tore the body in two still gives one figure. An animal keeps open the ground
 * the colour models are sure of where the core, the closing or the filling of holes would take more than a notch of
 * it: the lawn between its legs and under its belly, the sky between a bird and its branch.
 */

/** Sizes as shares of the box's shorter side: the gaps bridged, and how far the contour is rounded. */
const CLOSING = 0.09;
const ROUNDING = 0.035;
/** Within this radius of the body's centre (`radiusIn`: 1 on the box's edges) is always figure. */
const CORE = 0.45;

/**
 * Things the detector's box holds as a frame holds an oval (COCO labels): tableware, round food and fruit, a ball, a
 * clock. The whole ellipse in their box is figure: a cup whose body has its saucer's colour keeps its body (measured
 * on the espresso: intersection over union with the hand-traced cup 0.66 without, 0.84 with; decision 043).
 */
const ROUND_THINGS = new Set([
  'cup',
  'bowl',
  'vase',
  'clock',
  'apple',
  'orange',
  'donut',
  'cake',
  'pizza',
  'sports ball',
]);

/**
 * The detector's animals (COCO labels; it often names the wrong one, a pig a "horse", a hedgehog a "bear", but seldom
 * calls an animal anything else). Their legs, tails and wings leave ground between them that closing would bridge.
 * People are not among them: the ground between the members of a group or a band, opened, tore them apart
 * (decision 043, its paragraph of 2026-12-05).
 */
const ANIMALS = new Set(['bird', 'cat', 'dog', 'horse', 'sheep', 'cow', 'elephant', 'bear', 'zebra', 'giraffe']);

/** Where a side-on animal's body is centred in its box: this share of the box's height from its top. */
const SIDE_ON_BODY = 0.4;

/**
 * A box on the working grid; `middle`: the row the subject's body is centred on, when not the box's middle (strictly
 * between its top and bottom).
 */
export type WorkBox = { left: number; top: number; right: number; bottom: number; middle?: number };

/**
 * The row of an animal's body in its box, when it is seen from the side: its legs stand under it with ground between
 * them, so the box's middle is often that ground, not the animal (a dog on a lawn: the ellipse around the middle took
 * the grass under its belly for the dog, and left its tail; decision 043). `box`: the box on the working grid, as much
 * of it as the photo holds (the row is placed in that); `wide`: the detector's box, whole, is wider than tall;
 * `faces`: whether a face was found (a face close-up is not a side view).
 */
export function bodyMiddle(box: WorkBox, label: string | undefined, wide: boolean, faces: boolean): number | undefined {
  return label !== undefined && ANIMALS.has(label) && wide && !faces
    ? box.top + (box.bottom - box.top) * SIDE_ON_BODY
    : undefined;
}

/** Whether a box of these sides is wider than tall, as a side-on animal's is. */
export const isWide = (width: number, height: number) => width > height;

/**
 * The elliptic radius of a point from the body in `box`: 1 on the box's edges, 0 at the body's centre (the box's
 * middle, or its `middle` row).
 */
export function radiusIn(box: WorkBox): (x: number, y: number) => number {
  const cx = (box.left + box.right) / 2,
    cy = box.middle ?? (box.top + box.bottom) / 2,
    rx = (box.right - box.left) / 2;
  return (x, y) => Math.hypot((x - cx) / rx, (y - cy) / (y < cy ? cy - box.top : box.bottom - cy));
}

/**
 * The shaped silhouette of `mask` (0/1, `width` × `height`), the subject's box `box` on the same grid; `label`: what
 * the detector named the subject; `sureGround`: the cells the colour models are sure are ground; `shape`: the cells
 * certainly the subject's, when it has a shape (found by focus). Its values are the rounded contour's soft level
 * (figure where at least a half), so a larger picture of it, interpolated and cut at a half, draws a smooth outline
 * instead of the grid's stairs.
 */
export function cleanSilhouette(
  mask: Uint8Array,
  width: number,
  height: number,
  box: WorkBox,
  label?: string,
  sureGround?: Uint8Array,
  shape?: Uint8Array,
): Float32Array {
  const side = Math.min(box.right - box.left, box.bottom - box.top);
  const radius = radiusIn(box);
  const within = (limit: number) => (i: number) => {
    const x = i % width,
      y = (i - x) / width;
    return radius(x + 0.5, y + 0.5) <= limit;
  };
  // a subject with a shape (found by focus) has that for sure, not its box's middle, which may be ground between a
  // bird's wing and its neck; a round thing's whole oval is figure; anything else has only its core for sure
  const inCore = shape ? (i: number) => shape[i] === 1 : within(CORE);
  const inFigure = label !== undefined && ROUND_THINGS.has(label) ? within(1) : inCore;
  const minOpen = (CLOSING * side) ** 2;
  const open =
    label !== undefined && ANIMALS.has(label) && sureGround
      ? claimedGround(mask, sureGround, inFigure, width, height, CLOSING * side, minOpen)
      : null;
  const figure = shaped(mask, width, height, { inFigure, inCore, side, open, minOpen });
  // an animal whose open ground leaves nothing joined to its core (a body reaching it by one thin limb) is cut out
  // as anything else is
  return open && !figure.some((value) => value >= 0.5)
    ? shaped(mask, width, height, { inFigure, inCore, side, open: null, minOpen })
    : figure;
}

/**
 * Ground the colour models are sure of that the core, the closing or the filling of holes would make figure, in parts
 * of at least `minOpen` cells: more than a notch, the lawn between a standing animal's legs.
 */
function claimedGround(
  mask: Uint8Array,
  sure: Uint8Array,
  inFigure: (i: number) => boolean,
  width: number,
  height: number,
  radius: number,
  minOpen: number,
): Uint8Array {
  const claimed = closing(
    Uint8Array.from(mask, (value, i) => (value || inFigure(i) ? 1 : 0)),
    width,
    height,
    Math.max(1, radius),
  );
  fillHoles(claimed, width, height);
  const candidate = Uint8Array.from(sure, (value, i) => (value && !mask[i] && claimed[i] ? 1 : 0));
  const { part, sizes } = partsOf(candidate, width, height, 1);
  return Uint8Array.from(part, (p) => (p >= 0 && sizes[p]! >= minOpen ? 1 : 0));
}

/**
 * The rough mask closed, its holes filled, its part joined to the core kept and its contour rounded; `open` ground
 * (when given) stays ground through all of it.
 */
function shaped(
  mask: Uint8Array,
  width: number,
  height: number,
  {
    inFigure,
    inCore,
    side,
    open,
    minOpen,
  }: {
    inFigure: (i: number) => boolean;
    inCore: (i: number) => boolean;
    side: number;
    open: Uint8Array | null;
    minOpen: number;
  },
): Float32Array {
  const shape = Uint8Array.from(mask, (value, i) => (value || (inFigure(i) && !open?.[i]) ? 1 : 0));
  const closed = closing(shape, width, height, Math.max(1, CLOSING * side));
  if (open) for (let i = 0; i < closed.length; i++) if (open[i]) closed[i] = 0;
  fillHoles(closed, width, height, open, minOpen);
  const kept = connectedTo(closed, width, height, inCore);
  const blur = Math.max(1, Math.round(ROUNDING * side));
  const level = rounded(kept, width, height, blur);
  if (open) {
    // the rounding would bridge a narrow opening again: the open ground, rounded alike, caps the level
    const openLevel = rounded(open, width, height, blur);
    for (let i = 0; i < level.length; i++) level[i] = Math.min(level[i]!, 1 - openLevel[i]!);
  }
  const cut = Uint8Array.from(level, (value) => (value >= 0.5 ? 1 : 0));
  fillHoles(cut, width, height, open, minOpen);
  const figure = connectedTo(cut, width, height, inCore);
  // the level where the cut agrees with it; a filled hole is figure, a part cut off is ground, through and through
  return level.map((value, i) => (figure[i] ? Math.max(value, 0.5) : cut[i] ? 0 : Math.min(value, SOFT_GROUND)));
}

/** The highest soft level of a ground cell: just under the half that makes figure. */
const SOFT_GROUND = 0.499;

/** Dilation then erosion by `radius` (chamfer distances): gaps and notches narrower than twice it are filled. */
function closing(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  // the grid is padded, so a shape touching the edge is not eroded from outside the picture
  const pad = Math.ceil(radius) + 1;
  const w = width + 2 * pad,
    h = height + 2 * pad;
  const toFigure = new Float32Array(w * h).fill(1e6);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (mask[y * width + x]) toFigure[(y + pad) * w + x + pad] = 0;
  // the pad copies the edge row or column, so a subject cut by the picture's edge runs on past it
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const sx = Math.min(width - 1, Math.max(0, x - pad)),
        sy = Math.min(height - 1, Math.max(0, y - pad));
      if (mask[sy * width + sx]) toFigure[y * w + x] = 0;
    }
  }
  chamfer(toFigure, w, h);
  const toGround = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) toGround[i] = toFigure[i]! <= radius ? 1e6 : 0;
  chamfer(toGround, w, h);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) out[y * width + x] = toGround[(y + pad) * w + x + pad]! > radius ? 1 : 0;
  return out;
}

/** The contour rounded: a box blur of `radius`, three passes (close to a Gaussian); its half level is the outline. */
function rounded(mask: Uint8Array, width: number, height: number, radius: number): Float32Array {
  return boxBlurred(Float32Array.from(mask), width, height, radius, 3, 'carry');
}
