import type { FieldErrors } from 'react-hook-form';
import { partnerInquiryMessages as m } from '../../../shared/partners-inquiry.ts';
import { readApiFailure } from '../../lib/api-request.ts';

/** The toast for a form the schema refused: 'Missing information' when a field is empty, else the field's own message. */
export function invalidInquiryToast(errors: FieldErrors): { title: string; description: string } {
  const messages = Object.values(errors).map((error) => String(error?.message ?? ''));
  if (messages.length === 0 || messages.includes(m.missingText)) return { title: m.missingTitle, description: m.missingText };
  return { title: m.failedTitle, description: messages[0]! };
}

/** The toast for a refused submission (spec 002 §8): the server's word on bad input, otherwise 'Something went wrong…'. */
export function failedInquiryToast(error: unknown): { title: string; description: string } {
  const { status, message } = readApiFailure(error);
  if (status === 400 && message === m.missingText) return { title: m.missingTitle, description: m.missingText };
  if (status !== null && status >= 400 && status < 500 && status !== 429 && message) return { title: m.failedTitle, description: message };
  return { title: m.failedTitle, description: m.failedText };
}
