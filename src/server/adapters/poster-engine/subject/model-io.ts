import type { Detection } from './detections.ts';

/**
 * What goes into the detector's two models and how their outputs become detections (decision 030), apart from
 * TensorFlow.js so it can be tested on its own. The thresholds and the face boxes are those of Human's pipeline,
 * through which the models ran before, so the subjects chosen and the thresholds measured on them hold.
 */

/** CenterNet's input is this many pixels square (its graph is built for it). */
export const OBJECT_INPUT = 512;
/** Objects: at most this many, each at least this certain, overlapping boxes merged above this IoU. */
const MAX_OBJECTS = 10;
const MIN_OBJECT_CONFIDENCE = 0.25;
const OBJECT_IOU = 0.4;
/** BlazeFace's input is this many pixels square. */
export const FACE_INPUT = 256;
/** Faces: at most this many, each more certain than this, overlapping boxes merged above this IoU… */
const MAX_FACES = 12;
const MIN_FACE_CONFIDENCE = 0.5;
const FACE_IOU = 0.1;
/** …and each box widened this much around its centre and made square (head room the face rule expects). */
const FACE_BOX_SCALE = 1.4;

/** COCO's 80 labels in the order of CenterNet's classes. */
const COCO_LABELS = [
  'person',
  'bicycle',
  'car',
  'motorcycle',
  'airplane',
  'bus',
  'train',
  'truck',
  'boat',
  'traffic light',
  'fire hydrant',
  'stop sign',
  'parking meter',
  'bench',
  'bird',
  'cat',
  'dog',
  'horse',
  'sheep',
  'cow',
  'elephant',
  'bear',
  'zebra',
  'giraffe',
  'backpack',
  'umbrella',
  'handbag',
  'tie',
  'suitcase',
  'frisbee',
  'skis',
  'snowboard',
  'sports ball',
  'kite',
  'baseball bat',
  'baseball glove',
  'skateboard',
  'surfboard',
  'tennis racket',
  'bottle',
  'wine glass',
  'cup',
  'fork',
  'knife',
  'spoon',
  'bowl',
  'banana',
  'apple',
  'sandwich',
  'orange',
  'broccoli',
  'carrot',
  'hot dog',
  'pizza',
  'donut',
  'cake',
  'chair',
  'couch',
  'potted plant',
  'bed',
  'dining table',
  'toilet',
  'tv',
  'laptop',
  'mouse',
  'remote',
  'keyboard',
  'cell phone',
  'microwave',
  'oven',
  'toaster',
  'sink',
  'refrigerator',
  'book',
  'clock',
  'vase',
  'scissors',
  'teddy bear',
  'hair drier',
  'toothbrush',
];

/** BlazeFace's anchor centres (input pixels): two per cell of a 16-pixel grid, then six per cell of a 32-pixel grid. */
export const FACE_ANCHORS = [
  { stride: 16, perCell: 2 },
  { stride: 32, perCell: 6 },
].flatMap(({ stride, perCell }) => {
  const cells = Math.ceil(FACE_INPUT / stride);
  return Array.from({ length: cells * cells * perCell }, (_, index) => {
    const cell = Math.floor(index / perCell);
    return [stride * ((cell % cells) + 0.5), stride * (Math.floor(cell / cells) + 0.5)] as const;
  });
});

/**
 * RGB pixels stretched to `size` × `size` as floats (`value × scale + offset`), by bilinear interpolation as
 * TensorFlow.js's resizeBilinear does it (no half-pixel centres).
 */
export function stretched(
  pixels: Uint8Array,
  width: number,
  height: number,
  size: number,
  scale = 1,
  offset = 0,
): Float32Array {
  const out = new Float32Array(size * size * 3);
  const at = (x: number, y: number, c: number) => pixels[(y * width + x) * 3 + c]!;
  for (let y = 0; y < size; y++) {
    const sourceY = (y * height) / size,
      top = Math.floor(sourceY),
      bottom = Math.min(top + 1, height - 1),
      down = sourceY - top;
    for (let x = 0; x < size; x++) {
      const sourceX = (x * width) / size,
        left = Math.floor(sourceX),
        right = Math.min(left + 1, width - 1),
        across = sourceX - left;
      for (let c = 0; c < 3; c++) {
        const upper = at(left, top, c) + (at(right, top, c) - at(left, top, c)) * across;
        const lower = at(left, bottom, c) + (at(right, bottom, c) - at(left, bottom, c)) * across;
        out[(y * size + x) * 3 + c] = (upper + (lower - upper) * down) * scale + offset;
      }
    }
  }
  return out;
}

