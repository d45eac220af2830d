import { describe, expect, it } from 'vitest';
import { catalogueQuerySchema } from './catalogue.ts';
import { posterStatus, publishRequestSchema, sellSchema } from './sell.ts';

const form = {
  agreedToTerms: true,
  name: 'Harbour at Dusk',
  city: 'Ascona',
  momentLink: '',
  totalSupply: 200,
  pricePerUnit: 30,
};
const firstMessage = (input: unknown) => sellSchema.safeParse(input).error?.issues[0]?.message;

describe('the sell form', () => {
  it('accepts the defaults and trims the name and city', () => {
    expect(
      sellSchema.parse({
        ...form,
        name: '  Harbour  ',
        city: ' Ascona ',
        totalSupply: undefined,
        pricePerUnit: undefined,
      }),
    ).toEqual({
      agreedToTerms: true,
      name: 'Harbour',
      city: 'Ascona',
      momentLink: null,
      totalSupply: 200,
      pricePerUnit: 30,
    });
  });

  it.each([
    ['terms not agreed', { agreedToTerms: false }, 'sell.termsRequired'],
    ['an empty name', { name: '  ' }, 'sell.nameRequired'],
    ['a name of 101 characters', { name: 'n'.repeat(101) }, 'sell.nameTooLong'],
    ['no city', { city: '' }, 'sell.cityRequired'],
    ['a javascript: link', { momentLink: 'javascript:alert(1)' }, 'sell.momentLinkInvalid'],
    ['an ftp: link', { momentLink: 'ftp://example.ch/file' }, 'sell.momentLinkInvalid'],
    ['an edition of 1001', { totalSupply: 1001 }, 'sell.totalSupplyInvalid'],
    ['a price of 500.01', { pricePerUnit: 500.01 }, 'sell.pricePerUnitInvalid'],
    ['a price of 19.999', { pricePerUnit: 19.999 }, 'sell.pricePerUnitInvalid'],
    ['a price of Infinity', { pricePerUnit: Number.POSITIVE_INFINITY }, 'sell.pricePerUnitInvalid'],
    ['an emptied price', { pricePerUnit: '' }, 'sell.pricePerUnitInvalid'],
    ['a price in letters', { pricePerUnit: 'abc' }, 'sell.pricePerUnitInvalid'],
    ['an emptied edition size', { totalSupply: '' }, 'sell.totalSupplyInvalid'],
    ['a price written with a thousands comma', { pricePerUnit: '5,000' }, 'sell.pricePerUnitInvalid'],
    ['an edition written with a thousands comma', { totalSupply: '1,000' }, 'sell.totalSupplyInvalid'],
  ])('refuses %s', (_name, change, message) => {
    expect(firstMessage({ ...form, ...change })).toBe(message);
  });

  it('reads a typed decimal comma as the decimal point, as Swiss, French and Italian keypads type it', () => {
    expect(sellSchema.parse({ ...form, pricePerUnit: '45,50', totalSupply: ' 50 ' })).toMatchObject({
      pricePerUnit: 45.5,
      totalSupply: 50,
    });
    expect(firstMessage({ ...form, pricePerUnit: '4,5,0' })).toBe('sell.pricePerUnitInvalid');
  });

  it('accepts prices with two decimals at the bounds, and a moment link of 500 characters', () => {
    for (const pricePerUnit of [5, 19.99, 0.1 + 29.2, 500])
      expect(sellSchema.safeParse({ ...form, pricePerUnit }).success, String(pricePerUnit)).toBe(true);
    const link = `https://example.ch/${'a'.repeat(500 - 'https://example.ch/'.length)}`;
    expect(sellSchema.parse({ ...form, momentLink: link }).momentLink).toBe(link);
  });
});

describe('the publish call', () => {
  it('publishes without a terms flag, unpublishes with isPublic false alone', () => {
    const { agreedToTerms: _terms, ...withoutTerms } = form;
    expect(publishRequestSchema.parse({ isPublic: true, ...withoutTerms })).toMatchObject({
      isPublic: true,
      name: 'Harbour at Dusk',
    });
    expect(publishRequestSchema.parse({ isPublic: false })).toEqual({ isPublic: false });
    expect(publishRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('sell.missingPosterInformation');
  });

  it('names the status from the two flags', () => {
    expect(posterStatus({ isPublic: true, isApproved: true })).toBe('public');
    expect(posterStatus({ isPublic: true, isApproved: false })).toBe('in_review');
    expect(posterStatus({ isPublic: false, isApproved: true })).toBe('private');
  });
});

describe('catalogue paging', () => {
  it.each([
    [{}, { limit: 12, offset: 0, search: '' }],
    [
      { limit: '100000', offset: '-1' },
      { limit: 48, offset: 0, search: '' },
    ],
    [
      { limit: 'abc', offset: 'NaN' },
      { limit: 12, offset: 0, search: '' },
    ],
    [
      { limit: '0', offset: '24', search: '  lena  ' },
      { limit: 1, offset: 24, search: 'lena' },
    ],
  ])('reads %j as %j', (query, expected) => {
    expect(catalogueQuerySchema.parse(query)).toEqual(expected);
  });
});
