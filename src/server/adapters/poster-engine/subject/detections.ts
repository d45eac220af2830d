import { grownByShare, unionOf } from '../local/boxes.ts';
import type { Box, Subject } from '../local/boxes.ts';

/** One thing the detector saw: a COCO label (or "face"), its confidence and its box in fractions of the picture. */
export type Detection = { label: string; score: number; box: Box };

export type DetectRequest = { id: number; pixels: Uint8Array; width: number; height: number };
export type DetectResponse = { id: number; objects: Detection[]; faces: Detection[] } | { id: number; error: string };

/** Below this an object is not trusted; measured: real subjects scored 0.3–0.9, stray boxes in textures under 0.3. */
export const MIN_OBJECT_SCORE = 0.3;
/**
 * A small object (under a tenth of the picture) needs more: a drawn tree was an "umbrella" at 0.33, small real people
 * scored 0.5 and more.
 */
export const MIN_SMALL_OBJECT_SCORE = 0.45;
const SMALL_AREA = 0.1;
/** Below this a face is not trusted; measured: real faces 0.75–0.9, faces seen in fur, bark and patterns ≤ 0.6. */
export const MIN_FACE_SCORE = 0.7;
/**
 * A face with nothing else trusted around it (a close portrait) must be surer: a rocket on its pad at night, cut to the
 * sheet's shape, gave a "face" of 0.78 and nothing else, and the field styles cut a blob of sky around it; the faces
 * of a band whose bodies were not trusted scored 0.84 and 0.92.
 */
export const MIN_LONE_FACE_SCORE = 0.8;
/** Smaller than this share of the picture (a tenth of its width and height), a box is background detail, not the
 * subject: the lanterns over a night festival scored 0.46 at half of it. */
const MIN_AREA = 0.01;
/** A face is trusted from a smaller size: the faces of a group are small. */
const MIN_FACE_AREA = 0.0005;
/** An object cut by the picture's edge that reaches no further in than this (a share of the picture) is mostly
 * outside it: the backs of an audience's heads along the foot of a stage photo, a shoulder at the side. */
const SLIVER_DEPTH = 0.2;
/** Others of the subject's kind at least this large (relative to it) join it: a group, a pair of animals. */
const GROUP_SHARE = 0.35;
/**
 * Furniture and fittings are where a subject stands, rarely what the photo is of: the subject only when nothing else is
 * seen.
 */
const SETTING = new Set([
  'dining table',
  'bed',
  'couch',
  'chair',
  'bench',
  'tv',
  'refrigerator',
  'oven',
  'sink',
  'toilet',
  'potted plant',
]);

const area = (box: Box) => box.width * box.height;
const centreOf = (box: Box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/**
 * The main subject among the detections: the object that is largest, most central and most certain (a person with a
 * face counts more; furniture only when nothing else is seen), joined by others of its kind of similar size, with the
 * trusted faces in or near it. A photo of faces without bodies (a close portrait) takes the faces with
 * head-and-shoulders room. Null when nothing is trusted: the caller falls back to saliency.
 */
export function chooseSubject(objects: Detection[], faces: Detection[]): Subject | null {
  // boxes reach past the picture where a face or body is cut by its edge; only the visible part can be composed
  objects = objects.map((object) => ({ ...object, box: clampBox(object.box) }));
  faces = faces.map((face) => ({ ...face, box: clampBox(face.box) }));
  const trustedFaces = faces.filter((face) => face.score >= MIN_FACE_SCORE && area(face.box) >= MIN_FACE_AREA);
  const trusted = objects.filter(
    (object) =>
      object.score >= (area(object.box) >= SMALL_AREA ? MIN_OBJECT_SCORE : MIN_SMALL_OBJECT_SCORE) &&
      area(object.box) >= MIN_AREA,
  );
  const inFrame = trusted.filter((object) => !isSliver(object.box));
  const things = inFrame.filter((object) => !SETTING.has(object.label));
  const candidates = things.length > 0 ? things : inFrame;
  if (candidates.length === 0) {
    const loneFaces = trustedFaces.filter((face) => face.score >= MIN_LONE_FACE_SCORE);
    if (loneFaces.length === 0) return null;
    const heads = unionOf(loneFaces.map((face) => face.box));
    const shoulders = clampBox({
      left: heads.left - heads.width * 0.6,
      top: heads.top - heads.height * 0.35,
      width: heads.width * 2.2,
      height: heads.height * 2.6,
    });
    return {
      box: shoulders,
      faces: loneFaces.map((face) => face.box).sort((a, b) => area(b) - area(a)),
      found: 'detector',
    };
  }
  const weight = (object: Detection) => {
    const { x, y } = centreOf(object.box);
    const centrality = 1 - 0.8 * Math.min(1, Math.hypot(x - 0.5, y - 0.5) / 0.7071);
    const hasFace = object.label === 'person' && trustedFaces.some((face) => contains(object.box, centreOf(face.box)));
    return object.score * Math.sqrt(area(object.box)) * centrality * (hasFace ? 1.5 : 1);
  };
  const main = candidates.reduce((best, object) => (weight(object) > weight(best) ? object : best));
  const group = candidates.filter(
    (object) => object === main || (object.label === main.label && area(object.box) >= area(main.box) * GROUP_SHARE),
  );
  const box = unionOf(group.map((object) => object.box));
  const near = grownByShare(box, 0.1);
  const ownFaces = trustedFaces.filter((face) => contains(near, centreOf(face.box))).map((face) => face.box);
  // the largest face first: the one the composition keeps when it cannot keep them all
  return { box, faces: ownFaces.sort((a, b) => area(b) - area(a)), found: 'detector', label: main.label };
}

/** Whether a box lies along one edge of the picture, cut by it, reaching no further in than SLIVER_DEPTH. */
function isSliver({ left, top, width, height }: Box): boolean {
  const edge = 0.02;
  return (
    (left <= edge && left + width <= SLIVER_DEPTH) ||
    (left + width >= 1 - edge && left >= 1 - SLIVER_DEPTH) ||
    (top <= edge && top + height <= SLIVER_DEPTH) ||
    (top + height >= 1 - edge && top >= 1 - SLIVER_DEPTH)
  );
}

const contains = (box: Box, point: { x: number; y: number }) =>
  point.x >= box.left && point.x <= box.left + box.width && point.y >= box.top && point.y <= box.top + box.height;

function clampBox(box: Box): Box {
  const left = Math.max(0, box.left),
    top = Math.max(0, box.top);
  return {
    left,
    top,
    width: Math.min(1, box.left + box.width) - left,
    height: Math.min(1, box.top + box.height) - top,
  };
}
