import { describe, expect, it } from 'vitest';
import { kuwahara } from './simplify.ts';

/**
 * Kuwahara by its definition, every pixel's four quadrants summed one pixel at a time: the colours a pixel may take,
 * the mean of each quadrant as little varied as the least (equal ones are told apart by rounding only).
 */
function kuwaharaByHand({ data, width, height }: { data: Buffer; width: number; height: number }, radius: number) {
  const out: string[][] = [];
  const lum = (i: number) => 0.299 * data[i * 3]! + 0.587 * data[i * 3 + 1]! + 0.114 * data[i * 3 + 2]!;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const quadrants: { variance: number; colour: string }[] = [];
      for (let q = 0; q < 4; q++) {
        const [x0, x1] = q & 1 ? [x, Math.min(width - 1, x + radius)] : [Math.max(0, x - radius), x];
        const [y0, y1] = q & 2 ? [y, Math.min(height - 1, y + radius)] : [Math.max(0, y - radius), y];
        let l = 0,
          l2 = 0,
          n = 0;
        const sum = [0, 0, 0];
        for (let v = y0; v <= y1; v++) {
          for (let u = x0; u <= x1; u++) {
            const i = v * width + u;
            l += lum(i);
            l2 += lum(i) ** 2;
            for (let c = 0; c < 3; c++) sum[c]! += data[i * 3 + c]!;
            n++;
          }
        }
        const variance = l2 / n - (l / n) ** 2;
        quadrants.push({ variance, colour: sum.map((s) => Math.floor(s / n + 0.5)).join() });
      }
      const least = Math.min(...quadrants.map(({ variance }) => variance));
      out.push(quadrants.filter(({ variance }) => variance < least + 1e-6).map(({ colour }) => colour));
    }
  }
  return out;
}

describe('the Kuwahara filter', () => {
  it('gives every pixel the mean colour of its least varied quadrant, at the edges and past them', () => {
    for (const [width, height] of [
      [1, 1],
      [1, 6],
      [7, 1],
      [12, 9],
    ] as const) {
      // a few flat patches with a ramp and a stripe across them: quadrants of distinct variances
      const data = Buffer.alloc(width * height * 3);
      for (let i = 0; i < width * height; i++) {
        const x = i % width,
          y = Math.floor(i / width);
        data[i * 3] = x < width / 2 ? 40 : 200;
        data[i * 3 + 1] = (x * 37 + y * 11) % 256;
        data[i * 3 + 2] = y % 3 === 0 ? 250 : 10 + x * y;
      }
      for (const radius of [1, 2, 4, 15]) {
        const filtered = kuwahara({ data, width, height }, radius).data;
        const allowed = kuwaharaByHand({ data, width, height }, radius);
        allowed.forEach((colours, i) =>
          expect(colours, `${width}×${height}, radius ${radius}, pixel ${i}`).toContain(
            [...filtered.subarray(i * 3, i * 3 + 3)].join(),
          ),
        );
      }
    }
  });
});
