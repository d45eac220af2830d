import { beforeAll, describe, expect, it } from 'vitest';
import { styleById } from '../../../../shared/styles.ts';
import type { RgbImage } from '../source-image.ts';
import { portraitPhoto } from '../test-photos.ts';
import { renderArtwork } from './artwork.ts';
import { groundInks, paintDiscGround, SHAPE_LIGHTNESS_MARGIN } from './figure.ts';
import { hexToRgb, paletteOf } from './quantise.ts';
import type { Subject } from './boxes.ts';

/** The palette colour each pixel is printed in (grain allowed), or -1 for none. */
function inkAt(art: RgbImage, palette: readonly string[], x: number, y: number): number {
  const p = (y * art.width + x) * 3;
  let best = -1,
    bestDistance = 60;
  palette.map(hexToRgb).forEach(([r, g, b], ink) => {
    const distance = Math.abs(art.data[p]! - r) + Math.abs(art.data[p + 1]! - g) + Math.abs(art.data[p + 2]! - b);
    if (distance < bestDistance) {
      best = ink;
      bestDistance = distance;
    }
  });
  return best;
}

function inkShares(
  art: RgbImage,
  palette: readonly string[],
  region = { left: 0, top: 0, right: art.width, bottom: art.height },
): number[] {
  const counts = new Array<number>(palette.length + 1).fill(0);
  let total = 0;
  for (let y = region.top; y < region.bottom; y += 5) {
    for (let x = region.left; x < region.right; x += 5) {
      counts[inkAt(art, palette, x, y) + 1]!++;
      total++;
    }
  }
  return counts.slice(1).map((count) => count / total);
}

describe('a found subject on the style’s own ground', () => {
  let photo: { image: Buffer; subject: Subject };
  beforeAll(async () => {
    photo = await portraitPhoto();
  });

  it.each(['minimalmodernist', 'neominimal'])(
    '%s sets the whole subject on a flat field in its inks and the paper',
    async (id) => {
      const style = styleById(id)!;
      const art = await renderArtwork(photo.image, style, { subject: photo.subject });
      const shares = inkShares(art, style.palette);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBeGreaterThan(0.9);
      // the style's colours and the paper, nothing more
      expect(shares.filter((share) => share > 0.005).length).toBeLessThanOrEqual(style.iconic.maxHues + 1);
      // the subject is there, its tones in the darkest ink's dots on the paper (decision 043): before minimal
      // modernist's disc on the paper, inside neo-minimal's arch of one pastel ink
      const { byLightness } = paletteOf(style);
      const paper = byLightness.at(-1)!,
        darkest = byLightness[0]!;
      expect(shares[darkest]).toBeGreaterThan(0.03);
      if (id === 'neominimal') {
        const arch = Math.max(...shares.filter((_, ink) => ink !== paper && ink !== darkest));
        expect(arch).toBeGreaterThan(0.2);
        // three inks: the paper, the dots and the arch's pastel
        expect(shares.filter((share) => share > 0.005)).toHaveLength(3);
        // the darkest ink is the subject's dots (it was the arch's until 2026-12-07)
        expect(shares[darkest]).toBeLessThan(0.2);
      } else expect(shares[paper]).toBeGreaterThan(0.5);
      // nothing of the subject reaches the sheet's edges: they are the paper
      const edge = Math.round(art.width * 0.03);
      for (let y = 0; y < art.height; y += 40) {
        expect(inkAt(art, style.palette, edge, y), `left edge at ${y}`).toBe(paper);
        expect(inkAt(art, style.palette, art.width - 1 - edge, y), `right edge at ${y}`).toBe(paper);
      }
      for (let x = 0; x < art.width; x += 40)
        expect(inkAt(art, style.palette, x, edge), `top edge at ${x}`).toBe(paper);
    },
    20_000,
  );

  it('psychedelic concert surrounds the subject with colour bands under a calm band for lettering', async () => {
    const style = styleById('psychedelicconcert')!;
    const art = await renderArtwork(photo.image, style, { subject: photo.subject });
    const top = inkShares(art, style.palette, {
      left: 0,
      top: 0,
      right: art.width,
      bottom: Math.round(art.height * 0.05),
    });
    expect(Math.max(...top)).toBeGreaterThan(0.8);
    // beside the subject, several bands of different inks
    const side = inkShares(art, style.palette, {
      left: 0,
      top: Math.round(art.height * 0.45),
      right: Math.round(art.width * 0.2),
      bottom: Math.round(art.height * 0.55),
    });
    expect(side.filter((share) => share > 0.05).length).toBeGreaterThanOrEqual(3);
  }, 20_000);
});

