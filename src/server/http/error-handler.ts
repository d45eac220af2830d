import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../errors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { statusOf, wordError } from '../../shared/error-codes.ts';
import type { ErrorArgs, ErrorCode } from '../../shared/error-codes.ts';
import { formatterFor } from '../../shared/i18n/format.ts';
import { issueText } from './validation.ts';

/**
 * What every API error answers: a code of the contract the browser decides by, and the words in the request's language.
 */
export type ErrorBody = { code: ErrorCode; message: string };

/**
 * One place turns every error into `{ code, message }` with the right status, in the request's language. 4xx
 * answers carry the words the user should read; 5xx answers never carry internals, and are always logged.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(
    (error: FastifyError | AppError | ZodError | Error, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        const refusal: AppError = error;
        if (refusal.headers) reply.headers(refusal.headers);
        if (refusal.status >= 500) request.log.warn({ err: refusal }, 'service answered %d', refusal.status);
        const message = refusal.wording(request.messages, formatterFor(request.language));
        return reply.status(refusal.status).send({ code: refusal.code, message } satisfies ErrorBody);
      }
      if (error instanceof ZodError)
        return sendError(request, reply, 'invalid_input', { rule: issueText(error.issues[0]) });
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        return sendError(request, reply, 'unavailable');
      }
      const status = (error as FastifyError).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        const body = clientError(request, error as FastifyError);
        // Fastify's status stands (a 404 of the router, a 413 of a body limit); the code says what it was.
        return reply.status(status).send(body);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, 'internal_error');
    },
  );
}

/** The answer of `code` in the request's language: `{ code, message }`. */
export function errorBody<C extends ErrorCode>(request: FastifyRequest, code: C, ...args: ErrorArgs<C>): ErrorBody {
  return { code, message: wordError(request.messages, formatterFor(request.language), code, ...args) };
}

/** Answers `code` with its status, for a route that answers rather than throws (a file route, the router). */
export function sendError<C extends ErrorCode>(
  request: FastifyRequest,
  reply: FastifyReply,
  code: C,
  ...args: ErrorArgs<C>
): FastifyReply {
  return reply.status(statusOf(code)).send(errorBody(request, code, ...args));
}

/** Fastify's and its plugins' own refusals (a body too large, malformed JSON, a rate limit), as our codes. */
function clientError(request: FastifyRequest, error: FastifyError): ErrorBody {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorBody(request, 'body_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errorBody(request, 'unsupported_media_type');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errorBody(request, 'empty_body');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errorBody(request, 'malformed_json');
    case 'FST_ERR_VALIDATION':
      return errorBody(request, 'invalid_input', { rule: 'common.invalidRequest' });
  }
  if (error.name === 'SyntaxError') return errorBody(request, 'malformed_json');
  if (error.statusCode === 429) return errorBody(request, 'rate_limited');
  if (error.statusCode === 404) return errorBody(request, 'not_found');
  return errorBody(request, 'bad_request');
}
