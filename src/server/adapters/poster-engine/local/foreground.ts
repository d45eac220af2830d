import type { RgbImage } from '../source-image.ts';
import { kMeans, rgbToLab } from './quantise.ts';
import type { Clusters } from './quantise.ts';
import type { PixelBox, Shape, SubjectInCrop } from './boxes.ts';
import { connectedTo, fillHoles } from './parts.ts';
import { bodyMiddle, cleanSilhouette, isWide, radiusIn } from './silhouette.ts';
import { axisSamples } from './sampling.ts';

/**
 * The subject's silhouette in the simplified image, seeded by its box and faces: a GrabCut-like loop on a small working
 * grid. Colour models (k-means in CIELAB) of the ground (outside the box, or the box's rim when the box fills the
 * picture) and of the figure (the body's core, the faces, and for a clean silhouette the colours in the box's ellipse
 * that are far from all the ground's) decide every pixel in the box, with a mild pull towards the body's centre (the
 * box's middle, or above it for an animal seen from the side: silhouette.ts); the models are refitted to that answer
 * once. The result is smoothed, reduced to the parts connected to the core or a face, its holes filled, and upscaled.
 */

/** The working grid's longer side: the silhouette's shape, not its fur, is what the styles draw. */
const WORK_SIZE = 180;
/** The ground around the box that the grid takes in, in box sizes. */
const AROUND = 0.25;
const CLUSTERS = 6;
const MODEL_SAMPLES = 2000;
/** Colour distance (ΔE) under which a figure colour is taken for the ground's. */
const SHARED_COLOUR = 12;
/**
 * Colour distance (ΔE) from each of the ground's colours (its k-means centres) over which a colour in the box's ellipse
 * seeds a clean silhouette's figure.
 */
const UNLIKE_GROUND = 30;
/** A figure colour held by less than this share of the figure's pixels is minor. */
const MINOR_COLOUR = 0.12;
const REFITS = 2;
/**
 * The body's core (elliptic radius, 1 = the box's edges) seeds the figure; the box's rim seeds the ground when
 * nothing lies outside.
 */
const CORE = 0.35;
const RIM = 0.1;
/** How far past the box (a share of its size on each side) a clean silhouette is looked for. */
const REACH = 0.06;
/** Below this share of the box, the answer is no silhouette. */
const MIN_SHARE = 0.08;
/** A cell is surely ground where its squared colour distance to the figure is this many times that to the ground. */
const SURE = 2;
/** In a subject's shape, a pixel is figure unless the ground explains it this many times better. */
const SHAPE_PRIOR = 1.6;
/**
 * A pixel is figure where its colour's distance to the figure is under a prior times its distance to the ground. The
 * prior falls from 2 at the body's centre as the radius grows (1 at the box's edge) and stops falling at this radius.
 */
const RIM_RADIUS = 1.4;
/** The prior there, and everywhere off a shaped subject's shape: figure only where clearly nearer the figure. */
const RIM_PRIOR = 2 - RIM_RADIUS;

/**
 * A 0/255 mask (width × height of `image`) of the subject, or null when no plausible silhouette is found.
 * `within`: the part of the image that is photo (a padded window carries the photo's edge on past it). `clean`: the
 * silhouette is also looked for a little past the box and made one whole, rounded shape (silhouette.ts, decision 043).
 */
