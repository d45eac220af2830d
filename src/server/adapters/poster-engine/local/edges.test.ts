import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../shared/seeded-random.ts';
import { chamfer, contourDistance, lineCoverage, lineHalfWidth, linesOnlyInside } from './edges.ts';

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

describe('contour lines only inside a cut-out subject', () => {
  // a figure of two planes (0 left, 1 right) in the middle of its ground (2)
  const width = 120,
    height = 90,
    ground = 2;
  const label = new Uint8Array(width * height).fill(ground);
  for (let y = 20; y < 70; y++) for (let x = 30; x < 90; x++) label[y * width + x] = x < 60 ? 0 : 1;
  const field = { width, height, label, second: label.slice(), cover: new Uint8Array(width * height).fill(255) };
  const before = contourDistance(field, 64);
  const distance = before.slice();
  // psychedelic concert's line on the A3 sheet
  const halfWidth = lineHalfWidth('posterised-contour', 0.5);
  linesOnlyInside(distance, label, ground, halfWidth);

  it('keeps the lines of the figure and draws nothing else inside it', () => {
    let quieted = 0;
    for (let i = 0; i < label.length; i++) {
      if (label[i] === ground) continue;
      if (lineCoverage(before[i]!, halfWidth) > 0) expect(distance[i]).toBe(before[i]);
      else {
        expect(distance[i]).toBe(Infinity);
        quieted++;
      }
    }
    expect(quieted).toBeGreaterThan(1000);
  });

  it("leaves the ground's distance to the outline whole, so its echoes ripple out", () => {
    let far = 0;
    for (let i = 0; i < label.length; i++) {
      if (label[i] !== ground) continue;
      expect(distance[i]).toBe(before[i]);
      if (before[i]! > 10) far++;
    }
    expect(far).toBeGreaterThan(1000);
  });
});
