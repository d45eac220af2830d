import { zodResolver } from '@hookform/resolvers/zod';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSTCODE_RULES, prepareCheckoutSchema, shippingSchema } from './checkout.ts';
import type { ShippingInput } from './checkout.ts';
import { SHIPPING_COUNTRIES } from './countries.ts';
import { key } from './i18n/catalogue.ts';

/**
 * The address rules (docs/product/pay.md#shipping-form) as properties. The same schema answers the server
 * (`prepareCheckoutSchema`, the body of POST /api/prepare-checkout) and the browser (`shippingSchema` through
 * react-hook-form's zod resolver, as shipping-form.tsx uses it): each property is checked on all three.
 */
const base: ShippingInput = {
  firstName: 'Anna',
  lastName: 'Meier',
  email: 'anna@example.ch',
  address: 'Dorf 1',
  city: 'Interlaken',
  state: '',
  zipCode: '3800',
  country: 'CH',
};

const resolver = zodResolver(shippingSchema);

/** The first message per field from each side; they must agree. */
async function verdict(values: ShippingInput): Promise<Record<string, string>> {
  const browser = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const browserErrors = Object.fromEntries(
    Object.entries(browser.errors).map(([field, error]) => [field, (error as { message: string }).message]),
  );
  const server = prepareCheckoutSchema.safeParse({ ...values, imageId: 1, quantity: 1 });
  const serverErrors: Record<string, string> = {};
  for (const issue of server.success ? [] : server.error.issues) {
    const field = String(issue.path[0]);
    serverErrors[field] ??= issue.message;
  }
  expect(serverErrors).toEqual(browserErrors);
  return browserErrors;
}

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length });
const digitString = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((list) => list.join(''));
const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPRSTUWYZ');
const inwardLetter = fc.constantFrom(...'ABDEFGHJLNPQRSTUWXYZ');
const digit = fc.integer({ min: 0, max: 9 }).map(String);

/** UK postcodes of every shape: A9 9AA, A99 9AA, AA9 9AA, AA99 9AA, A9A 9AA, AA9A 9AA. */
const ukPostcode = fc
  .tuple(
    fc.oneof(
      fc.tuple(letter, digit).map((parts) => parts.join('')),
      fc.tuple(letter, digit, digit).map((parts) => parts.join('')),
      fc.tuple(letter, letter, digit).map((parts) => parts.join('')),
      fc.tuple(letter, letter, digit, digit).map((parts) => parts.join('')),
      fc.tuple(letter, digit, letter).map((parts) => parts.join('')),
      fc.tuple(letter, letter, digit, letter).map((parts) => parts.join('')),
    ),
    fc.constantFrom(' ', ''),
    digit,
    inwardLetter,
    inwardLetter,
    fc.boolean(),
  )
  .map(([outward, space, sector, a, b, lower]) => {
    const code = `${outward}${space}${sector}${a}${b}`;
    return lower ? code.toLowerCase() : code;
  });

