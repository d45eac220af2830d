import { HOME_COUNTRY, SHIPPING_COUNTRIES } from '../../../shared/countries.ts';

/**
 * The shipping form's countries (docs/product/pay.md#shipping-form): Switzerland first, the shop's home, then the
 * others by their name in the visitor's language, in that language's alphabetical order.
 */
export function shippingCountryOptions(
  nameOf: (code: string) => string,
  locale: string,
): { code: string; name: string }[] {
  const named = SHIPPING_COUNTRIES.map((country) => ({ code: country.code, name: nameOf(country.code) }));
  const home = named.filter((country) => country.code === HOME_COUNTRY);
  const others = named
    .filter((country) => country.code !== HOME_COUNTRY)
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return [...home, ...others];
}
