import type { Textures } from './textures.ts';

/**
 * Which palette plane every art-resolution pixel belongs to. The cluster memberships are upscaled smoothly
 * from the simplification resolution; taking the strongest one gives flat planes with smooth contours, and
 * the margin over the runner-up gives each contour one pixel of anti-aliasing.
 */
export type LabelField = {
  width: number;
  height: number;
  /** The plane of each pixel. */
  label: Uint8Array;
  /** The runner-up plane, blended in along contours. */
  second: Uint8Array;
  /** How much of the pixel `label` covers (128–255); the rest is `second`. */
  cover: Uint8Array;
};

/**
 * Memberships packed three to an image: planes 0–2 in `first`, 3–4 in `rest` (its third channel is not a plane); at
 * most MAX_PLANES.
 */
export type PackedMemberships = { first: Buffer; rest: Buffer | null; planes: number; width: number; height: number };

/** `slope`: how fast the membership margin grows per pixel across a contour (anti-aliasing width). */
export function resolveLabels(packed: PackedMemberships, slope: number): LabelField {
  const { width, height, planes, first, rest } = packed;
  const n = width * height;
  const label = new Uint8Array(n),
    second = new Uint8Array(n),
    cover = new Uint8Array(n);
  const scale = 127 / slope;
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    // the strongest and the runner-up membership, unrolled over at most five planes
    let best = 0,
      bestValue = first[p]!,
      runner: number,
      runnerValue: number;
    let value = first[p + 1]!;
    if (value > bestValue) {
      runner = best;
      runnerValue = bestValue;
      best = 1;
      bestValue = value;
    } else {
      runner = 1;
      runnerValue = value;
    }
    if (planes > 2) {
      value = first[p + 2]!;
      if (value > bestValue) {
        runner = best;
        runnerValue = bestValue;
        best = 2;
        bestValue = value;
      } else if (value > runnerValue) {
        runner = 2;
        runnerValue = value;
      }
      if (planes > 3) {
        value = rest![p]!;
        if (value > bestValue) {
          runner = best;
          runnerValue = bestValue;
          best = 3;
          bestValue = value;
        } else if (value > runnerValue) {
          runner = 3;
          runnerValue = value;
        }
        if (planes > 4) {
          value = rest![p + 1]!;
          if (value > bestValue) {
            runner = best;
            runnerValue = bestValue;
            best = 4;
            bestValue = value;
          } else if (value > runnerValue) {
            runner = 4;
            runnerValue = value;
          }
        }
      }
    }
    label[i] = best;
    if (planes < 2) {
      second[i] = best;
      cover[i] = 255;
      continue;
    }
    second[i] = runner;
    const margin = 128 + (bestValue - runnerValue) * scale;
    cover[i] = margin > 255 ? 255 : margin;
  }
  return { width, height, label, second, cover };
}

/**
 * Broken colour: where a pixel sits between two planes, whole brush dabs take one colour or the other with
 * the odds of its membership, so colours interleave in strokes and mix in the eye.
 */
export function resolveBrokenColour(packed: PackedMemberships, textures: Textures): LabelField {
  const { width, height, planes, first, rest } = packed;
  const n = width * height;
  const label = new Uint8Array(n),
    second = new Uint8Array(n),
    cover = new Uint8Array(n).fill(255);
  const values = new Int32Array(5);
  const mask = textures.strokeSize - 1;
  for (let y = 0; y < height; y++) {
    const row = (y & mask) * textures.strokeSize;
    for (let x = 0; x < width; x++) {
      const i = y * width + x,
        p = i * 3;
      values[0] = first[p]!;
      values[1] = first[p + 1]!;
      values[2] = first[p + 2]!;
      if (rest) {
        values[3] = rest[p]!;
        values[4] = rest[p + 1]!;
      }
      let best = 0,
        runner = 1,
        bestValue = -1,
        runnerValue = -1;
      for (let c = 0; c < planes; c++) {
        const value = values[c]!;
        if (value > bestValue) {
          runner = best;
          runnerValue = bestValue;
          best = c;
          bestValue = value;
        } else if (value > runnerValue) {
          runner = c;
          runnerValue = value;
        }
      }
      // The pair is taken in a fixed order, so the choice varies smoothly across a contour (no seam where
      // the leader changes); clear memberships (above 94%) stay pure, even ones split dab by dab.
      const low = best < runner ? best : runner,
        high = best < runner ? runner : best;
      const lowValue = best < runner ? bestValue : runnerValue,
        highValue = best < runner ? runnerValue : bestValue;
      const lowShare = planes > 1 ? (lowValue + 0.5) / (lowValue + highValue + 1) : 1;
      const pick = (lowShare - 0.06) / 0.88;
      const takeLow = pick >= 1 || (pick > 0 && textures.dabOrder[row + (x & mask)]! / 255 < pick);
      label[i] = takeLow ? low : high;
      second[i] = takeLow ? high : low;
    }
  }
  return { width, height, label, second, cover };
}
