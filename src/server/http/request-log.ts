import { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * One log line per request, written once it is answered: the request (method, address, host, client), the status and
 * the time it took. Fastify's own controller writes two, one when the request comes in and one when it is answered;
 * under load those lines were the larger part of what a request allocated (decision 046). Every other line Fastify
 * writes (a stream's error, a serializer's failure) stays as it was; a request that never got its answer has its own
 * line (`logRequestsCutShort`).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  /** Fastify's default not-found handler's line; the answered line says 404 with the address. */
  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/**
 * A request whose connection closed before its answer was sent (the client went away, or the answer broke off):
 * Fastify writes no "request completed" for it, so it gets its line here, with the request, for an operator to find.
 */
export function logRequestsCutShort(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded)
        request.log.info(
          { req: request, responseTime: reply.elapsedTime },
          'request closed before its answer was sent',
        );
    });
    done();
  });
}
