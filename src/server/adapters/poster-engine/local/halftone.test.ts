import { describe, expect, it } from 'vitest';
import { darknessOf, HALFTONE_SLOPE, halftoneMemberships } from './halftone.ts';
import { resolveLabels } from './labels.ts';

const grey = (width: number, height: number, value: (x: number) => number) => {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) data.fill(value(i % width), i * 3, i * 3 + 3);
  return { data, width, height };
};

describe('the halftone screen', () => {
  it('stretches the photo’s tones from clear to solid', () => {
    // a dull photo, half mid grey and half a lighter grey
    const darkness = darknessOf(grey(40, 10, (x) => (x < 20 ? 100 : 150)));
    expect(darkness[0]).toBe(255);
    expect(darkness[39]).toBe(0);
  });

  it('covers as much of the sheet with dots as the photo is dark', async () => {
    for (const tone of [0, 0.1, 0.3, 0.5, 0.7]) {
      const darkness = new Uint8Array(16 * 16).fill(Math.round(tone * 255));
      const packed = await halftoneMemberships(darkness, 16, 16, { width: 400, height: 400 }, 10);
      const field = resolveLabels(packed, HALFTONE_SLOPE);
      const dots = field.label.reduce((sum, plane) => sum + (plane === 0 ? 1 : 0), 0) / field.label.length;
      expect(dots).toBeCloseTo(tone, 1);
    }
  });

  it('draws round dots on a 45° screen of its period', async () => {
    const darkness = new Uint8Array(16 * 16).fill(Math.round(0.2 * 255));
    const period = 20;
    const packed = await halftoneMemberships(darkness, 16, 16, { width: 400, height: 400 }, period);
    const { label } = resolveLabels(packed, HALFTONE_SLOPE);
    // a dot sits on every cell's corner of the turned grid: the origin, and one period along the diagonal
    const step = Math.round(period / Math.SQRT2);
    expect(label[0]).toBe(0);
    expect(label[step * 400 + step]).toBe(0);
    // and the ink between them halfway
    expect(label[Math.round(step / 2) * 400 + Math.round(step / 2)]).toBe(1);
  });
});
