import type { PaletteMapping, StyleDefinition } from '../../../../shared/styles.ts';
import type { RgbImage } from '../source-image.ts';
import type { PaintPlan } from './finish.ts';
import {
  assignPalette,
  kMeans,
  nearestCluster,
  paletteOf,
  rgbToLab,
  softMemberships,
  tintLab,
  toLab,
} from './quantise.ts';
import type { Clusters, PaletteCandidate, Rgb } from './quantise.ts';

const SAMPLES = 8000;
const HALFTONE_COVERAGE = 0.42;
const EXTRA_CLUSTERS = 2;
const ACCENT_CHROMA = 30;
const ACCENT_DISTANCE = 28;

export type ColourPlan = {
  /** Number of planes; together they use at most `iconic.maxHues` palette colours. */
  count: number;
  /** Palette index of each plane's ink (a flat plane and a dot screen may share one). */
  inks: number[];
  /** The plane of every pixel of the simplified image. */
  labels(): Uint8Array;
  /** Soft membership of every pixel in every plane, for broken colour. */
  memberships(temperature: number): Uint8Array[];
  paint: Pick<PaintPlan, 'colours' | 'screen' | 'echoes' | 'fountain' | 'paper' | 'ink' | 'inkPlane'>;
};

/**
 * Which part of the photo a plan is made for, and with what: the pixels where `within` is set (all without it),
 * the palette colours `inks` (all without them), at most `maxHues` of them, given by `mapping` (the style's
 * without them).
 */
export type PlanScope = { within?: Uint8Array; inks?: readonly number[]; maxHues?: number; mapping?: PaletteMapping };

/**
 * Clusters the simplified photo into at most `maxHues` colours and decides how each plane is printed. The planes are
 * drawn from the pixels of `drawn` (the same size), `image` itself unless told: a calm style plans its colours from
 * the picture as the style's own filter leaves it and draws the calmer one with that plan (decision 044).
 */
export function planColours(
  image: RgbImage,
  style: StyleDefinition,
  scope: PlanScope = {},
  drawn: RgbImage = image,
): ColourPlan {
  const lab = toLab(drawn);
  const pixels = image.width * image.height;
  const { within } = scope;
  let counted = pixels;
  if (within) {
    counted = 0;
    for (let i = 0; i < pixels; i++) if (within[i]) counted++;
  }
  const step = Math.max(1, Math.floor(counted / SAMPLES));
  const picked: number[] = [];
  for (let i = 0, seen = 0; i < pixels; i++) if ((!within || within[i]) && seen++ % step === 0) picked.push(i);
  const samples = new Float32Array(picked.length * 3);
  picked.forEach((i, s) =>
    samples.set(rgbToLab(image.data[i * 3]!, image.data[i * 3 + 1]!, image.data[i * 3 + 2]!), s * 3),
  );

  const palette = paletteOf(style);
  const order = palette.byLightness;
  const lightest = order.at(-1)!;
  const candidates: PaletteCandidate[] = palette.lab
    .map((lab, ink) => ({ lab, ink, screen: 0 }))
    .filter(({ ink }) => !scope.inks || scope.inks.includes(ink));
  if (style.printFinish === 'halftone') {
    // Ben-Day dots: each middle ink can also be printed as a dot screen, a lighter tone of the same colour
    for (const ink of order.slice(1, -1)) {
      candidates.push({
        lab: tintLab(palette.rgb[ink]!, palette.rgb[lightest]!, HALFTONE_COVERAGE),
        ink,
        screen: HALFTONE_COVERAGE,
      });
    }
  }
  // more clusters than colours, and small saturated accents (a red roof) as clusters of their own, so they can keep a
  // palette colour
  const maxHues = scope.maxHues ?? style.iconic.maxHues;
  const clusters = withAccents(samples, kMeans(samples, Math.min(maxHues, candidates.length) + EXTRA_CLUSTERS));
  const clusterColour = assignPalette(clusters, candidates, scope.mapping ?? style.paletteMapping, maxHues);
  // clusters given the same printed colour become one plane
  const planeCandidates = [...new Set(clusterColour)];
  const planeOf = Uint8Array.from(clusterColour, (p) => planeCandidates.indexOf(p));
  const count = planeCandidates.length;
  const inks = planeCandidates.map((p) => candidates[p]!.ink);
  const planeCounts = planeCandidates.map((_, plane) =>
    clusters.counts.reduce((sum, n, c) => (planeOf[c] === plane ? sum + n : sum), 0),
  );

  return {
    count,
    inks,
    labels: () => nearestCluster(lab, clusters.centres).map((cluster) => planeOf[cluster]!),
    memberships: (temperature) => {
      const soft = softMemberships(lab, clusters.centres, temperature);
      return planeCandidates.map((_, plane) => {
        const sum = new Uint8Array(pixels);
        soft.forEach((membership, c) => {
          if (planeOf[c] === plane) for (let i = 0; i < pixels; i++) sum[i] = Math.min(255, sum[i]! + membership[i]!);
        });
        return sum;
      });
    },
    paint: paintOfPlanes(
      style,
      planeCandidates.map((p) => candidates[p]!),
      planeCounts,
    ),
  };
}

