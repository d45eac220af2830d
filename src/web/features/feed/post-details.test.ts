import { describe, expect, it } from 'vitest';
import { styleName } from '../../../shared/style-names.ts';
import { catalogueLink, editionLabel } from './post-details.ts';

describe('the edition label', () => {
  it('shows the next print: soldCount + 1 of totalSupply', () => {
    expect(editionLabel(0, 200)).toBe('#1/200');
    expect(editionLabel(17, 50)).toBe('#18/50');
  });

  it('stays within 1 and the supply', () => {
    expect(editionLabel(10, 10)).toBe('#10/10');
    expect(editionLabel(99, 10)).toBe('#10/10');
    expect(editionLabel(-3, 10)).toBe('#1/10');
  });

  it('is empty without a supply', () => {
    expect(editionLabel(0, 0)).toBe('');
  });
});

describe('post details', () => {
  it('names the style from the style catalogue', () => {
    expect(styleName('popart')).toBe('Pop Art');
    expect(styleName('swissmidcentury')).toMatch(/Swiss/);
    expect(styleName('unknown-style')).toBe('unknown-style');
  });

  it('links to the poster in the catalogue', () => {
    expect(catalogueLink(42)).toBe('/catalogue?showPoster=42');
  });
});