export function foregroundMask(
  image: RgbImage,
  subject: SubjectInCrop,
  within?: PixelBox,
  { clean = false }: { clean?: boolean } = {},
): Uint8Array | null {
  // the working grid covers the box and the ground around it, inside the photo
  const photoBox = within ?? { left: 0, top: 0, width: image.width, height: image.height };
  const grow = Math.max(subject.box.width, subject.box.height) * AROUND;
  const around = {
    left: subject.box.left - grow,
    top: subject.box.top - grow,
    width: subject.box.width + 2 * grow,
    height: subject.box.height + 2 * grow,
  };
  const inPhoto = intersect(around, photoBox);
  const region = inPhoto && intersect(inPhoto, { left: 0, top: 0, width: image.width, height: image.height });
  if (!region) return null;
  const origin = { x: Math.floor(region.left), y: Math.floor(region.top) };
  const regionWidth = Math.ceil(region.left + region.width) - origin.x,
    regionHeight = Math.ceil(region.top + region.height) - origin.y;
  const scale = Math.max(1, Math.ceil(Math.max(regionWidth, regionHeight) / WORK_SIZE));
  const width = Math.ceil(regionWidth / scale),
    height = Math.ceil(regionHeight / scale);
  const n = width * height;
  const lab = pooledLab(image, origin, scale, width, height);
  const toWork = (box: PixelBox) =>
    clipBox({ ...box, left: box.left - origin.x, top: box.top - origin.y }, scale, width, height);
  const clipped = toWork(subject.box);
  if (!clipped || (clipped.right - clipped.left) * (clipped.bottom - clipped.top) < 16) return null;
  const faces = subject.faces.map(toWork).filter((face) => face !== null);
  const wide = isWide(subject.box.width, subject.box.height);
  const box = { ...clipped, middle: bodyMiddle(clipped, subject.label, wide, faces.length > 0) };

  // elliptic distance from the body's centre, and what is certainly figure (faces)
  const radius = new Float32Array(n).fill(Infinity);
  const inFace = new Uint8Array(n);
  const radiusAt = radiusIn(box);
  const cy = box.middle ?? (box.top + box.bottom) / 2,
    rx = (box.right - box.left) / 2,
    ry = (box.bottom - box.top) / 2;
  // a clean silhouette is also looked for a little past the box: a detector's box often cuts the ears or the tail
  const past = clean ? REACH : 0;
  const reach = {
    left: Math.max(0, Math.floor(box.left - past * rx * 2)),
    top: Math.max(0, Math.floor(box.top - past * ry * 2)),
    right: Math.min(width, Math.ceil(box.right + past * rx * 2)),
    bottom: Math.min(height, Math.ceil(box.bottom + past * ry * 2)),
  };
  for (let y = reach.top; y < reach.bottom; y++) {
    for (let x = reach.left; x < reach.right; x++) radius[y * width + x] = radiusAt(x + 0.5, y + 0.5);
  }
  for (const face of faces) {
    // the face's ellipse, and the neck down to the body's centre: a face belongs to its body
    const fx = (face.left + face.right) / 2,
      fy = (face.top + face.bottom) / 2;
    const fr = (face.right - face.left) / 2,
      fh = (face.bottom - face.top) / 2;
    for (let y = Math.max(box.top, Math.floor(fy - fh)); y < Math.min(box.bottom, Math.ceil(fy + fh)); y++) {
      for (let x = Math.max(box.left, Math.floor(fx - fr)); x < Math.min(box.right, Math.ceil(fx + fr)); x++) {
        if (Math.hypot((x + 0.5 - fx) / fr, (y + 0.5 - fy) / fh) <= 1) inFace[y * width + x] = 1;
      }
    }
    const neck = (face.right - face.left) * 0.22;
    for (let y = Math.ceil(fy); y < Math.min(box.bottom, Math.max(fy, cy)); y++) {
      for (let x = Math.max(box.left, Math.floor(fx - neck)); x < Math.min(box.right, Math.ceil(fx + neck)); x++)
        inFace[y * width + x] = 1;
    }
  }
  const boxArea = (box.right - box.left) * (box.bottom - box.top);
  const outsideCount = n - boxArea;
  // when the box fills the picture, its rim is the ground's best guess
  const rimIsGround = outsideCount < boxArea * 0.15;
  const rim = RIM * Math.min(box.right - box.left, box.bottom - box.top);

  const figure = new Uint8Array(n),
    ground = new Uint8Array(n);
  // the subject's certain cells: its shape where it has one (a focus-found subject's sharpest), else the body's core
  const core = subject.shape
    ? shapeCells(subject.shape, subject.box, origin, scale, width, height)
    : Uint8Array.from(radius, (r) => (r <= CORE ? 1 : 0));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      figure[i] = inFace[i] || core[i] ? 1 : 0;
      const inside = Math.min(x - box.left, box.right - 1 - x, y - box.top, box.bottom - 1 - y);
      const inReach = Math.min(x - reach.left, reach.right - 1 - x, y - reach.top, reach.bottom - 1 - y);
      // a box is seldom exact: the ground is first read a little away from it, or from its rim
      ground[i] =
        !inFace[i] && !core[i] && (inReach < -rim / 2 || (rimIsGround && inside >= 0 && inside < rim)) ? 1 : 0;
    }
  }

  const mask = new Uint8Array(n);
  const sureGround = new Uint8Array(n);
  /** The image-sized mask of the kept part (`filled`: its holes filled), made one clean shape when asked. */
  const silhouette = (kept: Uint8Array, filled: Uint8Array, sure: Uint8Array) =>
    upscale(
      clean ? cleanSilhouette(kept, width, height, box, subject.label, sure, subject.shape && core) : filled,
      width,
      height,
      scale,
      origin,
      image.width,
      image.height,
    );
  /** A focus-found subject's own shape as its silhouette, where colours cannot tell it from its ground. */
  const shapeSilhouette = () => {
    const filled = core.slice();
    fillHoles(filled, width, height);
    return silhouette(core, filled, new Uint8Array(n));
  };
  for (let refit = 0; refit < REFITS; refit++) {
    const groundClusters = model(lab, ground);
    // the core is often one part of the subject only (a kingfisher's orange breast, not its blue head and back): for
    // a clean silhouette, the colours in the box's ellipse that are far from all the ground's are the subject's too
    if (clean && refit === 0 && groundClusters) {
      for (let y = box.top; y < box.bottom; y++) {
        for (let x = box.left; x < box.right; x++) {
          const i = y * width + x;
          if (!ground[i] && radius[i]! <= 1 && nearest(lab, i, groundClusters.centres) > UNLIKE_GROUND ** 2)
            figure[i] = 1;
        }
      }
    }
    const figureModel = groundClusters && distinctFrom(model(lab, figure), groundClusters);
    // colours do not tell a subject found by focus from its ground (a brown calf on a soft brown field): its shape does
    if (!figureModel || !groundClusters) return subject.shape ? shapeSilhouette() : null;
    const groundModel = groundClusters.centres;
    for (let y = reach.top; y < reach.bottom; y++) {
      for (let x = reach.left; x < reach.right; x++) {
        const i = y * width + x;
        if (inFace[i]) {
          mask[i] = 1;
          continue;
        }
        // a pixel near the centre (in the shape) is figure unless the ground explains it clearly better; near the
        // rim (off the shape), the reverse
        const prior = subject.shape ? (core[i] ? SHAPE_PRIOR : RIM_PRIOR) : 2 - Math.min(radius[i]!, RIM_RADIUS);
        const toFigure = nearest(lab, i, figureModel),
          toGround = nearest(lab, i, groundModel);
        mask[i] = toFigure < toGround * prior ? 1 : 0;
        sureGround[i] = toGround * SURE < toFigure ? 1 : 0;
      }
    }
    for (let i = 0; i < n; i++) {
      figure[i] = mask[i]!;
      ground[i] = mask[i] ? 0 : 1;
    }
  }

  const smooth = majority(majority(mask, width, height, 2), width, height, 2);
  for (let i = 0; i < n; i++) if (inFace[i]) smooth[i] = 1;
  const kept = connectedTo(smooth, width, height, (i) => inFace[i] === 1 || core[i] === 1);
  const filled = kept.slice();
  fillHoles(filled, width, height);
  if (filled.reduce((area, cell) => area + cell, 0) >= boxArea * MIN_SHARE) return silhouette(kept, filled, sureGround);
  // too little kept: colours do not tell a focus-found subject from its ground, its shape does
  return subject.shape ? shapeSilhouette() : null;
}