/**
 * How planes printed in these palette inks are painted (`counts`: each plane's share of the picture, for the split
 * fountain, whose largest plane blends down the sheet). Besides the clustered planes, the halftone's (decision 043):
 * its dark dots and the light ink between them.
 */
export function paintOfPlanes(
  style: StyleDefinition,
  planes: readonly Pick<PaletteCandidate, 'ink' | 'screen'>[],
  counts: readonly number[],
): ColourPlan['paint'] {
  const palette = paletteOf(style);
  const order = palette.byLightness;
  const darkest = order[0]!,
    lightest = order.at(-1)!;
  const inks = planes.map(({ ink }) => ink);
  return {
    colours: inks.map((p) => palette.rgb[p]!),
    paper: palette.rgb[lightest]!,
    ink: palette.rgb[darkest]!,
    inkPlane: planes.findIndex(({ ink, screen }) => ink === darkest && screen === 0),
    screen: planes.map(({ screen }) => screen),
    echoes: inks.map((p) => palette.rgb[farthestHue(palette.lab, p)]!),
    fountain:
      style.printFinish === 'split-fountain'
        ? fountainPartners(counts, inks, palette.lab, palette.rgb, darkest)
        : inks.map(() => null),
  };
}

/**
 * Saturated colours far from every cluster (a red roof among green hills, a yellow raincoat) are too
 * small for k-means to keep; when there are enough of them they become one more cluster.
 */
function withAccents(samples: Float32Array, clusters: Clusters): Clusters {
  const n = samples.length / 3,
    k = clusters.counts.length;
  const accents: number[] = [];
  for (let i = 0; i < n; i++) {
    const l = samples[i * 3]!,
      a = samples[i * 3 + 1]!,
      b = samples[i * 3 + 2]!;
    if (Math.hypot(a, b) < ACCENT_CHROMA) continue;
    let nearest = Infinity;
    for (let c = 0; c < k; c++) {
      nearest = Math.min(
        nearest,
        Math.hypot(l - clusters.centres[c * 3]!, a - clusters.centres[c * 3 + 1]!, b - clusters.centres[c * 3 + 2]!),
      );
    }
    if (nearest > ACCENT_DISTANCE) accents.push(l, a, b);
  }
  if (accents.length / 3 < Math.max(6, n * 0.0015)) return clusters;
  const accent = kMeans(Float32Array.from(accents), 1);
  return {
    centres: Float32Array.from([...clusters.centres, ...accent.centres]),
    counts: [...clusters.counts, ...accent.counts],
  };
}

/** The palette colour most opposed in hue: echo lines in it make a plane's edge vibrate. */
export function farthestHue(lab: readonly (readonly number[])[], own: number): number {
  let best = own,
    bestDistance = -1;
  lab.forEach((other, p) => {
    const distance =
      (other[1]! - lab[own]![1]!) ** 2 + (other[2]! - lab[own]![2]!) ** 2 + 0.3 * (other[0]! - lab[own]![0]!) ** 2;
    if (p !== own && distance > bestDistance) {
      best = p;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * Split fountain: the largest plane's ink blends down the sheet into its nearest neighbour in the palette (a clean
 * blend, no mud).
 */
function fountainPartners(
  counts: readonly number[],
  paletteIndex: number[],
  lab: readonly (readonly number[])[],
  rgb: readonly Rgb[],
  darkest: number,
): (Rgb | null)[] {
  let largest = -1;
  paletteIndex.forEach((p, c) => {
    if (p !== darkest && (largest < 0 || counts[c]! > counts[largest]!)) largest = c;
  });
  return paletteIndex.map((p, c) => {
    if (c !== largest) return null;
    let partner = -1,
      bestScore = -Infinity;
    lab.forEach((other, q) => {
      if (q === p || q === darkest) return;
      const score = -Math.hypot(other[0]! - lab[p]![0]!, other[1]! - lab[p]![1]!, other[2]! - lab[p]![2]!);
      if (score > bestScore) {
        bestScore = score;
        partner = q;
      }
    });
    return partner >= 0 ? rgb[partner]! : null;
  });
}
