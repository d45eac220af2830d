import { describe, expect, it } from 'vitest';
import { partnerInquiryMessages as m } from '../../../shared/partners-inquiry.ts';
import { failedInquiryToast, invalidInquiryToast } from './inquiry-errors.ts';

describe('partner inquiry toasts', () => {
  it("says 'Missing information' when any field is empty", () => {
    expect(invalidInquiryToast({ name: { type: 'too_small', message: m.missingText }, email: { type: 'invalid', message: m.invalidEmail } })).toEqual({
      title: m.missingTitle,
      description: m.missingText,
    });
  });

  it('names a bad e-mail on its own', () => {
    expect(invalidInquiryToast({ email: { type: 'invalid', message: m.invalidEmail } }).description).toBe(m.invalidEmail);
  });

  it("falls back to 'Something went wrong' for server and network failures", () => {
    expect(failedInquiryToast(new Error('500: {"message":"boom"}'))).toEqual({ title: m.failedTitle, description: m.failedText });
    expect(failedInquiryToast(new TypeError('Failed to fetch'))).toEqual({ title: m.failedTitle, description: m.failedText });
    expect(failedInquiryToast(new Error('429: {"message":"Too many requests"}')).description).toBe(m.failedText);
    expect(failedInquiryToast(new Error(`400: {"message":"${m.invalidEmail}"}`)).description).toBe(m.invalidEmail);
  });
});
