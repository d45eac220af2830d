import { describe, expect, it } from 'vitest';
import { soundOf } from '../../../shared/i18n/grammar.ts';
import { languages } from '../../../shared/i18n/languages.ts';
import { STYLES } from '../../../shared/styles.ts';
import { posterDescription } from './poster-description.ts';

/** The descriptions of catalogue posters (docs/product/catalogue.md#sharing): their articles and prepositions. */
describe('a poster’s description', () => {
  const poster = (style: string, city: string | null) => ({ style, city, totalSupply: 200, pricePerUnit: 42 });

  it('says "An" before a style that begins with a vowel sound in English, "A" before the others', () => {
    expect(posterDescription('en', poster('alpinecoastal', 'Interlaken'))).toBe(
      'An Alpine Coastal poster from Interlaken · 200 prints at 42.00 CHF',
    );
    expect(posterDescription('en', poster('impressionist', null))).toBe(
      'An Impressionist poster · 200 prints at 42.00 CHF',
    );
    expect(posterDescription('en', poster('popart', 'Zürich'))).toBe(
      'A Pop Art poster from Zürich · 200 prints at 42.00 CHF',
    );
    expect(posterDescription('en', poster('swissmidcentury', null))).toMatch(/^A Swiss Mid-Century poster · /);
  });

  it('elides the French "de" before a city that begins with a vowel, y or h', () => {
    expect(posterDescription('fr', poster('popart', 'Interlaken'))).toMatch(
      /^Une affiche de style Pop Art d’Interlaken · 200 tirages à /,
    );
    expect(posterDescription('fr', poster('popart', 'Yverdon-les-Bains'))).toContain('d’Yverdon-les-Bains');
    expect(posterDescription('fr', poster('popart', 'Écublens'))).toContain('d’Écublens');
    expect(posterDescription('fr', poster('alpinecoastal', 'Zürich'))).toMatch(
      /^Une affiche de style Alpine Coastal de Zürich · /,
    );
    expect(posterDescription('fr', poster('alpinecoastal', null))).toMatch(/^Une affiche de style Alpine Coastal · /);
  });

  it('reads the same way in German and Italian whatever the style or city', () => {
    expect(posterDescription('de', poster('alpinecoastal', 'Interlaken'))).toMatch(
      /^Ein Poster im Stil Alpine Coastal aus Interlaken · 200 Drucke zu /,
    );
    expect(posterDescription('it', poster('impressionist', 'Ascona'))).toMatch(
      /^Un poster in stile Impressionist da Ascona · 200 stampe a /,
    );
  });

  it('never writes "A" before a vowel nor "de" before one, for every style and language', () => {
    for (const language of languages)
      for (const style of STYLES)
        for (const city of [null, 'Interlaken', 'Aarau', 'Bern', 'Lugano', 'Olten', 'Uster']) {
          const text = posterDescription(language, poster(style.id, city));
          expect(text, `${language} ${style.id} ${city}`).not.toMatch(/\b(?:A|a) [AEIOaeio]/);
          expect(text, `${language} ${style.id} ${city}`).not.toMatch(/\bAn [^AEIOUaeiou]/);
          expect(text, `${language} ${style.id} ${city}`).not.toMatch(/\bde [AEIOUYÉaeiouyé]/);
          expect(text, `${language} ${style.id} ${city}`).not.toMatch(/[{}]/);
        }
  });
});

describe('soundOf', () => {
  it('hears English words by their sound, not their first letter', () => {
    for (const word of ['Alpine', 'Impressionist', 'Oil', 'Ukiyo-e', 'Urban', 'hour', 'Honest', '8-bit', '80s', '11'])
      expect(soundOf('en', word), word).toBe('vowel');
    for (const word of ['Pop Art', 'Unique', 'European', 'One-off', 'Utopia', 'Hot', '1920s', '110', 'Yellow'])
      expect(soundOf('en', word), word).toBe('consonant');
  });

  it('elides French before vowels, accented ones, y and h', () => {
    for (const word of ['Interlaken', 'Écublens', 'Yverdon', 'Hérens', ' Aarau', 'Île'])
      expect(soundOf('fr', word), word).toBe('vowel');
    for (const word of ['Zürich', 'Genève', 'Lausanne', 'Bern']) expect(soundOf('fr', word), word).toBe('consonant');
  });

  it('has nothing to choose in German and Italian', () => {
    expect(soundOf('de', 'Interlaken')).toBe('consonant');
    expect(soundOf('it', 'Ascona')).toBe('consonant');
  });
});
