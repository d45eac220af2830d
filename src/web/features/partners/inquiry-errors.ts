import type { FieldErrors } from 'react-hook-form';
import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import { ApiError } from '../../lib/api-request.ts';

type InquiryTexts = AreaTexts<'partners'>['inquiry'];

/**
 * The toast for a form the schema refused: 'Missing information' when a field is empty, else the field's own
 * message, already in the visitor's language (the form's resolver words the schema's keys).
 */
export function invalidInquiryToast(m: InquiryTexts, errors: FieldErrors): { title: string; description: string } {
  const messages = Object.values(errors).map((error) => (typeof error?.message === 'string' ? error.message : ''));
  if (messages.length === 0 || messages.includes(m.missingText))
    return { title: m.missingTitle, description: m.missingText };
  return { title: m.failedTitle, description: messages[0]! };
}

/**
 * The toast for a refused submission (docs/product/community.md#partners-and-the-inquiry): the server's word on bad
 * input, otherwise 'Something went wrong…'.
 */
export function failedInquiryToast(m: InquiryTexts, error: unknown): { title: string; description: string } {
  const failure = ApiError.of(error);
  const message = failure.serverMessage;
  if (failure.status === 400 && message === m.missingText) return { title: m.missingTitle, description: m.missingText };
  if (Math.floor((failure.status ?? 0) / 100) === 4 && failure.code !== 'rate_limited' && message)
    return { title: m.failedTitle, description: message };
  return { title: m.failedTitle, description: m.failedText };
}
