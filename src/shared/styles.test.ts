import { describe, expect, it } from 'vitest';
import {
  FREE_STYLE_IDS,
  isFreeStyle,
  STYLE_IDS,
  STYLE_THUMBNAIL_VERSION,
  STYLES,
  styleById,
  styleThumbnailKey,
} from './styles.ts';

describe('style catalogue', () => {
  it('holds the eight styles, each with every field', () => {
    expect(STYLES.map((style) => style.id).sort()).toEqual([
      'alpinecoastal',
      'impressionist',
      'minimalmodernist',
      'neominimal',
      'popart',
      'psychedelicconcert',
      'seasidesimple',
      'swissmidcentury',
    ]);
    expect([...STYLE_IDS].sort()).toEqual(STYLES.map((style) => style.id).sort());
    for (const style of STYLES) {
      expect(style.name.length).toBeGreaterThan(3);
      const sentences = style.traits.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, style.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, style.id).toBeLessThanOrEqual(4);
      expect(style.printFinish).toBeTruthy();
      expect(style.edgeRule).toBeTruthy();
    }
  });

  it('gives every style a palette of 3 to 5 distinct hex colours and at most that many hues', () => {
    for (const style of STYLES) {
      expect(style.palette.length, style.id).toBeGreaterThanOrEqual(3);
      expect(style.palette.length, style.id).toBeLessThanOrEqual(5);
      for (const colour of style.palette) expect(colour).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(new Set(style.palette.map((colour) => colour.toLowerCase())).size).toBe(style.palette.length);
      expect(style.iconic.maxHues).toBeGreaterThanOrEqual(2);
      expect(style.iconic.maxHues).toBeLessThanOrEqual(style.palette.length);
    }
  });

  it('keeps the iconic rules within sensible bounds', () => {
    for (const { id, iconic } of STYLES) {
      const [min, max] = iconic.heroScaleRange;
      expect(min, id).toBeGreaterThan(0);
      expect(min, id).toBeLessThan(max);
      expect(max, id).toBeLessThanOrEqual(1);
      expect(iconic.minDetailPx, id).toBeGreaterThan(0);
    }
  });

  it('makes every style a different tradition (finish, outlines, palette or composition differ)', () => {
    const signatures = STYLES.map((style) => `${style.printFinish}|${style.edgeRule}|${style.composition}`);
    expect(new Set(signatures).size).toBe(STYLES.length);
    expect(new Set(STYLES.map((style) => style.palette.join())).size).toBe(STYLES.length);
  });

  it('offers alpinecoastal, impressionist and popart as the three free styles', () => {
    expect(FREE_STYLE_IDS).toEqual(['alpinecoastal', 'impressionist', 'popart']);
    expect(isFreeStyle('popart')).toBe(true);
    expect(isFreeStyle('swissmidcentury')).toBe(false);
    expect(isFreeStyle('nonsense')).toBe(false);
  });

  it('finds a style by id and nothing for an unknown id', () => {
    expect(styleById('neominimal')?.name).toBe('Neo Minimal');
    expect(styleById('nope')).toBeUndefined();
    expect(styleById('')).toBeUndefined();
  });

  it('names thumbnails by style with the 2026-11-26 version suffix, and an unknown style gives an empty path', () => {
    expect(STYLE_THUMBNAIL_VERSION).toBe('2026-11-26');
    expect(styleThumbnailKey('popart')).toBe('styles/thumbnails/popart-2026-11-26.webp');
    expect(styleThumbnailKey('swissmidcentury')).toBe('styles/thumbnails/swissmidcentury-2026-11-26.webp');
    expect(styleThumbnailKey('unknown')).toBe('');
    expect(styleThumbnailKey('../popart')).toBe('');
  });
});
