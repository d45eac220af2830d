import type { FieldErrors } from 'react-hook-form';
import type { ApiErrorCode } from '../../../shared/error-codes.ts';
import type { AreaTexts } from '../../../shared/i18n/catalogue.ts';
import { ApiError } from '../../lib/api-request.ts';

type InquiryTexts = AreaTexts<'partners'>['inquiry'];

/**
 * The schema's checks that mean "this field is empty" (src/shared/partners-inquiry.ts): no value, an empty one
 * (`min(1)`) or one of nothing but control characters (the `refine`). The kind of check decides, never the worded
 * message.
 */
const missingChecks = new Set(['invalid_type', 'too_small', 'custom']);

/**
 * The toast for a form the schema refused: 'Missing information' when a field is empty, else the field's own
 * message, already in the visitor's language (the form's resolver words the schema's keys).
 */
export function invalidInquiryToast(m: InquiryTexts, errors: FieldErrors): { title: string; description: string } {
  const problems = Object.values(errors).filter((error) => error !== undefined);
  if (
    problems.length === 0 ||
    problems.some((error) => typeof error.type === 'string' && missingChecks.has(error.type))
  )
    return { title: m.missingTitle, description: m.missingText };
  const message = problems[0]!.message;
  return { title: m.failedTitle, description: typeof message === 'string' && message ? message : m.failedText };
}

/** Refusals that say "wait", which the inquiry's toast does not repeat. */
const limitCodes = new Set<ApiErrorCode>(['rate_limited']);

/**
 * The toast for a refused submission (docs/product/community.md#partners-and-the-inquiry): the server's word on bad
 * input (any 4xx but a rate limit, decided by its code), otherwise 'Something went wrong…'.
 */
export function failedInquiryToast(m: InquiryTexts, error: unknown): { title: string; description: string } {
  const { status, code, serverMessage } = ApiError.of(error);
  if (status !== null && status >= 400 && status < 500 && !limitCodes.has(code) && serverMessage)
    return { title: m.failedTitle, description: serverMessage };
  return { title: m.failedTitle, description: m.failedText };
}