describe('neo-minimal’s inks in its arch (decision 043, its paragraph of 2026-12-07)', () => {
  const style = styleById('neominimal')!;
  const { byLightness } = paletteOf(style);
  const paper = byLightness.at(-1)!,
    darkest = byLightness[0]!;

  it('screens the subject in the darkest ink on the paper, inside an arch of a pastel, whatever its colour', () => {
    const arches = new Set<number>();
    for (let l = 10; l <= 90; l += 20) {
      for (let a = -60; a <= 60; a += 20) {
        for (let b = -60; b <= 60; b += 20) {
          const { subject, ground } = groundInks(style, [l, a, b]);
          expect(subject).toEqual([paper, darkest]);
          expect([paper, darkest]).not.toContain(ground[0]);
          arches.add(ground[0]!);
        }
      }
    }
    // the arch is the pastel farthest from the subject's colour: each of the three serves some subject
    expect(arches.size).toBe(3);
  });
});

describe('minimal modernist’s inks on its sun disc (decision 043)', () => {
  const style = styleById('minimalmodernist')!;
  const { lab } = paletteOf(style);

  it('gives the subject inks clearly lighter or darker than the disc, whatever its colour', () => {
    let seen = 0;
    for (let l = 10; l <= 90; l += 20) {
      for (let a = -60; a <= 60; a += 20) {
        for (let b = -60; b <= 60; b += 20) {
          const { subject, ground } = groundInks(style, [l, a, b]);
          const disc = ground[0]!;
          expect(subject).not.toContain(disc);
          for (const ink of subject)
            expect(Math.abs(lab[ink]![0]! - lab[disc]![0]!), `${l},${a},${b}`).toBeGreaterThanOrEqual(
              SHAPE_LIGHTNESS_MARGIN,
            );
          seen += subject.length === 3 ? 1 : 0;
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('prints the subject’s paper outside the disc in the subject’s own ink, never the disc’s', () => {
    // a 20 × 20 field: the subject's paper (plane 0) across the middle row band, its hue plane 1, the ground plane 2
    const width = 20,
      height = 20;
    const label = new Uint8Array(width * height).fill(2);
    for (let y = 8; y < 12; y++) for (let x = 0; x < width; x++) label[y * width + x] = x < 15 ? 0 : 1;
    const field = { width, height, label, second: Uint8Array.from(label), cover: new Uint8Array(width * height) };
    paintDiscGround(field, 2, { centreX: 5, centreY: 10, radius: 5 }, { paperPlanes: [0], outsidePlane: 1 });
    // inside the disc the paper stays the paper; outside it the paper takes the hue; the disc keeps the ground plane
    expect(field.label[10 * width + 5]).toBe(0);
    expect(field.label[10 * width + 12]).toBe(1);
    expect(field.label[7 * width + 5]).toBe(2);
    expect(
      [...field.label].filter((plane, i) => plane === 2 && Math.floor(i / width) >= 8 && Math.floor(i / width) < 12),
    ).toEqual([]);
  });

  it('keeps the smoothing of the subject’s contour where its paper outside the disc meets the ground', () => {
    // a row of contour pixels outside the disc: the ground over the subject's paper (plane 0), and the paper over the
    // ground, each covering part of the pixel
    const width = 20,
      height = 1;
    const label = new Uint8Array(width).fill(2),
      second = new Uint8Array(width).fill(0),
      cover = new Uint8Array(width).fill(180);
    for (let x = 10; x < width; x++) {
      label[x] = 0;
      second[x] = 2;
    }
    const field = { width, height, label, second, cover };
    paintDiscGround(field, 2, { centreX: -50, centreY: 0, radius: 5 }, { paperPlanes: [0], outsidePlane: 1 });
    // the subject's share is in its own ink, blended into the paper around it as before
    expect([...field.label.subarray(0, 10)]).toEqual(new Array(10).fill(3));
    expect([...field.second.subarray(0, 10)]).toEqual(new Array(10).fill(1));
    expect([...field.label.subarray(10)]).toEqual(new Array(10).fill(1));
    expect([...field.second.subarray(10)]).toEqual(new Array(10).fill(3));
    expect([...field.cover]).toEqual(new Array(width).fill(180));
  });
});
