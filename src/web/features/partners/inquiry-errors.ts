import type { FieldErrors } from 'react-hook-form';
import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import { textOfKey } from '../../../shared/i18n/texts.ts';
import { readApiFailure } from '../../lib/api-request.ts';

type InquiryTexts = AreaTexts<'partners'>['inquiry'];

/**
 * The toast for a form the schema refused: 'Missing information' when a field is empty, else the field's own
 * message (the schema gives catalogue keys: `partners.inquiry.invalidEmail`), in the visitor's language.
 */
export function invalidInquiryToast(m: InquiryTexts, errors: FieldErrors): { title: string; description: string } {
  const messages = Object.values(errors).map((error) => {
    const message = String(error?.message ?? '');
    return textOfKey({ partners: { inquiry: m } }, message) ?? message;
  });
  if (messages.length === 0 || messages.includes(m.missingText)) return { title: m.missingTitle, description: m.missingText };
  return { title: m.failedTitle, description: messages[0]! };
}

/**
 * The toast for a refused submission (docs/product/community.md#partners-and-the-inquiry): the server's word on bad
 * input, otherwise 'Something went wrong…'.
 */
export function failedInquiryToast(m: InquiryTexts, error: unknown): { title: string; description: string } {
  const { status, message } = readApiFailure(error);
  if (status === 400 && message === m.missingText) return { title: m.missingTitle, description: m.missingText };
  if (status !== null && status >= 400 && status < 500 && status !== 429 && message) return { title: m.failedTitle, description: message };
  return { title: m.failedTitle, description: m.failedText };
}