describe('postcodes per country, the same in the browser and on the server', () => {
  it('Switzerland, Liechtenstein and Austria take exactly four digits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('CH', 'LI', 'AT'), digits(4), async (country, list) => {
        expect(await verdict({ ...base, country, zipCode: list.join('') })).toEqual({});
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('CH', 'LI', 'AT'),
        digitString(3, 12).filter((code) => code.length !== 4),
        async (country, zipCode) => {
          expect((await verdict({ ...base, country, zipCode })).zipCode).toBe(key('checkout.zipFourDigits'));
        },
      ),
    );
  });

  it('Germany, France and Italy take exactly five digits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('DE', 'FR', 'IT'), digits(5), async (country, list) => {
        expect(await verdict({ ...base, country, zipCode: list.join('') })).toEqual({});
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('DE', 'FR', 'IT'),
        digitString(3, 12).filter((code) => code.length !== 5),
        async (country, zipCode) => {
          expect((await verdict({ ...base, country, zipCode })).zipCode).toBe(key('checkout.zipFiveDigits'));
        },
      ),
    );
  });

  it('the United Kingdom (UK) takes its postcodes in any case, stored in capitals, and refuses digits alone', async () => {
    await fc.assert(
      fc.asyncProperty(ukPostcode, async (zipCode) => {
        expect(await verdict({ ...base, country: 'UK', zipCode })).toEqual({});
        const parsed = shippingSchema.parse({ ...base, country: 'UK', zipCode });
        expect(parsed.zipCode).toBe(zipCode.toUpperCase());
      }),
    );
    await fc.assert(
      fc.asyncProperty(digitString(3, 12), async (zipCode) => {
        expect((await verdict({ ...base, country: 'UK', zipCode })).zipCode).toBe(key('checkout.zipUk'));
      }),
    );
  });

  it('a country that is none of the 32, even one of Object’s own names, is refused as such, not thrown on', async () => {
    for (const country of ['valueOf', 'constructor', '__proto__', 'toString', 'US', 'GB'])
      expect((await verdict({ ...base, country })).country, country).toBe(key('checkout.countryRequired'));
  });

  it('every other country takes at least what the general rule took before', async () => {
    const others = SHIPPING_COUNTRIES.map((country) => country.code).filter((code) => !(code in POSTCODE_RULES));
    expect(others).toHaveLength(32 - 7);
    const loose = fc
      .stringMatching(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$/)
      .filter((code) => code.trim().length >= 3);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...others), loose, async (country, zipCode) => {
        expect(await verdict({ ...base, country, zipCode })).toEqual({});
      }),
    );
  });
});

describe('street, number and canton', () => {
  it('takes any street and number of 3 to 200 allowed characters', async () => {
    const street = fc
      .stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ0-9][A-Za-zÀ-ÖØ-öø-ÿ0-9 ,.'#-]{1,198}[A-Za-zÀ-ÖØ-öø-ÿ0-9.]$/)
      .filter((text) => text.trim().length >= 3);
    await fc.assert(
      fc.asyncProperty(street, async (address) => {
        expect(await verdict({ ...base, address })).toEqual({});
      }),
    );
  });

  it('refuses fewer than 3 characters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9]{0,2}$/), async (address) => {
        expect((await verdict({ ...base, address })).address).toBe(key('checkout.addressTooShort'));
      }),
    );
  });

  it('a canton is optional: absent, null, empty or blank is stored as null, a given one as written', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(undefined, null, '', ' ', '   '),
        fc.constantFrom('CH', 'DE', 'UK', 'NO'),
        async (state, country) => {
          const zipCode = { CH: '3800', DE: '10115', UK: 'SW1A 1AA', NO: '0150' }[country]!;
          const values = { ...base, country, zipCode, state } as ShippingInput;
          expect(await verdict(values)).toEqual({});
          expect(shippingSchema.parse(values).state).toBeNull();
          const server = prepareCheckoutSchema.parse({ ...values, imageId: 1 });
          expect(server.state).toBeNull();
          expect(Object.hasOwn(server, 'state')).toBe(true);
        },
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ' -]{0,40}[A-Za-zÀ-ÖØ-öø-ÿ]$/),
        async (state) => {
          expect(await verdict({ ...base, state })).toEqual({});
          expect(shippingSchema.parse({ ...base, state }).state).toBe(state.trim());
        },
      ),
    );
    expect((await verdict({ ...base, state: 'B' })).state).toBe(key('checkout.stateTooShort'));
    expect((await verdict({ ...base, state: 'Bern 3' })).state).toBe(key('checkout.stateCharacters'));
  });

  it('checks "Dorf 1, 3800 Interlaken" out and refuses a Swiss "123"', async () => {
    expect(await verdict(base)).toEqual({});
    expect(await verdict({ ...base, zipCode: '123' })).toEqual({ zipCode: key('checkout.zipFourDigits') });
  });
});
