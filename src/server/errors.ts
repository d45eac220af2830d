import type { MessageKey, MessageSelector } from '../shared/i18n/catalogue.ts';
import { formatterFor } from '../shared/i18n/format.ts';
import { textOfKey } from '../shared/i18n/texts.ts';
import { english } from './i18n/messages.ts';

/**
 * What a service says: a message chosen from the catalogues, worded in the request's language when answered.
 * Either a selector (`(m) => m.accounts.invalidEmail`, `(m, format) => m.afterSale.refundTooLarge({ … })`) or the
 * dotted key of a plain message (`'accounts.invalidEmail'`, what the shared validation rules carry). Free text does
 * not compile: every word a user reads is in every language's catalogue.
 */
export type ErrorText = MessageSelector | MessageKey;

/**
 * Domain errors: services throw these with the words the user should read, chosen from the message catalogues
 * (`badRequest((m) => m.accounts.invalidEmail)`), and a stable `code` the browser decides by (`edition_sold_out`);
 * the central error handler (http/error-handler.ts) answers `{ code, message }` with the status, the message in
 * the request's language. `message` here is the English text, for logs.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly headers?: Record<string, string>;
  readonly text: ErrorText;

  constructor(status: number, text: ErrorText, code = 'app_error', headers?: Record<string, string>) {
    super(typeof text === 'string' ? (textOfKey(english, text) ?? text) : text(english, formatterFor('en')));
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.headers = headers;
    this.text = text;
  }
}

export const badRequest = (message: ErrorText, code = 'bad_request') => new AppError(400, message, code);
export const unauthorized = (message: ErrorText = (m) => m.common.signInRequired) =>
  new AppError(401, message, 'unauthorized');
export const forbidden = (message: ErrorText = (m) => m.common.forbidden) => new AppError(403, message, 'forbidden');
export const notFound = (message: ErrorText = (m) => m.common.notFound) => new AppError(404, message, 'not_found');
export const conflict = (message: ErrorText, code = 'conflict') => new AppError(409, message, code);
export const tooManyRequests = (message: ErrorText, retryAfterSeconds: number) =>
  new AppError(429, message, 'rate_limited', { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = (message: ErrorText) => new AppError(503, message, 'unavailable');

/** A stored or received string as a message key: itself when the catalogues have a plain message of that key, else `fallback`. */
export function messageKeyOr(text: string | null | undefined, fallback: MessageKey): MessageKey {
  return text && textOfKey(english, text) !== undefined ? (text as MessageKey) : fallback;
}
