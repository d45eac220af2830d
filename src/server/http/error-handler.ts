import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../errors.ts';
import { commonMessages } from '../../shared/messages/common.ts';

/**
 * One place turns every error into `{ message }` with the right status. 4xx answers carry the
 * words the user should read; 5xx answers never carry internals, and are always logged.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.status >= 500) request.log.warn({ err: error }, 'service answered %d', error.status);
      return reply.status(error.status).send({ message: error.message });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ message: error.issues[0]?.message ?? commonMessages.invalidRequest });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.status(503).send({ message: commonMessages.temporarilyUnavailable });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(error as FastifyError) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: commonMessages.unexpected });
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return commonMessages.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return commonMessages.unsupportedContentType;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return commonMessages.emptyJsonBody;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return commonMessages.malformedJson;
    case 'FST_ERR_VALIDATION':
      return error.message;
  }
  if (error.name === 'SyntaxError') return commonMessages.malformedJson;
  if (error.statusCode === 429) return commonMessages.tooManyRequests;
  return error.message || commonMessages.invalidRequest;
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