type Span = { left: number; top: number; right: number; bottom: number };

/**
 * The working grid's cells (width × height, `scale` image pixels each from `origin`) that `shape`, laid over `box` (in
 * image pixels, which may reach past the image), marks as the subject's.
 */
function shapeCells(
  shape: Shape,
  box: PixelBox,
  origin: { x: number; y: number },
  scale: number,
  width: number,
  height: number,
): Uint8Array {
  const cells = new Uint8Array(width * height);
  const cell = (at: number, from: number, size: number, count: number) => Math.floor(((at - from) / size) * count);
  for (let y = 0; y < height; y++) {
    const sy = cell(origin.y + (y + 0.5) * scale, box.top, box.height, shape.height);
    if (sy < 0 || sy >= shape.height) continue;
    for (let x = 0; x < width; x++) {
      const sx = cell(origin.x + (x + 0.5) * scale, box.left, box.width, shape.width);
      if (sx >= 0 && sx < shape.width) cells[y * width + x] = shape.cells[sy * shape.width + sx]!;
    }
  }
  return cells;
}

function clipBox(box: PixelBox, scale: number, width: number, height: number): Span | null {
  const left = Math.max(0, Math.floor(box.left / scale)),
    top = Math.max(0, Math.floor(box.top / scale));
  const right = Math.min(width, Math.ceil((box.left + box.width) / scale)),
    bottom = Math.min(height, Math.ceil((box.top + box.height) / scale));
  return right > left && bottom > top ? { left, top, right, bottom } : null;
}

/** CIELAB of the image averaged over `scale` × `scale` cells, from `origin` on. */
function pooledLab(
  image: RgbImage,
  origin: { x: number; y: number },
  scale: number,
  width: number,
  height: number,
): Float32Array {
  const lab = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0,
        g = 0,
        b = 0,
        count = 0;
      for (let sy = origin.y + y * scale; sy < Math.min(image.height, origin.y + (y + 1) * scale); sy++) {
        for (let sx = origin.x + x * scale; sx < Math.min(image.width, origin.x + (x + 1) * scale); sx++) {
          const p = (sy * image.width + sx) * 3;
          r += image.data[p]!;
          g += image.data[p + 1]!;
          b += image.data[p + 2]!;
          count++;
        }
      }
      if (count)
        lab.set(rgbToLab(Math.round(r / count), Math.round(g / count), Math.round(b / count)), (y * width + x) * 3);
    }
  }
  return lab;
}

