import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../errors.ts';
import { wordFor } from '../i18n/request-language.ts';
import type { Messages } from '../../shared/i18n/catalogue.ts';
import { issueText } from './validation.ts';

/** What every API error answers: a stable machine code the browser decides by, and the words in the request's language. */
export type ErrorBody = { code: string; message: string };

/**
 * One place turns every error into `{ code, message }` with the right status, in the request's language. 4xx
 * answers carry the words the user should read; 5xx answers never carry internals, and are always logged.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(
    (error: FastifyError | AppError | ZodError | Error, request: FastifyRequest, reply: FastifyReply) => {
      const m = request.messages;
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        if (error.status >= 500) request.log.warn({ err: error }, 'service answered %d', error.status);
        return reply.status(error.status).send(errorBody(error.code, wordFor(request, error.text)));
      }
      if (error instanceof ZodError) {
        return reply.status(400).send(errorBody('invalid_input', wordFor(request, issueText(error.issues[0]))));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        return reply.status(503).send(errorBody('unavailable', m.common.temporarilyUnavailable));
      }
      const status = (error as FastifyError).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        const { code, message } = clientError(error as FastifyError, m);
        return reply.status(status).send(errorBody(code, message));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody('internal_error', m.common.unexpected));
    },
  );
}

export const errorBody = (code: string, message: string): ErrorBody => ({ code, message });

/** Fastify's and its plugins' own refusals (a body too large, malformed JSON, a rate limit), in our words. */
function clientError(error: FastifyError, m: Messages): ErrorBody {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorBody('body_too_large', m.common.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errorBody('unsupported_media_type', m.common.unsupportedContentType);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errorBody('empty_body', m.common.emptyJsonBody);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errorBody('malformed_json', m.common.malformedJson);
    case 'FST_ERR_VALIDATION':
      return errorBody('invalid_input', m.common.invalidRequest);
  }
  if (error.name === 'SyntaxError') return errorBody('malformed_json', m.common.malformedJson);
  if (error.statusCode === 429) return errorBody('rate_limited', m.common.tooManyRequests);
  if (error.statusCode === 404) return errorBody('not_found', m.common.notFound);
  return errorBody('bad_request', m.common.invalidRequest);
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error as { code?: string; cause?: unknown; message?: string } | undefined, depth = 0;
    current && depth < 4;
    depth++
  ) {
    if (current.code && unavailableCodes.has(current.code)) return true;
    if (
      typeof current.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i.test(current.message)
    )
      return true;
    current = current.cause as typeof current;
  }
  return false;
}
