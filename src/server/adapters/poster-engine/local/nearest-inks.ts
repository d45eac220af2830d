import type { StyleDefinition } from '../../../../shared/styles.ts';
import type { RgbImage } from '../source-image.ts';
import { hexToRgb } from './quantise.ts';

/**
 * The index of the style's palette ink nearest each pixel's colour (the sum of the channels' differences): how the
 * tests read which ink a render printed where.
 */
export function nearestInks(art: RgbImage, style: StyleDefinition): Uint8Array {
  const palette = style.palette.map(hexToRgb);
  const out = new Uint8Array(art.width * art.height);
  for (let i = 0; i < out.length; i++) {
    let best = 0,
      bestDistance = Infinity;
    palette.forEach(([r, g, b], ink) => {
      const d =
        Math.abs(art.data[i * 3]! - r) + Math.abs(art.data[i * 3 + 1]! - g) + Math.abs(art.data[i * 3 + 2]! - b);
      if (d < bestDistance) {
        best = ink;
        bestDistance = d;
      }
    });
    out[i] = best;
  }
  return out;
}
