import type { QueryFunction } from '@tanstack/react-query';
import type { ApiErrorCode, ErrorCode } from '../../shared/error-codes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every failed API call: the HTTP status, the server's `code` of the error contract (src/shared/error-codes.ts:
 * `not_found`, `sold_out`, `content_flagged`…) and its `message` in the visitor's language. Code decides by `code`,
 * never by the words. Three codes have no answer of ours behind them: `timeout` (a 524 or an HTML page, a proxy's
 * error rather than our JSON: the work may still finish), `network` (no answer at all: offline, DNS; `status` is
 * null) and `http_error` (an answer without our JSON).
 */
export class ApiError extends Error {
  /** The HTTP status; null when no answer arrived. */
  declare readonly status: number | null;
  /** The server's code; `timeout`, `network`, or `http_error` for an answer without one. */
  declare readonly code: ApiErrorCode;
  /** The server's own words for the visitor (its `message`), null when it sent none. */
  declare readonly serverMessage: string | null;

  constructor(status: number | null, code: ApiErrorCode, serverMessage: string | null, fallback: string = code) {
    super(serverMessage ?? fallback);
    Object.assign(this, { name: 'ApiError', status, code, serverMessage });
  }

  /** Any error as an ApiError: itself, or a failure without an answer (what a fetch rejection or a thrown value is). */
  static of(error: unknown): ApiError {
    return error instanceof ApiError
      ? error
      : new ApiError(null, 'network', null, (error as Error | null)?.message ?? String(error));
  }
}

/** Throws the ApiError of a non-OK response (see apiErrorOf). */
export async function throwIfResponseNotOk(response: Response): Promise<void> {
  if (!response.ok) throw apiErrorOf(response.status, await response.text().catch(() => ''), response.statusText);
}

/**
 * The ApiError of an answer: the status and the `{ code, message }` of its JSON body; the timeout for a 524 or an
 * HTML page (a proxy's error page rather than our JSON).
 */
export function apiErrorOf(status: number, text: string, statusText = ''): ApiError {
  if (status === 524 || text.trimStart().startsWith('<') || /<!doctype/i.test(text))
    return new ApiError(status, 'timeout', null, 'TIMEOUT');
  let body: { code?: unknown; message?: unknown } | undefined;
  try {
    body = Object(JSON.parse(text)) as typeof body;
  } catch {
    // A plain-text or empty body carries no code or message of its own.
  }
  const message = typeof body?.message === 'string' ? body.message.trim() || null : null;
  // Our JSON always carries a code of the contract (the server's ErrorBody); the browser does not ship the list.
  const code = typeof body?.code === 'string' && body.code ? (body.code as ErrorCode) : 'http_error';
  return new ApiError(status, code, message, `${status}: ${text || statusText}`);
}

/**
 * Sends a request with the session cookie. A JSON body and its content type go along only when
 * there is a payload. Resolves with the OK response; rejects with an ApiError for a non-OK one (fetch's own
 * rejection, no answer at all, is what `ApiError.of` calls `network`).
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
  init?: { signal?: AbortSignal },
): Promise<Response> {
  const hasPayload = data !== undefined && data !== null;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasPayload ? { 'Content-Type': 'application/json' } : undefined,
    body: hasPayload ? JSON.stringify(data) : undefined,
    signal: init?.signal,
  });
  await throwIfResponseNotOk(response);
  return response;
}

/** The default data loader: GET the first element of the query key, with credentials, as JSON. */
export function getQueryFn<T>(): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(String(queryKey[0]), { credentials: 'include', signal });
    await throwIfResponseNotOk(response);
    return (await response.json()) as T;
  };
}
