import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STYLES, styleById } from '../../../../shared/styles.ts';
import { scenePhoto } from '../test-photos.ts';
import { planColours } from './plan.ts';
import { assignPalette, hexToRgb, kMeans, MAX_PLANES, paletteOf, rgbToLab } from './quantise.ts';
import type { Clusters, PaletteCandidate } from './quantise.ts';

const labOf = (hex: string) => rgbToLab(...hexToRgb(hex));
const clustersOf = (colours: { hex: string; count: number }[]): Clusters => ({
  centres: Float32Array.from(colours.flatMap(({ hex }) => labOf(hex))),
  counts: colours.map(({ count }) => count),
});
const candidatesOf = (palette: string[]): PaletteCandidate[] =>
  palette.map((hex, ink) => ({ lab: labOf(hex), ink, screen: 0 }));

async function simplifiedScene(width = 240, height = 340) {
  const { data, info } = await sharp(await scenePhoto())
    .resize(width, height, { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('colour quantisation', () => {
  it('finds the colours of a photo with k-means, deterministically', () => {
    const samples = Float32Array.from(
      [...Array(300)].flatMap((_, i) => labOf(i % 3 === 0 ? '#d03020' : i % 3 === 1 ? '#2050c0' : '#f0f0e0')),
    );
    const first = kMeans(samples, 3);
    const second = kMeans(samples, 3);
    expect(first).toEqual(second);
    expect(first.counts.sort()).toEqual([100, 100, 100]);
  });

  it('drops clusters a flat image cannot fill', () => {
    const samples = Float32Array.from([...Array(50)].flatMap(() => labOf('#777777')));
    expect(kMeans(samples, 4).counts).toEqual([50]);
  });

  it('maps by tone so that dark stays dark and light stays light', () => {
    const clusters = clustersOf([
      { hex: '#202020', count: 50 },
      { hex: '#808080', count: 50 },
      { hex: '#e0e0e0', count: 50 },
    ]);
    const palette = ['#FFE94D', '#4B1587', '#FF2E88'];
    const assigned = assignPalette(clusters, candidatesOf(palette), 'by-tone', 3);
    expect(assigned).toEqual([1, 2, 0]);
  });

  it('does not paint a grey-blue lake signal red when the palette has a blue', () => {
    const swiss = styleById('swissmidcentury')!;
    const clusters = clustersOf([
      { hex: '#5b86a8', count: 300 }, // lake
      { hex: '#f4f1ea', count: 300 }, // cloud
      { hex: '#2d4a2f', count: 300 }, // forest
      { hex: '#b8332a', count: 8 }, // a roof
    ]);
    const assigned = assignPalette(
      clusters,
      candidatesOf([...swiss.palette]),
      swiss.paletteMapping,
      swiss.iconic.maxHues,
    );
    expect(swiss.palette[assigned[0]!]).not.toBe('#D8322A');
    expect(swiss.palette[assigned[3]!]).toBe('#D8322A');
  });

  it('never uses more inks than maxHues, even with more clusters than that', () => {
    const clusters = clustersOf(
      ['#101010', '#404040', '#707070', '#a0a0a0', '#d0d0d0', '#f0f0f0', '#c03030'].map((hex) => ({ hex, count: 40 })),
    );
    for (const maxHues of [2, 3, 4]) {
      const assigned = assignPalette(
        clusters,
        candidatesOf(['#111111', '#1760B8', '#E4202E', '#FFD400', '#FBF8EF']),
        'by-colour',
        maxHues,
      );
      expect(new Set(assigned).size).toBeLessThanOrEqual(maxHues);
    }
  });

  it('makes at most five planes, counting dot screens of an ink as planes of their own', () => {
    const clusters = clustersOf(
      ['#101010', '#404040', '#707070', '#a0a0a0', '#d0d0d0', '#f0f0f0', '#c03030'].map((hex) => ({ hex, count: 40 })),
    );
    const palette = ['#111111', '#1760B8', '#E4202E', '#FFD400', '#FBF8EF'];
    const candidates = [
      ...candidatesOf(palette),
      ...[1, 2, 3].map((ink) => ({
        lab: labOf(palette[ink]!).map((v, i) => (i === 0 ? v + 20 : v)),
        ink,
        screen: 0.42,
      })),
    ];
    const assigned = assignPalette(clusters, candidates, 'by-tone', 4);
    expect(new Set(assigned).size).toBeLessThanOrEqual(MAX_PLANES);
    expect(new Set(assigned.map((p) => candidates[p]!.ink)).size).toBeLessThanOrEqual(4);
  });

  it.each(STYLES.map((style) => [style.id, style] as const))(
    'plans at most maxHues palette colours for %s',
    async (_, style) => {
      const plan = planColours(await simplifiedScene(), style);
      const palette = paletteOf(style);
      expect(new Set(plan.inks).size).toBeGreaterThanOrEqual(2);
      expect(new Set(plan.inks).size).toBeLessThanOrEqual(style.iconic.maxHues);
      for (const colour of plan.paint.colours) expect(palette.rgb).toContainEqual(colour);
      expect(plan.count).toBeLessThanOrEqual(MAX_PLANES);
      const labels = plan.labels();
      expect(Math.max(...labels)).toBeLessThan(plan.count);
    },
  );
});
