import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { Storage, StoredObjectInfo } from '../../adapters/storage/storage.ts';
import { isImmutableKey, isSafeStorageKey } from '../../adapters/storage/storage.ts';
import { sendError } from '../../http/error-handler.ts';

/** What a stored file's answer may be cached as (decision 023). */
export type StorageCaching = 'public' | 'private';

/**
 * Answers with one stored file: its representation headers, 304 when the client's copy is current, the
 * requested byte range, or the whole of it. `private` files are cached by the browser only, and revalidated.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  info: StoredObjectInfo,
  caching: StorageCaching,
) {
  setRepresentationHeaders(reply, info, caching);
  if (isNotModified(request, info)) return reply.status(304).send();

  const range = requestedRange(request, info);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${info.size}`).type('application/json; charset=utf-8');
    return sendError(request, reply, 'range_not_satisfiable');
  }
  if (range) {
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    reply.header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', info.size);
  }
  if (request.method === 'HEAD') return reply.send();

  const object = await storage.get(info.key, range ?? undefined);
  if (!object) return sendError(request, reply, 'file_not_found');
  return reply.send(object.body);
}

/** The storage key of the request under `routePrefix`, or null when the raw path is not a plain relative key. */
export function storageKeyOf(request: FastifyRequest, routePrefix: string): string | null {
  const rawPath = (request.raw.url ?? '').split('?')[0]!;
  if (!rawPath.startsWith(routePrefix)) return null;
  const encoded = rawPath.slice(routePrefix.length);
  // Encoded separators or NUL would let one segment pose as several (or as none).
  if (/%(2f|5c|00)/i.test(encoded) || encoded.includes('\\')) return null;
  let key: string;
  try {
    key = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  return isSafeStorageKey(key) ? key : null;
}

function setRepresentationHeaders(reply: FastifyReply, info: StoredObjectInfo, caching: StorageCaching) {
  reply.header('content-type', info.contentType);
  reply.header('etag', info.etag);
  reply.header('last-modified', info.lastModified.toUTCString());
  reply.header('accept-ranges', 'bytes');
  if (caching === 'private') {
    // The answer depends on who asks: no shared cache keeps it, and the browser asks again each time.
    reply.header('cache-control', 'private, no-cache');
    reply.header('vary', 'Cookie');
  } else {
    reply.header(
      'cache-control',
      isImmutableKey(info.key) ? 'public, max-age=31536000, immutable' : 'public, no-cache',
    );
  }
  // Stored files are media, never documents: nothing in them may run if opened directly.
  reply.header(
    'content-security-policy',
    "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  );
}

function isNotModified(request: FastifyRequest, info: StoredObjectInfo): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const stripWeak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => stripWeak(tag) === stripWeak(info.etag));
}

function requestedRange(
  request: FastifyRequest,
  info: StoredObjectInfo,
): { start: number; end: number } | 'unsatisfiable' | null {
  const header = request.headers.range;
  if (!header) return null;
  // A range that was computed against another version of the file is ignored: the whole file is sent.
  const ifRange = request.headers['if-range'] as string | undefined;
  if (ifRange && ifRange.trim() !== info.etag && ifRange.trim() !== info.lastModified.toUTCString()) return null;
  if (info.size === 0) return 'unsatisfiable';
  const ranges = parseRange(info.size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // Malformed headers and multi-range requests get the whole file, as RFC 9110 allows.
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}
