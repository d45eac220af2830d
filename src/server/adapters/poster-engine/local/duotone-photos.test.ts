import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { styleById } from '../../../../shared/styles.ts';
import type { StyleDefinition } from '../../../../shared/styles.ts';
import type { RgbImage } from '../source-image.ts';
import { renderArtwork } from './artwork.ts';
import { nearestInks } from './nearest-inks.ts';

/**
 * Where no subject is trusted (the detector sees nothing in the koala, the drum kit or the night festival of
 * bench/photos, licences in LICENCES.md there), minimal modernist and neo-minimal print the photo in their window as
 * a duotone of a few bold shapes, not a scatter of specks (decision 043).
 */
const photos = ['koala', 'drum-kit', 'taiko-night'];
const styles = ['minimalmodernist', 'neominimal'].map((id) => styleById(id)!);
/** A shape is counted from this many pixels of the 849 px wide artwork (the grain's specks are smaller). */
const COUNTED = 40;

/** The 4-connected shapes of one palette ink (the nearest to each pixel) of at least COUNTED pixels. */
function shapes(art: RgbImage, style: StyleDefinition): number[] {
  const n = art.width * art.height;
  const ink = nearestInks(art, style);
  const seen = new Uint8Array(n);
  const sizes: number[] = [];
  const stack: number[] = [];
  for (let start = 0; start < n; start++) {
    if (seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    let size = 0;
    while (stack.length) {
      const i = stack.pop()!;
      size++;
      const x = i % art.width;
      for (const j of [x > 0 ? i - 1 : -1, x < art.width - 1 ? i + 1 : -1, i - art.width, i + art.width]) {
        if (j < 0 || j >= n || seen[j] || ink[j] !== ink[i]) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    if (size >= COUNTED) sizes.push(size);
  }
  return sizes;
}

describe('a field style where no subject is trusted', () => {
  for (const name of photos)
    for (const style of styles)
      it(`${style.id} prints ${name} in a few bold shapes`, async () => {
        const image = await readFile(new URL(`../../../../../bench/photos/${name}.jpg`, import.meta.url));
        const art = await renderArtwork(image, style, { artSize: { width: 849, height: 1200 } });
        const found = shapes(art, style);
        // measured: 24–33 shapes of 40 pixels and more when every patch was kept, 6–11 now (the paper included)
        expect(found.length).toBeLessThanOrEqual(14);
      });
});
