import { describe, expect, it } from 'vitest';
import { formatterFor } from '../../../shared/i18n/format.ts';
import { languages } from '../../../shared/i18n/languages.ts';
import { SHIPPING_COUNTRIES } from '../../../shared/countries.ts';
import { shippingCountryOptions } from './shipping-countries.ts';

describe('the shipping form’s countries', () => {
  it.each(languages)('in %s: Switzerland first, then the other 31 in the language’s alphabetical order', (language) => {
    const format = formatterFor(language);
    const options = shippingCountryOptions(format.country, format.locale);
    expect(options).toHaveLength(SHIPPING_COUNTRIES.length);
    expect(options[0]).toEqual({ code: 'CH', name: format.country('CH') });
    const rest = options.slice(1).map((option) => option.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, format.locale)));
    expect(rest).not.toContain(format.country('CH'));
  });

  it('names them in the language: Austria is "Österreich" in German, sorted with the O', () => {
    const format = formatterFor('de');
    const names = shippingCountryOptions(format.country, format.locale).map((option) => option.name);
    expect(names[0]).toBe('Schweiz');
    expect(names.indexOf('Österreich')).toBe(names.indexOf('Norwegen') + 1);
  });
});
