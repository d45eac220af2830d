import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { shopAddressIn, shopIdentityOf } from './receipt.ts';

/** The shop's address on receipts (docs/product/after-the-sale.md#receipts): its country in the receipt's language. */
describe('the shop’s address on a receipt', () => {
  const shop = (address: string, country?: string) =>
    shopIdentityOf({ BRAND_NAME: 'Affiche', SHOP_ADDRESS: address, SHOP_COUNTRY: country, VAT_RATE: 8.1 });

  it('names the shop’s country in the receipt’s language', () => {
    const identity = shop('Affiche Print AG, Seestrasse 5, 8002 Zürich', 'CH');
    expect(shopAddressIn(identity, 'en')).toEqual(['Affiche Print AG', 'Seestrasse 5', '8002 Zürich', 'Switzerland']);
    expect(shopAddressIn(identity, 'de').at(-1)).toBe('Schweiz');
    expect(shopAddressIn(identity, 'fr').at(-1)).toBe('Suisse');
    expect(shopAddressIn(identity, 'it').at(-1)).toBe('Svizzera');
  });

  it('names another country as configured', () => {
    const identity = shop('Affiche, Städtle 1, 9490 Vaduz', 'LI');
    expect(shopAddressIn(identity, 'de').at(-1)).toBe('Liechtenstein');
    expect(shopAddressIn(identity, 'fr')).toEqual(['Affiche', 'Städtle 1', '9490 Vaduz', 'Liechtenstein']);
  });

  it('leaves out a last address line that names the country, as addresses were written before SHOP_COUNTRY', () => {
    for (const written of ['Switzerland', 'Schweiz', 'suisse', 'Svizzera']) {
      const identity = shop(`Affiche, Limmatquai 1, 8001 Zürich, ${written}`, 'CH');
      expect(identity.address, written).toEqual(['Affiche', 'Limmatquai 1', '8001 Zürich']);
      expect(shopAddressIn(identity, 'it'), written).toEqual(['Affiche', 'Limmatquai 1', '8001 Zürich', 'Svizzera']);
    }
    // A last line that is not the country stays.
    expect(shop('Affiche, Limmatquai 1, 8001 Zürich', 'CH').address).toEqual([
      'Affiche',
      'Limmatquai 1',
      '8001 Zürich',
    ]);
  });

  it('is Switzerland unless configured, and refuses what is no country code', () => {
    const config = loadConfig({});
    expect(config.SHOP_COUNTRY).toBe('CH');
    expect(shopAddressIn(shopIdentityOf(config), 'de')).toEqual(['Affiche', 'Limmatquai 1', '8001 Zürich', 'Schweiz']);
    expect(loadConfig({ SHOP_COUNTRY: 'li' }).SHOP_COUNTRY).toBe('LI');
    for (const bad of ['Switzerland', 'C', 'C1'])
      expect(() => loadConfig({ SHOP_COUNTRY: bad }), bad).toThrow(/SHOP_COUNTRY/);
  });
});
