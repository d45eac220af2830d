import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Messages } from '../../shared/i18n/catalogue.ts';
import { formatterFor } from '../../shared/i18n/format.ts';
import {
  defaultLanguage,
  isLanguage,
  languageCookie,
  languageParam,
  negotiateLanguage,
} from '../../shared/i18n/languages.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { textOfKey } from '../../shared/i18n/texts.ts';
import type { ErrorText } from '../errors.ts';
import { messagesFor } from './messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in: `?lang=`, else the visitor's cookie, else Accept-Language. */
    language: Language;
    /** The words of that language. */
    messages: Messages;
  }
}

/**
 * How a request's language is chosen (decision 021). A page or API call names it; else the kept choice; else the
 * browser's.
 */
export function languageOf(request: FastifyRequest): Language {
  const named = (request.query as Record<string, unknown> | undefined)?.[languageParam];
  if (isLanguage(named)) return named;
  const kept = request.cookies?.[languageCookie];
  if (isLanguage(kept)) return kept;
  return negotiateLanguage(request.headers['accept-language']);
}

export function installRequestLanguage(app: FastifyInstance) {
  app.decorateRequest('language', defaultLanguage);
  app.decorateRequest('messages', {
    getter(this: FastifyRequest) {
      return messagesFor(this.language);
    },
  });
  app.addHook('onRequest', async (request) => {
    request.language = languageOf(request);
  });
}

/** Keeps the language a visitor chose or was shown, for a year, so their next requests and API calls speak it. */
export function keepLanguage(reply: FastifyReply, language: Language, secure: boolean) {
  reply.setCookie(languageCookie, language, { sameSite: 'lax', secure, path: '/', maxAge: 365 * 24 * 60 * 60 });
}

/**
 * A service's words in the request's language: a selector gets the request's messages and formatter; a key (a shared
 * rule's message) names a plain message of the catalogues.
 */
export function wordFor(request: FastifyRequest, text: ErrorText): string {
  if (typeof text === 'string') return textOfKey(request.messages, text) ?? text;
  return text(request.messages, formatterFor(request.language));
}