/** CenterNet's rows of [left, top, right, bottom] (input pixels), score and class → the objects, overlaps merged. */
export function objectsFrom(rows: number[][]): Detection[] {
  const found = rows.filter((row) => row[4]! >= MIN_OBJECT_CONFIDENCE && COCO_LABELS[row[5]!] !== undefined);
  return withoutOverlaps(found, MAX_OBJECTS, OBJECT_IOU).map(([left, top, right, bottom, score, label]) => ({
    label: COCO_LABELS[label!]!,
    score: Math.trunc(score! * 100) / 100,
    box: {
      left: left! / OBJECT_INPUT,
      top: top! / OBJECT_INPUT,
      width: (right! - left!) / OBJECT_INPUT,
      height: (bottom! - top!) / OBJECT_INPUT,
    },
  }));
}

/**
 * BlazeFace's outputs → the faces of a `width` × `height` picture: per anchor (FACE_ANCHORS' order) a logit and a box
 * (centre offset from the anchor and size, input pixels).
 */
export function facesFrom(logits: number[], boxes: number[][], width: number, height: number): Detection[] {
  const rows = boxes.map((box, index) => {
    const [x, y] = FACE_ANCHORS[index]!;
    const centreX = x + box[0]!,
      centreY = y + box[1]!,
      halfWidth = box[2]! / 2,
      halfHeight = box[3]! / 2;
    return [
      centreX - halfWidth,
      centreY - halfHeight,
      centreX + halfWidth,
      centreY + halfHeight,
      1 / (1 + Math.exp(-logits[index]!)),
    ];
  });
  const scaleX = width / FACE_INPUT,
    scaleY = height / FACE_INPUT;
  return withoutOverlaps(
    rows.filter((row) => row[4]! > MIN_FACE_CONFIDENCE),
    MAX_FACES,
    FACE_IOU,
  ).map(([left, top, right, bottom, score]) => {
    const centreX = ((left! + right!) / 2) * scaleX,
      centreY = ((top! + bottom!) / 2) * scaleY;
    const half = (Math.max((right! - left!) * scaleX, (bottom! - top!) * scaleY) * FACE_BOX_SCALE) / 2;
    const [startX, startY, endX, endY] = [centreX - half, centreY - half, centreX + half, centreY + half].map(
      Math.round,
    ) as [number, number, number, number];
    return {
      label: 'face',
      score: Math.round(score! * 100) / 100,
      box: {
        left: startX / width,
        top: startY / height,
        width: (endX - startX) / width,
        height: (endY - startY) / height,
      },
    };
  });
}

/**
 * Greedy non-maximum suppression: the most certain first ([4] of each row), dropping any that overlaps one kept by more
 * than `threshold`.
 */
export function withoutOverlaps(rows: number[][], most: number, threshold: number): number[][] {
  const kept: number[][] = [];
  for (const row of [...rows].sort((a, b) => b[4]! - a[4]!)) {
    if (kept.length === most) break;
    if (kept.every((other) => overlapShare(row, other) <= threshold)) kept.push(row);
  }
  return kept;
}

/** Intersection over union of two [left, top, right, bottom] boxes. */
function overlapShare(
  [left, top, right, bottom]: number[],
  [otherLeft, otherTop, otherRight, otherBottom]: number[],
): number {
  const overlap =
    Math.max(0, Math.min(right!, otherRight!) - Math.max(left!, otherLeft!)) *
    Math.max(0, Math.min(bottom!, otherBottom!) - Math.max(top!, otherTop!));
  const union = (right! - left!) * (bottom! - top!) + (otherRight! - otherLeft!) * (otherBottom! - otherTop!) - overlap;
  return union > 0 ? overlap / union : 0;
}
