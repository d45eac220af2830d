import { describe, expect, it } from 'vitest';
import {
  FACE_ANCHORS,
  FACE_INPUT,
  facesFrom,
  OBJECT_INPUT,
  objectsFrom,
  stretched,
  withoutOverlaps,
} from './model-io.ts';

describe('the detector models’ inputs and outputs', () => {
  it('stretches a picture as TensorFlow.js’s bilinear resize does (no half-pixel centres)', () => {
    // two pixels, black and white, one row: stretched to 4 × 4, each row samples x = 0, 0.5, 1, 1.5 (held at the edge)
    const pixels = new Uint8Array([0, 0, 0, 200, 100, 50]);
    const out = stretched(pixels, 2, 1, 4);
    expect(Array.from(out.subarray(0, 12))).toEqual([0, 0, 0, 100, 50, 25, 200, 100, 50, 200, 100, 50]);
    expect(Array.from(out.subarray(36, 48))).toEqual(Array.from(out.subarray(0, 12)));
    // scaled and offset as BlazeFace wants it, into [-1, 1]
    expect(stretched(new Uint8Array([255, 0, 127.5]), 1, 1, 1, 1 / 127.5, -1)[0]).toBeCloseTo(1, 6);
    expect(stretched(new Uint8Array([255, 0, 0]), 1, 1, 1, 1 / 127.5, -1)[1]).toBeCloseTo(-1, 6);
  });

  it('lays BlazeFace’s 896 anchors on a 16-pixel grid (two per cell) and then a 32-pixel grid (six per cell)', () => {
    expect(FACE_ANCHORS).toHaveLength(896);
    expect(FACE_ANCHORS.slice(0, 3)).toEqual([
      [8, 8],
      [8, 8],
      [24, 8],
    ]);
    expect(FACE_ANCHORS[511]).toEqual([248, 248]);
    expect(FACE_ANCHORS.slice(512, 519)).toEqual([...Array(6).fill([16, 16]), [48, 16]]);
    expect(FACE_ANCHORS[895]).toEqual([240, 240]);
  });

  it('keeps the most certain of overlapping boxes and every box that stands apart, up to a count', () => {
    const rows = [
      [0, 0, 10, 10, 0.6],
      [1, 1, 11, 11, 0.9], // overlaps the first by 0.68
      [20, 20, 30, 30, 0.5],
      [40, 40, 50, 50, 0.4],
    ];
    expect(withoutOverlaps(rows, 10, 0.4)).toEqual([rows[1], rows[2], rows[3]]);
    expect(withoutOverlaps(rows, 10, 0.7)).toEqual([rows[1], rows[0], rows[2], rows[3]]);
    expect(withoutOverlaps(rows, 2, 0.4)).toEqual([rows[1], rows[2]]);
  });

  it('turns CenterNet’s rows into labelled objects in fractions of the picture, the uncertain left out', () => {
    const rows = [
      [128, 64, 384, 512, 0.876, 0],
      [0, 0, 256, 256, 0.2, 16], // below the floor
      [10, 10, 20, 20, 0.9, 80], // no such class
      [300, 300, 400, 400, 0.5, 16],
    ];
    expect(objectsFrom(rows)).toEqual([
      { label: 'person', score: 0.87, box: { left: 0.25, top: 0.125, width: 0.5, height: 0.875 } },
      {
        label: 'dog',
        score: 0.5,
        box: {
          left: 300 / OBJECT_INPUT,
          top: 300 / OBJECT_INPUT,
          width: 100 / OBJECT_INPUT,
          height: 100 / OBJECT_INPUT,
        },
      },
    ]);
  });

  it('turns BlazeFace’s anchors into square faces widened around their centre, in fractions of the picture', () => {
    const logits = new Array<number>(896).fill(-5);
    const boxes = Array.from({ length: 896 }, () => [0, 0, 10, 10]);
    // anchor 0 sits at (8, 8); this face is 4 px right of it, 40 × 30 px on BlazeFace's 256-pixel input
    logits[0] = 3;
    boxes[0] = [4, 0, 40, 30];
    // the picture is 512 × 256: the input is stretched twice across and once down
    const [face, ...others] = facesFrom(logits, boxes, 512, 256);
    expect(others).toEqual([]);
    expect(face!.label).toBe('face');
    expect(face!.score).toBe(0.95);
    // centre (24, 8) on the picture, the longer side 80 px × 1.4 = 112: a square of 112 px
    expect(face!.box.left * 512).toBe(24 - 56);
    expect(face!.box.top * 256).toBe(8 - 56);
    expect(face!.box.width * 512).toBe(112);
    expect(face!.box.height * 256).toBe(112);
    expect(FACE_INPUT).toBe(256);
  });
});