function intersect(a: PixelBox, b: PixelBox): PixelBox | null {
  const left = Math.max(a.left, b.left),
    top = Math.max(a.top, b.top);
  const right = Math.min(a.left + a.width, b.left + b.width),
    bottom = Math.min(a.top + a.height, b.top + b.height);
  return right - left >= 1 && bottom - top >= 1 ? { left, top, width: right - left, height: bottom - top } : null;
}

/** k-means clusters of the pixels selected by `selection`, or null when there are too few. */
function model(lab: Float32Array, selection: Uint8Array): Clusters | null {
  let count = 0;
  for (const selected of selection) count += selected;
  if (count < CLUSTERS * 2) return null;
  const step = Math.ceil(count / MODEL_SAMPLES);
  const samples = new Float32Array(Math.ceil(count / step) * 3);
  for (let i = 0, seen = 0, s = 0; i < selection.length; i++) {
    if (selection[i] && seen++ % step === 0) samples.set(lab.subarray(i * 3, i * 3 + 3), 3 * s++);
  }
  return kMeans(samples, CLUSTERS, 8);
}

/**
 * The figure's colours less its minor ones that the ground also has: the core is only a guess, and a little
 * ground caught in it (grass between the arms and the head) would pull the whole ground into the figure.
 */
function distinctFrom(figure: Clusters | null, ground: Clusters): Float32Array | null {
  if (!figure) return null;
  const total = figure.counts.reduce((sum, count) => sum + count, 0);
  const kept: number[] = [];
  figure.counts.forEach((count, c) => {
    const shared = nearest(figure.centres, c, ground.centres) < SHARED_COLOUR ** 2;
    if (!shared || count >= total * MINOR_COLOUR) kept.push(...figure.centres.subarray(c * 3, c * 3 + 3));
  });
  return kept.length ? Float32Array.from(kept) : null;
}

function nearest(lab: Float32Array, i: number, centres: Float32Array): number {
  let best = Infinity;
  for (let c = 0; c < centres.length; c += 3) {
    const dl = lab[i * 3]! - centres[c]!,
      da = lab[i * 3 + 1]! - centres[c + 1]!,
      db = lab[i * 3 + 2]! - centres[c + 2]!;
    best = Math.min(best, dl * dl + da * da + db * db);
  }
  return best;
}

/** Each pixel takes the majority of its (2r+1)² square (summed-area table). */
function majority(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const stride = width + 1;
  const sums = new Int32Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += mask[y * width + x]!;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + row;
    }
  }
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r),
      y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r),
        x1 = Math.min(width, x + r + 1);
      const inside =
        sums[y1 * stride + x1]! - sums[y0 * stride + x1]! - sums[y1 * stride + x0]! + sums[y0 * stride + x0]!;
      out[y * width + x] = inside * 2 > (x1 - x0) * (y1 - y0) ? 1 : 0;
    }
  }
  return out;
}

/**
 * The working mask (its cells `scale` image pixels wide, from `origin` on) at the image's size, with bilinear contours:
 * figure where the interpolated mask is at least a half (a 0/1 mask, or a clean silhouette's soft level).
 */
function upscale(
  mask: Uint8Array | Float32Array,
  width: number,
  height: number,
  scale: number,
  origin: { x: number; y: number },
  targetWidth: number,
  targetHeight: number,
): Uint8Array {
  const out = new Uint8Array(targetWidth * targetHeight);
  const right = Math.min(targetWidth, origin.x + width * scale),
    bottom = Math.min(targetHeight, origin.y + height * scale);
  const columns = axisSamples(targetWidth, width, (x) => (x - origin.x + 0.5) / scale - 0.5, origin.x, right),
    rows = axisSamples(targetHeight, height, (y) => (y - origin.y + 0.5) / scale - 0.5, origin.y, bottom);
  for (let y = origin.y; y < bottom; y++) {
    const above = rows.before[y]! * width,
      below = rows.after[y]! * width,
      wy = rows.weight[y]!;
    for (let x = origin.x; x < right; x++) {
      const x0 = columns.before[x]!,
        x1 = columns.after[x]!,
        wx = columns.weight[x]!;
      const top = mask[above + x0]! * (1 - wx) + mask[above + x1]! * wx;
      const under = mask[below + x0]! * (1 - wx) + mask[below + x1]! * wx;
      out[y * targetWidth + x] = top * (1 - wy) + under * wy >= 0.5 ? 255 : 0;
    }
  }
  return out;
}
