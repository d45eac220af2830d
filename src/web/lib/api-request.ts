import type { QueryFunction } from '@tanstack/react-query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every failed API call: the HTTP status, the server's stable `code` (`not_found`, `rate_limited`,
 * `edition_sold_out`…) and its `message` in the visitor's language. Two failures have no answer of ours behind them:
 * `timeout` (a 524 or an HTML page, a proxy's error rather than our JSON: the work may still finish) and `network`
 * (no answer at all: offline, DNS; `status` is null).
 */
export class ApiError extends Error {
  /** The HTTP status; null when no answer arrived. */
  readonly status: number | null;
  /** The server's code; `timeout`, `network`, or `http_error` for an answer without one. */
  readonly code: string;
  /** The server's own words for the visitor (its `message`), null when it sent none. */
  readonly serverMessage: string | null;
  /** The whole JSON answer, for the fields some calls add beside `code` and `message`. */
  readonly body: Readonly<Record<string, unknown>> | null;

  constructor(status: number | null, code: string, serverMessage: string | null, options: { body?: Record<string, unknown> | null; fallback?: string; cause?: unknown } = {}) {
    super(serverMessage ?? options.fallback ?? code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.body = options.body ?? null;
  }

  /** A 524 or a proxy's HTML page: the request may still be worked on. */
  get isTimeout(): boolean {
    return this.code === 'timeout';
  }

  /** No answer arrived at all. */
  get isNetwork(): boolean {
    return this.status === null;
  }

  /** Whether the server refused the request itself (a 4xx answer of ours). */
  get isClientError(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500;
  }

  /** Any error as an ApiError: itself, or a failure without an answer (what a fetch rejection or a thrown value is). */
  static of(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    return new ApiError(null, 'network', null, { fallback: error instanceof Error ? error.message : String(error), cause: error });
  }
}

/** Throws the ApiError of a non-OK response (see apiErrorOf). */
export async function throwIfResponseNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw apiErrorOf(response.status, await response.text().catch(() => ''), response.statusText);
}

/**
 * The ApiError of an answer: the status and the `{ code, message }` of its JSON body; the timeout for a 524 or an
 * HTML page (a proxy's error page rather than our JSON).
 */
export function apiErrorOf(status: number, text: string, statusText = ''): ApiError {
  if (status === 524 || text.trimStart().startsWith('<') || /<!doctype/i.test(text)) {
    return new ApiError(status, 'timeout', null, { fallback: 'TIMEOUT' });
  }
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    // A plain-text or empty body carries no code or message of its own.
  }
  const code = typeof body?.code === 'string' && body.code ? body.code : 'http_error';
  const message = typeof body?.message === 'string' ? body.message.trim() || null : null;
  return new ApiError(status, code, message, { body, fallback: `${status}: ${text || statusText}` });
}

/** fetch, with a rejection other than an abort turned into the network ApiError. */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as Error | null)?.name === 'AbortError') throw error;
    throw ApiError.of(error);
  }
}

/**
 * Sends a request with the session cookie. A JSON body and its content type go along only when
 * there is a payload. Resolves with the OK response; rejects with an ApiError.
 */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown, init?: { signal?: AbortSignal }): Promise<Response> {
  const hasPayload = data !== undefined && data !== null;
  const response = await send(url, {
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
    const response = await send(String(queryKey[0]), { credentials: 'include', signal });
    await throwIfResponseNotOk(response);
    return (await response.json()) as T;
  };
}
