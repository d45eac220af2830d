import type { MessageKey, MessageSelector } from '../shared/i18n/catalogue.ts';
import { errorCodes, wordError } from '../shared/error-codes.ts';
import type { ErrorArgs, ErrorCode, ErrorCodeOf, ErrorParams, ErrorStatus } from '../shared/error-codes.ts';
import type { Messages } from '../shared/i18n/catalogue.ts';
import type { Formatter } from '../shared/i18n/format.ts';
import { formatterFor } from '../shared/i18n/format.ts';
import { textOfKey } from '../shared/i18n/texts.ts';
import { english } from './i18n/messages.ts';

/**
 * Words chosen from the catalogues: a selector (`(m) => m.accounts.invalidEmail`, `(m, format) => …`) or the dotted
 * key of a plain message (`'accounts.invalidEmail'`, what the shared validation rules carry). Free text does not
 * compile: every word a user reads is in every language's catalogue.
 */
export type ErrorText = MessageSelector | MessageKey;

/**
 * Domain errors: a service throws one with a code of the error contract (src/shared/error-codes.ts) and the values
 * its message needs: `new AppError('sold_out', { name })`, `conflict('already_member')`. The code alone gives the
 * status and the message; the central error handler (http/error-handler.ts) answers `{ code, message }` with that
 * status, the message in the request's language. `message` here is the English text, for logs.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly status: ErrorStatus;
  readonly params: ErrorParams<C>;
  headers?: Record<string, string>;

  constructor(code: C, ...args: ErrorArgs<C>) {
    super(wordError(english, formatterFor('en'), code, ...args));
    this.name = 'AppError';
    this.code = code;
    this.status = errorCodes[code].status;
    this.params = args[0] as ErrorParams<C>;
  }

  /** The message in a reader's words. */
  wording(messages: Messages, format: Formatter): string {
    return wordError(messages, format, this.code, ...([this.params] as ErrorArgs<C>));
  }
}

/** An AppError of `code`; the helpers below only accept codes of their status, so the name at the throw stays true. */
const make = <C extends ErrorCode>(code: C, args: ErrorArgs<C>) => new AppError(code, ...args);

export const badRequest = <C extends ErrorCodeOf<400>>(code: C, ...args: ErrorArgs<C>) => make(code, args);
export const unauthorized = <C extends ErrorCodeOf<401> = 'unauthorized'>(code?: C, ...args: ErrorArgs<C>) =>
  make(code ?? ('unauthorized' as C), args);
export const forbidden = <C extends ErrorCodeOf<403> = 'forbidden'>(code?: C, ...args: ErrorArgs<C>) =>
  make(code ?? ('forbidden' as C), args);
export const notFound = <C extends ErrorCodeOf<404> = 'not_found'>(code?: C, ...args: ErrorArgs<C>) =>
  make(code ?? ('not_found' as C), args);
export const conflict = <C extends ErrorCodeOf<409>>(code: C, ...args: ErrorArgs<C>) => make(code, args);
export const serviceUnavailable = <C extends ErrorCodeOf<503>>(code: C, ...args: ErrorArgs<C>) => make(code, args);
/** A 429 with `retry-after`. */
export function tooManyRequests<C extends ErrorCodeOf<429>>(code: C, retryAfterSeconds: number, ...args: ErrorArgs<C>) {
  const error = make(code, args);
  error.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  return error;
}

/** Whether a rule's message is the dotted key of a plain message of the catalogues (what shared schemas carry). */
export function isMessageKey(text: string): text is MessageKey {
  return textOfKey(english, text) !== undefined;
}
