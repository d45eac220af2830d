import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../shared/seeded-random.ts';
import { chamfer } from './edges.ts';

/** The distance the 3×3 chamfer measures, by brute force: the shortest path of straight and diagonal steps. */
function stepsToNearest(seeds: boolean[], width: number): number[] {
  return seeds.map((_, i) => {
    let nearest = Infinity;
    seeds.forEach((seed, j) => {
      if (!seed) return;
      const dx = Math.abs((i % width) - (j % width)),
        dy = Math.abs(Math.floor(i / width) - Math.floor(j / width));
      nearest = Math.min(nearest, Math.max(dx, dy) + (Math.SQRT2 - 1) * Math.min(dx, dy));
    });
    return nearest;
  });
}

describe('the chamfer distance', () => {
  const random = seededRandom(11);
  const sizes = [
    [1, 1],
    [1, 9],
    [9, 1],
    [2, 2],
    [3, 7],
    [23, 17],
  ] as const;
  for (const [width, height] of sizes)
    for (const share of [0.02, 0.3])
      it(`is the shortest path of straight and diagonal steps to a seed on ${width} × ${height} (${share} seeds)`, () => {
        const seeds = Array.from({ length: width * height }, () => random() < share);
        if (!seeds.includes(true)) seeds[Math.floor(random() * seeds.length)] = true;
        const distance = Float32Array.from(seeds, (seed) => (seed ? 0 : 1e6));
        chamfer(distance, width, height);
        const expected = stepsToNearest(seeds, width);
        distance.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 4));
      });
});
