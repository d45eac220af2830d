import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../errors.ts';
import { wordFor } from '../i18n/request-language.ts';
import type { Messages } from '../../shared/i18n/catalogue.ts';

/**
 * One place turns every error into `{ message }` with the right status, in the request's language. 4xx answers
 * carry the words the user should read; 5xx answers never carry internals, and are always logged.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const m = request.messages;
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.status >= 500) request.log.warn({ err: error }, 'service answered %d', error.status);
      return reply.status(error.status).send({ message: wordFor(request, error.text) });
    }
    if (error instanceof ZodError) {
      const issue = error.issues[0]?.message;
      return reply.status(400).send({ message: issue ? wordFor(request, issue) : m.common.invalidRequest });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.status(503).send({ message: m.common.temporarilyUnavailable });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(error as FastifyError, m) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: m.common.unexpected });
  });
}

function clientErrorMessage(error: FastifyError, m: Messages): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return m.common.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return m.common.unsupportedContentType;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return m.common.emptyJsonBody;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return m.common.malformedJson;
    case 'FST_ERR_VALIDATION':
      return error.message;
  }
  if (error.name === 'SyntaxError') return m.common.malformedJson;
  if (error.statusCode === 429) return m.common.tooManyRequests;
  return error.message || m.common.invalidRequest;
}

const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P03', '08000', '08003', '08006']);

function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown; message?: string } | undefined, depth = 0; current && depth < 4; depth++) {
    if (current.code && unavailableCodes.has(current.code)) return true;
    if (typeof current.message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i.test(current.message)) return true;
    current = current.cause as typeof current;
  }
  return false;
}
