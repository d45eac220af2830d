import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Compresses `body` as the request accepts (br, else gzip, else as it is) and sends it with its headers: for answers
 * the global compression does not reach (the not-found handler's pages) or that are compressed once and reused.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  encoded?: (encoding: Encoding) => Buffer,
): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(encoded ? encoded(encoding) : encode(body, encoding));
}

/** `bytes()` in `encoding`, compressed at most once: kept in `forms`; the uncompressed form is not kept. */
export function keptForm(forms: Map<Encoding, Buffer>, encoding: Encoding, bytes: () => Buffer): Buffer {
  if (encoding === 'identity') return bytes();
  let body = forms.get(encoding);
  if (!body) {
    body = encode(bytes(), encoding);
    forms.set(encoding, body);
  }
  return body;
}

export function encode(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return body;
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
