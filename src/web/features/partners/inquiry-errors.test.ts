import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../lib/api-request.ts';
import { createI18n, textsOf } from '../../../shared/i18n/texts.ts';
import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import { compileCatalogue } from '../../../shared/i18n/compile.ts';
import en from '../../../shared/messages/en/partners.ts';
import de from '../../../shared/messages/de/partners.ts';
import { failedInquiryToast, invalidInquiryToast } from './inquiry-errors.ts';

const m = en.inquiry;
const inquiryTexts = (language: 'en' | 'de', source: unknown) =>
  (textsOf(createI18n(language), 'partners', compileCatalogue(source)) as AreaTexts<'partners'>).inquiry;
const texts = inquiryTexts('en', en);

describe('partner inquiry toasts', () => {
  it("says 'Missing information' when any field is empty", () => {
    expect(
      invalidInquiryToast(texts, {
        name: { type: 'too_small', message: texts.missingText },
        email: { type: 'invalid', message: texts.invalidEmail },
      }),
    ).toEqual({ title: m.missingTitle, description: m.missingText });
  });

  it('names a bad e-mail on its own, in the words the form’s resolver gave it', () => {
    expect(invalidInquiryToast(texts, { email: { type: 'invalid', message: texts.invalidEmail } }).description).toBe(
      m.invalidEmail,
    );
    const german = inquiryTexts('de', de);
    expect(invalidInquiryToast(german, { email: { type: 'invalid', message: german.invalidEmail } }).description).toBe(
      de.inquiry.invalidEmail,
    );
  });

  it("falls back to 'Something went wrong' for server and network failures", () => {
    expect(failedInquiryToast(texts, apiErrorOf(500, '{"message":"boom"}'))).toEqual({
      title: m.failedTitle,
      description: m.failedText,
    });
    expect(failedInquiryToast(texts, new TypeError('Failed to fetch'))).toEqual({
      title: m.failedTitle,
      description: m.failedText,
    });
    expect(
      failedInquiryToast(texts, apiErrorOf(429, '{"code":"rate_limited","message":"Too many requests"}')).description,
    ).toBe(m.failedText);
    expect(failedInquiryToast(texts, apiErrorOf(400, `{"message":"${m.invalidEmail}"}`)).description).toBe(
      m.invalidEmail,
    );
  });
});
