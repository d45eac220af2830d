import type { PaletteMapping, StyleDefinition } from '../../../../shared/styles.ts';
import type { RgbImage } from '../source-image.ts';
import { seededRandom } from '../../../../shared/seeded-random.ts';

/**
 * Colour maths of the local renderer: the photo's colours are clustered (k-means in CIELAB on a small
 * sample), each cluster is given its own palette colour, and every pixel takes its cluster's colour.
 */

export type Rgb = readonly [number, number, number];

const LINEAR = Float64Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

const labF = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);

export function rgbToLab(r: number, g: number, b: number): [number, number, number] {
  const lr = LINEAR[r]!,
    lg = LINEAR[g]!,
    lb = LINEAR[b]!;
  const fx = labF((0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047);
  const fy = labF(0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb);
  const fz = labF((0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / 1.08883);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Every pixel in CIELAB. */
export function toLab(image: RgbImage): Float32Array {
  const pixels = image.width * image.height;
  const lab = new Float32Array(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    const [l, a, b] = rgbToLab(image.data[i * 3]!, image.data[i * 3 + 1]!, image.data[i * 3 + 2]!);
    lab[i * 3] = l;
    lab[i * 3 + 1] = a;
    lab[i * 3 + 2] = b;
  }
  return lab;
}

export type Clusters = { centres: Float32Array; counts: number[] };

/** k-means++ seeded deterministically, then Lloyd iterations; empty clusters are dropped. */
export function kMeans(samples: Float32Array, k: number, iterations = 14): Clusters {
  const n = samples.length / 3;
  const random = seededRandom(0x5eed);
  const centres = new Float32Array(k * 3);
  const nearest = new Float32Array(n).fill(Infinity);
  let chosen = 0;
  const take = (index: number) => {
    centres.set(samples.subarray(index * 3, index * 3 + 3), chosen * 3);
    for (let i = 0; i < n; i++) nearest[i] = Math.min(nearest[i]!, distance2(samples, i, centres, chosen));
    chosen++;
  };
  take(Math.floor(random() * n));
  while (chosen < k) {
    let total = 0;
    for (let i = 0; i < n; i++) total += nearest[i]!;
    if (total === 0) break;
    let target = random() * total;
    let index = 0;
    for (; index < n - 1; index++) if ((target -= nearest[index]!) <= 0) break;
    take(index);
  }
  const assignment = new Uint8Array(n);
  let counts: number[] = [];
  for (let iteration = 0; iteration < iterations; iteration++) {
    const sums = new Float64Array(chosen * 3);
    counts = new Array<number>(chosen).fill(0);
    for (let i = 0; i < n; i++) {
      let best = 0,
        bestDistance = Infinity;
      for (let c = 0; c < chosen; c++) {
        const d = distance2(samples, i, centres, c);
        if (d < bestDistance) {
          bestDistance = d;
          best = c;
        }
      }
      assignment[i] = best;
      counts[best]!++;
      sums[best * 3] += samples[i * 3]!;
      sums[best * 3 + 1] += samples[i * 3 + 1]!;
      sums[best * 3 + 2] += samples[i * 3 + 2]!;
    }
    for (let c = 0; c < chosen; c++) {
      if (counts[c]! > 0) for (let j = 0; j < 3; j++) centres[c * 3 + j] = sums[c * 3 + j]! / counts[c]!;
    }
  }
  const kept = counts.map((count, index) => ({ count, index })).filter(({ count }) => count > 0);
  const result = new Float32Array(kept.length * 3);
  kept.forEach(({ index }, i) => result.set(centres.subarray(index * 3, index * 3 + 3), i * 3));
  return { centres: result, counts: kept.map(({ count }) => count) };
}

const distance2 = (a: Float32Array, i: number, b: Float32Array, j: number) => {
  const dl = a[i * 3]! - b[j * 3]!,
    da = a[i * 3 + 1]! - b[j * 3 + 1]!,
    db = a[i * 3 + 2]! - b[j * 3 + 2]!;
  return dl * dl + da * da + db * db;
};

/** The renderer carries at most this many colour planes (see labels.ts). */
export const MAX_PLANES = 5;

/** A colour the poster can print: an ink of the palette, flat or as a dot screen of it over the paper. */
export type PaletteCandidate = {
  /** How it looks (CIELAB). */
  lab: readonly number[];
  /** The palette colour it is printed with. */
  ink: number;
  /** Dot-screen coverage (0: flat ink). */
  screen: number;
};

/**
 * Gives each cluster a palette colour, trying every assignment (branch and bound): lightness order is kept
 * (normalised over the clusters and over the palette) and, with `by-colour`, a cluster prefers palette
 * colours near it in hue and chroma, so a grey-blue lake never turns signal red just because red is in the
 * palette while a small red roof can keep it. Clusters may share a colour, at a price that grows with the
 * tonal contrast the merge loses; at most `maxHues` inks are used, and leaving one unused costs a little.
 * At most `maxPlanes` different printed colours result (the renderer carries five planes).
 */
export function assignPalette(
  clusters: Clusters,
  candidates: readonly PaletteCandidate[],
  mapping: PaletteMapping,
  maxHues: number,
  maxPlanes = MAX_PLANES,
): number[] {
  const k = clusters.counts.length,
    n = candidates.length;
  const paletteLab = candidates.map((candidate) => candidate.lab);
  const hues = Math.min(maxHues, new Set(candidates.map((candidate) => candidate.ink)).size);
  const total = clusters.counts.reduce((sum, count) => sum + count, 0);
  const share = clusters.counts.map((count) => Math.sqrt(count / total));
  const normalise = (values: number[]) => {
    const min = Math.min(...values),
      max = Math.max(...values);
    return values.map((value) => (max - min < 1e-6 ? 0.5 : (value - min) / (max - min)));
  };
  const tone = normalise(Array.from({ length: k }, (_, c) => clusters.centres[c * 3]!));
  const paletteTone = normalise(paletteLab.map((lab) => lab[0]!));
  const colourWeight = mapping === 'by-colour' ? 0.45 : 0;
  const cost = Array.from({ length: k }, (_, c) =>
    Array.from({ length: n }, (_, p) => {
      const da = clusters.centres[c * 3 + 1]! - paletteLab[p]![1]!,
        db = clusters.centres[c * 3 + 2]! - paletteLab[p]![2]!;
      return share[c]! * ((tone[c]! - paletteTone[p]!) ** 2 + colourWeight * Math.min(1.5, (da * da + db * db) / 3600));
    }),
  );
  const mergeCost = (a: number, b: number) => Math.min(share[a]!, share[b]!) * (0.08 + 2 * (tone[a]! - tone[b]!) ** 2);
  const unusedCost = 0.04;

  let best: number[] = [];
  let bestCost = Infinity;
  const current: number[] = [];
  const uses = new Array<number>(n).fill(0);
  const inkUses = new Map<number, number>();
  let planes = 0;
  const search = (c: number, sum: number, distinct: number) => {
    if (sum >= bestCost) return;
    if (c === k) {
      const total = sum + unusedCost * (hues - distinct);
      if (total < bestCost) {
        bestCost = total;
        best = [...current];
      }
      return;
    }
    for (let p = 0; p < n; p++) {
      const ink = candidates[p]!.ink;
      const isNew = !inkUses.get(ink);
      if (isNew && distinct === hues) continue;
      if (uses[p] === 0 && planes === maxPlanes) continue;
      let merges = 0;
      for (let other = 0; other < c; other++) if (current[other] === p) merges += mergeCost(c, other);
      if (uses[p] === 0) planes++;
      current.push(p);
      uses[p]!++;
      inkUses.set(ink, (inkUses.get(ink) ?? 0) + 1);
      search(c + 1, sum + cost[c]![p]! + merges, distinct + (isNew ? 1 : 0));
      current.pop();
      uses[p]!--;
      inkUses.set(ink, inkUses.get(ink)! - 1);
      if (uses[p] === 0) planes--;
    }
  };
  search(0, 0, 0);
  return best;
}

/** Index of the nearest cluster for every pixel. */
export function nearestCluster(lab: Float32Array, centres: Float32Array): Uint8Array {
  const n = lab.length / 3,
    k = centres.length / 3;
  const labels = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    let best = 0,
      bestDistance = Infinity;
    for (let c = 0; c < k; c++) {
      const d = distance2(lab, i, centres, c);
      if (d < bestDistance) {
        bestDistance = d;
        best = c;
      }
    }
    labels[i] = best;
  }
  return labels;
}

/**
 * Soft membership of every pixel in every cluster (0–255, summing to about 255): broken colour needs the in-betweens.
 */
export function softMemberships(lab: Float32Array, centres: Float32Array, temperature: number): Uint8Array[] {
  const n = lab.length / 3,
    k = centres.length / 3;
  const planes = Array.from({ length: k }, () => new Uint8Array(n));
  const weights = new Float64Array(k);
  for (let i = 0; i < n; i++) {
    let min = Infinity;
    for (let c = 0; c < k; c++) {
      weights[c] = distance2(lab, i, centres, c);
      min = Math.min(min, weights[c]!);
    }
    let sum = 0;
    for (let c = 0; c < k; c++) {
      weights[c] = Math.exp(-(weights[c]! - min) / temperature);
      sum += weights[c]!;
    }
    for (let c = 0; c < k; c++) planes[c]![i] = Math.round((255 * weights[c]!) / sum);
  }
  return planes;
}

/** The colours a style may use, as RGB and CIELAB, and their indices from the darkest to the lightest (the paper). */
export function paletteOf(style: StyleDefinition) {
  const rgb = style.palette.map(hexToRgb);
  const lab = rgb.map(([r, g, b]) => rgbToLab(r, g, b));
  const byLightness = lab.map((_, p) => p).sort((a, b) => lab[a]![0]! - lab[b]![0]!);
  return { rgb, lab, byLightness };
}

/** How a dot screen of `ink` at `coverage` over `paper` looks from a distance (mixed in linear light). */
export function tintLab(ink: Rgb, paper: Rgb, coverage: number): [number, number, number] {
  const mix = (channel: number) => {
    const linear = coverage * LINEAR[ink[channel]!]! + (1 - coverage) * LINEAR[paper[channel]!]!;
    const encoded = linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;
    return Math.round(Math.min(1, Math.max(0, encoded)) * 255);
  };
  return rgbToLab(mix(0), mix(1), mix(2));
}
