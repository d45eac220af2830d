import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One log line per request, written once it is answered: the request (method, address, host, client), the status and
 * the time it took. Fastify's own controller writes two, one when the request comes in and one when it is answered;
 * under load those lines were the larger part of what a request allocated (decision 046). Every other line Fastify
 * writes (an answer cut short, a stream's error, a serializer's failure) stays as it was.
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
