import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * JSON answers that many visitors share (the catalogue pages the service keeps for a moment): each value
 * is serialised and compressed once per encoding, then the same bytes go to everyone who asks while the
 * value lives. Compressing every answer anew took most of the CPU of GET /api/public-images. Routes using
 * this turn the global compression off (`compress: false`).
 */
export function precompressedJson<T extends object>() {
  const encoded = new WeakMap<T, Map<Encoding, Buffer>>();
  return function send(request: FastifyRequest, reply: FastifyReply, value: T): FastifyReply {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    let forms = encoded.get(value);
    if (!forms) encoded.set(value, (forms = new Map<Encoding, Buffer>()));
    let body = forms.get(encoding);
    if (!body) {
      body = encode(Buffer.from(JSON.stringify(value)), encoding);
      forms.set(encoding, body);
    }
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  };
}

function encode(json: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } });
  if (encoding === 'gzip') return gzipSync(json, { level: 6 });
  return json;
}

/** br, else gzip, else identity, as the Accept-Encoding header allows (q=0 refuses; `*` allows both). */
export function preferredEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}
