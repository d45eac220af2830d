import type { RgbImage } from '../source-image.ts';

/**
 * Kuwahara filter: each pixel takes the mean colour of the least varied of the four square windows it
 * corners. Textures flatten into planes while edges stay sharp, which is what a poster artist does by hand.
 * Summed-area tables keep it O(1) per pixel.
 */
export function kuwahara(image: RgbImage, radius: number): RgbImage {
  const { width, height, data } = image;
  const stride = width + 1;
  const size = stride * (height + 1);
  const sumR = new Float64Array(size);
  const sumG = new Float64Array(size);
  const sumB = new Float64Array(size);
  const sumL = new Float64Array(size);
  const sumL2 = new Float64Array(size);
  for (let y = 0; y < height; y++) {
    let r = 0, g = 0, b = 0, l = 0, l2 = 0;
    const row = (y + 1) * stride;
    const above = y * stride;
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      const pr = data[p]!, pg = data[p + 1]!, pb = data[p + 2]!;
      const lum = 0.299 * pr + 0.587 * pg + 0.114 * pb;
      r += pr; g += pg; b += pb; l += lum; l2 += lum * lum;
      const i = row + x + 1;
      const j = above + x + 1;
      sumR[i] = sumR[j]! + r;
      sumG[i] = sumG[j]! + g;
      sumB[i] = sumB[j]! + b;
      sumL[i] = sumL[j]! + l;
      sumL2[i] = sumL2[j]! + l2;
    }
  }
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < height; y++) {
    const rows = [Math.max(0, y - radius), y, y + 1, Math.min(height - 1, y + radius) + 1];
    for (let x = 0; x < width; x++) {
      const columns0 = Math.max(0, x - radius), columns3 = Math.min(width - 1, x + radius) + 1;
      let best = Infinity, bestA = 0, bestB = 0, bestC = 0, bestD = 0, bestN = 1;
      for (let q = 0; q < 4; q++) {
        // quadrant corners in the summed-area tables: [x0, x1) × [y0, y1)
        const x0 = q & 1 ? x : columns0, x1 = q & 1 ? columns3 : x + 1;
        const y0 = q & 2 ? rows[1]! : rows[0]!, y1 = q & 2 ? rows[3]! : rows[2]!;
        const a = y1 * stride + x1, b = y0 * stride + x1, c = y1 * stride + x0, d = y0 * stride + x0;
        const n = (x1 - x0) * (y1 - y0);
        const mean = (sumL[a]! - sumL[b]! - sumL[c]! + sumL[d]!) / n;
        const variance = (sumL2[a]! - sumL2[b]! - sumL2[c]! + sumL2[d]!) / n - mean * mean;
        if (variance < best) { best = variance; bestA = a; bestB = b; bestC = c; bestD = d; bestN = n; }
      }
      const p = (y * width + x) * 3;
      out[p] = (sumR[bestA]! - sumR[bestB]! - sumR[bestC]! + sumR[bestD]!) / bestN + 0.5;
      out[p + 1] = (sumG[bestA]! - sumG[bestB]! - sumG[bestC]! + sumG[bestD]!) / bestN + 0.5;
      out[p + 2] = (sumB[bestA]! - sumB[bestB]! - sumB[bestC]! + sumB[bestD]!) / bestN + 0.5;
    }
  }
  return { data: out, width, height };
}

/** Majority filter on a label map (3 × 3): isolated specks take the colour of their surroundings. */
export function modeFilter(labels: Uint8Array, width: number, height: number, passes: number): Uint8Array {
  let source = labels;
  const counts = new Uint8Array(256);
  const neighbours = new Int32Array(9);
  for (let pass = 0; pass < passes; pass++) {
    const out = Uint8Array.from(source);
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        const i = y * width + x, own = source[i]!;
        // most pixels sit inside a plane: nothing to vote on
        if (source[i - 1] === own && source[i + 1] === own && source[i - width] === own && source[i + width] === own) continue;
        neighbours[0] = i - width - 1; neighbours[1] = i - width; neighbours[2] = i - width + 1;
        neighbours[3] = i - 1; neighbours[4] = i; neighbours[5] = i + 1;
        neighbours[6] = i + width - 1; neighbours[7] = i + width; neighbours[8] = i + width + 1;
        let best = own, bestCount = 0;
        for (let n = 0; n < 9; n++) {
          const label = source[neighbours[n]!]!;
          const count = ++counts[label]!;
          if (count > bestCount) { best = label; bestCount = count; }
        }
        for (let n = 0; n < 9; n++) counts[source[neighbours[n]!]!] = 0;
        if (bestCount >= 5) out[i] = best;
      }
    }
    source = out;
  }
  return source;
}
