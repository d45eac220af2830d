import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { emptyShipping, shippingSchema } from '../../../shared/checkout.ts';
import type { ShippingInput } from '../../../shared/checkout.ts';
import { textOfKey } from '../../../shared/i18n/texts.ts';
import m from '../../../shared/messages/en/checkout.ts';

/** The shipping form checks its fields through this resolver (components/shipping-form.tsx). */
const resolver = zodResolver(shippingSchema);
const check = async (values: Partial<ShippingInput>) => {
  const result = await resolver({ ...emptyShipping, ...values } as ShippingInput, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  // The rules carry catalogue keys ('checkout.firstNameTooShort'); the form shows them in the visitor's words.
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => {
      const message = (error as { message?: string }).message ?? '';
      return [field, textOfKey({ checkout: m }, message) ?? `not a key: ${message}`];
    }),
  );
  return { values: result.values, errors };
};

const valid: ShippingInput = {
  firstName: 'Zoë',
  lastName: "O'Neil-Brandt",
  email: ' Ada@Example.CH ',
  address: 'Rue du Lac 12, apt. #3',
  city: 'Lausanne',
  state: 'Vaud',
  zipCode: '1003',
  country: 'CH',
};

describe('the shipping form as the browser checks it', () => {
  it('shows one message per empty field', async () => {
    const { errors } = await check({ country: '' });
    expect(errors).toEqual({
      firstName: m.firstNameTooShort,
      lastName: m.lastNameTooShort,
      email: m.invalidEmail,
      address: m.addressTooShort,
      city: m.cityTooShort,
      zipCode: m.zipTooShort,
      country: m.countryRequired,
    });
  });

  it('accepts accented names, hyphens and apostrophes, and hands on trimmed data', async () => {
    const { errors, values } = await check(valid);
    expect(errors).toEqual({});
    expect(values).toMatchObject({ email: 'ada@example.ch', firstName: 'Zoë' });
  });

  it('refuses digits in names, odd characters in the address and a malformed postal code', async () => {
    const { errors } = await check({
      ...valid,
      firstName: 'Ada1',
      city: 'Lausanne 1',
      address: 'Rue du Lac 12 <b>',
      zipCode: '10_03',
    });
    expect(errors).toEqual({
      firstName: m.firstNameCharacters,
      city: m.cityCharacters,
      address: m.addressCharacters,
      zipCode: m.zipFormat,
    });
  });

  it('applies the length limits', async () => {
    const { errors } = await check({
      ...valid,
      lastName: 'x'.repeat(51),
      address: 'a'.repeat(201),
      zipCode: '1234567890123',
      state: 'V',
    });
    expect(errors).toEqual({
      lastName: m.lastNameTooLong,
      address: m.addressTooLong,
      zipCode: m.zipTooLong,
      state: m.stateTooShort,
    });
  });

  it('takes "Dorf 1, 3800 Interlaken" without a canton, and refuses a Swiss "123"', async () => {
    const { errors, values } = await check({
      ...valid,
      address: 'Dorf 1',
      zipCode: '3800',
      city: 'Interlaken',
      state: '',
    });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ address: 'Dorf 1', state: null });
    expect((await check({ ...valid, zipCode: '123' })).errors).toEqual({ zipCode: m.zipFourDigits });
  });

  it('offers only the 32 countries, United Kingdom as UK', async () => {
    expect((await check({ ...valid, country: 'UK', zipCode: 'sw1a 1aa' })).errors).toEqual({});
    expect((await check({ ...valid, country: 'UK' })).errors).toEqual({ zipCode: m.zipUk });
    expect((await check({ ...valid, country: 'US' })).errors).toEqual({ country: m.countryRequired });
  });
});
