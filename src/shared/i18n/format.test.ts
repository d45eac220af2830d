import { describe, expect, it } from 'vitest';
import { SHIPPING_COUNTRIES } from '../countries.ts';
import { formatterFor } from './format.ts';
import { languages } from './languages.ts';

describe('formatterFor(language).country', () => {
  it('names a stored country code in the language', () => {
    expect(languages.map((language) => formatterFor(language).country('CH'))).toEqual([
      'Switzerland',
      'Schweiz',
      'Suisse',
      'Svizzera',
    ]);
    expect(languages.map((language) => formatterFor(language).country('DE'))).toEqual([
      'Germany',
      'Deutschland',
      'Allemagne',
      'Germania',
    ]);
  });

  it("reads our 'UK' as the United Kingdom, and keeps the shop's English names", () => {
    expect(languages.map((language) => formatterFor(language).country('UK'))).toEqual([
      'United Kingdom',
      'Vereinigtes Königreich',
      'Royaume-Uni',
      'Regno Unito',
    ]);
    expect(formatterFor('en').country('CZ')).toBe('Czech Republic');
    expect(formatterFor('de').country('CZ')).toBe('Tschechien');
  });

  it('gives every shipping country a name of its own in every language, never the code', () => {
    for (const language of languages) {
      const names = SHIPPING_COUNTRIES.map((country) => formatterFor(language).country(country.code));
      expect(new Set(names).size, language).toBe(SHIPPING_COUNTRIES.length);
      for (const [index, name] of names.entries())
        expect(name, `${language} ${SHIPPING_COUNTRIES[index]!.code}`).not.toBe(SHIPPING_COUNTRIES[index]!.code);
    }
  });

  it('shows a code it cannot name as it is', () => {
    expect(formatterFor('fr').country('not a code')).toBe('not a code');
    expect(formatterFor('de').country('')).toBe('');
  });
});

describe('formatterFor(language).price', () => {
  it('writes an amount as each language does: two decimals, Swiss grouping, CHF after in English and French', () => {
    expect(languages.map((language) => formatterFor(language).price(9.99))).toEqual([
      '9.99 CHF',
      'CHF\u00a09.99',
      '9.99\u00a0CHF',
      'CHF\u00a09.99',
    ]);
    // The grouping sign is Intl's (’ or ', by the ICU at hand).
    expect(formatterFor('en').price(1234.5)).toMatch(/^1[’']234\.50 CHF$/);
    expect(formatterFor('de').price(1234.5)).toMatch(/^CHF\u00a01[’']234\.50$/);
    expect(formatterFor('en').price(0)).toBe('0.00 CHF');
  });
});

describe('formatterFor: one form on the server and in every browser', () => {
  // Node's and Chromium's Intl data differ (French thousands: an apostrophe in one, a narrow space in the other);
  // a page drawn on the server must read the same once the browser takes it over.
  it('writes prices and numbers in the shop form of each language', () => {
    expect(formatterFor('de').price(1234.5)).toBe("CHF\u00a01'234.50");
    expect(formatterFor('fr').price(1234.5)).toBe('1\u202f234.50\u00a0CHF');
    expect(formatterFor('fr').price(1234567)).toBe('1\u202f234\u202f567.00\u00a0CHF');
    expect(formatterFor('fr').number(12345.5)).toBe('12\u202f345,5');
    expect(formatterFor('de').number(12345.5)).toBe("12'345.5");
    expect(formatterFor('it').number(12345.5)).toBe("12'345.5");
    expect(formatterFor('de').price(29.95)).toBe('CHF\u00a029.95');
    expect(formatterFor('fr').price(29.95)).toBe('29.95\u00a0CHF');
  });

  it('names the day as it is in Switzerland', () => {
    // 23:30 UTC on 25 November is already the 26th in Zurich.
    expect(formatterFor('de').date('2026-11-25T23:30:00Z')).toBe('26.11.2026');
  });
});
