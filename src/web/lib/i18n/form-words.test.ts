import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { orderLinksRequestSchema } from '../../../shared/orders.ts';
import { partnerInquirySchema } from '../../../shared/partners-inquiry.ts';
import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import { compileCatalogue } from '../../../shared/i18n/compile.ts';
import { createI18n, textsOf } from '../../../shared/i18n/texts.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import dePartners from '../../../shared/messages/de/partners.ts';
import enPartners from '../../../shared/messages/en/partners.ts';
import frOrders from '../../../shared/messages/fr/orders.ts';
import { firstIssueText, wordedResolver } from './form-words.ts';
import { wordFrom } from './words.ts';

const partners = (language: Language, source: unknown) =>
  textsOf(createI18n(language), 'partners', compileCatalogue(source)) as AreaTexts<'partners'>;

describe('wordFrom', () => {
  const word = wordFrom({ partners: partners('de', dePartners) });

  it('turns a rule’s key into its text in the language at hand', () => {
    expect(word('partners.inquiry.invalidEmail')).toBe(dePartners.inquiry.invalidEmail);
  });

  it('leaves text that is no key of the areas at hand as it is', () => {
    expect(word('Bitte prüfe die Angaben.')).toBe('Bitte prüfe die Angaben.');
    expect(word('checkout.cardDeclined')).toBe('checkout.cardDeclined');
    expect(word('partners.inquiry.nothing')).toBe('partners.inquiry.nothing');
    expect(word('partners.inquiry')).toBe('partners.inquiry');
  });
});

describe('wordedResolver', () => {
  const values = { name: 'Ada', cafeName: 'Café', email: 'not-mail', location: 'Zürich', address: '' };
  const run = (language: Language, source: unknown) =>
    wordedResolver(zodResolver(partnerInquirySchema), wordFrom({ partners: partners(language, source) }))(
      values,
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );

  it('gives the form its errors in the visitor’s words, not the schema’s keys', async () => {
    const german = await run('de', dePartners);
    expect(german.errors.email?.message).toBe(dePartners.inquiry.invalidEmail);
    expect(german.errors.address?.message).toBe(dePartners.inquiry.missingText);
    const english = await run('en', enPartners);
    expect(english.errors.email?.message).toBe(enPartners.inquiry.invalidEmail);
  });

  it('passes valid values through', async () => {
    const resolve = wordedResolver(zodResolver(partnerInquirySchema), (text: string) => text);
    const valid = await resolve({ ...values, email: 'ada@example.ch', address: 'Bahnhofstrasse 1' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(valid.errors).toEqual({});
    expect(valid.values).toMatchObject({ email: 'ada@example.ch' });
  });
});

describe('firstIssueText', () => {
  it('words the first problem of a refused parse', () => {
    const orders = textsOf(createI18n('fr'), 'orders', compileCatalogue(frOrders)) as AreaTexts<'orders'>;
    const parsed = orderLinksRequestSchema.safeParse({ email: 'nope' });
    expect(parsed.success).toBe(false);
    expect(firstIssueText(parsed.error!, wordFrom({ orders }))).toBe(orders.invalidEmail);
  });

  it('is undefined without a problem', () => {
    expect(firstIssueText({ issues: [] }, (text) => text)).toBeUndefined();
  });
});
