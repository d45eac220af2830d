import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { styleById } from '../../../../shared/styles.ts';
import { PRINT_SIZE } from '../poster-engine.ts';
import { renderArtwork } from './artwork.ts';
import type { Subject } from './boxes.ts';
import { pictureWindow } from './composition.ts';
import { HALFTONE_PERIOD } from './halftone.ts';
import { nearestInks } from './nearest-inks.ts';
import { paletteOf } from './quantise.ts';
import { FINDER_ANSWERS } from '../test-photos.ts';

/**
 * Where no subject is trusted (the detector sees nothing in the koala, the drum kit or the night festival of
 * bench/photos, licences in LICENCES.md there), minimal modernist and neo-minimal print the photo in their window as
 * a halftone screen in two inks (decision 043): it keeps the photo's tones, where flat planes by tone kept two.
 */
const photos = ['koala', 'drum-kit', 'taiko-night'];
const styles = ['minimalmodernist', 'neominimal'].map((id) => styleById(id)!);
const ART = { width: 849, height: 1200 };
/** Coverage is read over cells of two screen periods square. */
const CELL = Math.round((2 * HALFTONE_PERIOD * ART.width) / PRINT_SIZE.width);

describe('a field style where no subject is trusted', () => {
  for (const name of photos)
    for (const style of styles)
      it(`${style.id} prints ${name} as a halftone that keeps its tones`, async () => {
        const image = await readFile(new URL(`../../../../../bench/photos/${name}.jpg`, import.meta.url));
        const art = await renderArtwork(image, style, { artSize: ART });
        const ink = nearestInks(art, style);
        const { byLightness } = paletteOf(style);
        const dots = byLightness[0]!,
          paper = byLightness.at(-1)!;
        const window = pictureWindow(style.composition, ART.width, ART.height);
        // the share of the window's cells by how much of them the dots cover, in tenths
        const levels = new Array<number>(10).fill(0);
        let cells = 0;
        for (let top = window.top; top + CELL <= window.top + window.height; top += CELL) {
          for (let left = window.left; left + CELL <= window.left + window.width; left += CELL) {
            let dark = 0,
              onPaper = 0;
            for (let y = top; y < top + CELL; y++) {
              for (let x = left, i = y * ART.width + left; x < left + CELL; x++, i++) {
                if (ink[i] === paper) onPaper++;
                if (ink[i] === dots) dark++;
              }
            }
            // a cell the window's edge crosses is not read
            if (onPaper > 0) continue;
            cells++;
            levels[Math.min(9, Math.floor((10 * dark) / (CELL * CELL)))]!++;
          }
        }
        const between = levels.slice(1, -1).reduce((sum, count) => sum + count, 0) / cells;
        // measured: 88–94 % of the cells half covered (10–90 %) with the screen; 10–14 % in flat planes by tone, all
        // of them along the planes' edges
        expect(between).toBeGreaterThan(0.5);
      });
});

describe('a found subject on a field', () => {
  // the subject finder's answer for the cat (bench/photos)
  const cat: Subject = FINDER_ANSWERS['cat-chelsea'];

  for (const style of styles)
    it(`${style.id} prints the cut-out subject through the screen`, async () => {
      const image = await readFile(new URL('../../../../../bench/photos/cat-chelsea.jpg', import.meta.url));
      const art = await renderArtwork(image, style, { subject: cat, artSize: ART });
      const ink = nearestInks(art, style);
      const paper = paletteOf(style).byLightness.at(-1)!;
      const { box } = art.subjectOnSheet;
      // the cells of the subject's box printed as dots on the paper
      let cells = 0,
        screened = 0;
      for (let top = box.top; top + CELL <= box.top + box.height; top += CELL) {
        for (let left = box.left; left + CELL <= box.left + box.width; left += CELL) {
          const counts = new Map<number, number>();
          for (let y = top; y < top + CELL; y++) {
            for (let i = y * ART.width + left; i < y * ART.width + left + CELL; i++)
              counts.set(ink[i]!, (counts.get(ink[i]!) ?? 0) + 1);
          }
          cells++;
          // the paper between the dots: a share of the cell, not all or none of it (the dots' anti-aliased edges read
          // as other inks, so the dots are all that is not paper)
          const between = (counts.get(paper) ?? 0) / (CELL * CELL);
          if (between >= 0.1 && between <= 0.9) screened++;
        }
      }
      // measured: 0.53 (minimal modernist, whose subject's paper outside the disc is its hue) and 0.71 (neo-minimal)
      // through the screen; 0.25 and 0.33 in flat planes by tone; on 2026-12-07, the cat with the finder's label
      // ("dog"), 0.56 and 0.71
      if (process.env.PRINT_SCREENED) console.log(`${style.id}: ${(screened / cells).toFixed(2)}`);
      expect(screened / cells).toBeGreaterThan(0.45);
    });
});
