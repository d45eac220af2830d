import type { FastifyReply, FastifyRequest } from 'fastify';
import { keptForm, sendEncoded } from '../../http/encoding.ts';
import type { Encoding } from '../../http/encoding.ts';

/**
 * JSON answers that many visitors share (the catalogue pages the service keeps for a moment): each value
 * is serialised and compressed once per encoding, then the same bytes go to everyone who asks while the
 * value lives. Compressing every answer anew took most of the CPU of GET /api/public-images. Routes using
 * this turn the global compression off (`compress: false`).
 */
export function precompressedJson<T extends object>() {
  const encoded = new WeakMap<T, Map<Encoding, Buffer>>();
  return function send(request: FastifyRequest, reply: FastifyReply, value: T): FastifyReply {
    let forms = encoded.get(value);
    if (!forms) encoded.set(value, (forms = new Map<Encoding, Buffer>()));
    reply.header('content-type', 'application/json; charset=utf-8');
    return sendEncoded(request, reply, Buffer.alloc(0), (encoding) =>
      keptForm(forms, encoding, () => Buffer.from(JSON.stringify(value))),
    );
  };
}
