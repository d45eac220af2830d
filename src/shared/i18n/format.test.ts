import { describe, expect, it, vi } from 'vitest';
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

describe('formatterFor: cheap to ask for while a page loads (decision 026)', () => {
  it('is one formatter per language, shared by everyone who asks', () => {
    expect(formatterFor('it')).toBe(formatterFor('it'));
    expect(formatterFor('it')).not.toBe(formatterFor('fr'));
  });

  it("makes each of Intl's formatters when first used, a date's only for a date", async () => {
    const made = countIntl();
    try {
      vi.resetModules();
      const fresh = (await import('./format.ts')).formatterFor('de');
      expect(made).toEqual({ dates: 0, numbers: 0 });
      expect(fresh.price(29.95)).toBe('CHF\u00a029.95');
      expect(fresh.price(12)).toBe('CHF\u00a012.00');
      expect(made).toEqual({ dates: 0, numbers: 1 });
      expect(fresh.deliveryDay('2026-12-01')).toBe('Di. 1. Dez.');
      expect(made).toEqual({ dates: 1, numbers: 1 });
    } finally {
      made.restore();
    }
  });
});

/** Counts the `Intl` date and number formatters made until `restore()`. */
function countIntl() {
  const { DateTimeFormat, NumberFormat } = Intl;
  const made = { dates: 0, numbers: 0 };
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      made.dates += 1;
    }
  } as typeof DateTimeFormat;
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      made.numbers += 1;
    }
  } as typeof NumberFormat;
  Object.defineProperty(made, 'restore', {
    value: () => Object.assign(Intl, { DateTimeFormat, NumberFormat }),
    enumerable: false,
  });
  return made as typeof made & { restore(): void };
}
