import type { QueryFunction } from '@tanstack/react-query';

/**
 * The one message every timeout, gateway error or HTML error page turns into
 * (docs/product/accounts.md#request-defaults-in-the-browser).
 */
export const timeoutMessage = '524: TIMEOUT';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Throws for a non-OK response: `${status}: ${text || statusText}`, or exactly '524: TIMEOUT' when the
 * status is 524 or the body is an HTML page (a proxy's error page rather than our JSON).
 */
export async function throwIfResponseNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  if (response.status === 524 || text.trimStart().startsWith('<') || /<!doctype/i.test(text)) {
    throw new Error(timeoutMessage);
  }
  throw new Error(`${response.status}: ${text || response.statusText}`);
}

/**
 * Sends a request with the session cookie. A JSON body and its content type go along only when
 * there is a payload. Resolves with the OK response; rejects as throwIfResponseNotOk describes.
 */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown, init?: { signal?: AbortSignal }): Promise<Response> {
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

/** What a caller can tell from an apiRequest failure: the HTTP status and the server's `{ message }`. */
export type ApiFailure = {
  /** Null when no answer arrived at all (offline, DNS, aborted): a network exception. */
  status: number | null;
  /** The `message` of a JSON error body, when the server sent one. */
  message: string | null;
};

/** Reads back what throwIfResponseNotOk put into the error: '<status>: <text>', the text often `{"message":…}`. */
export function readApiFailure(error: unknown): ApiFailure {
  const text = error instanceof Error ? error.message : '';
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!match) return { status: null, message: null };
  let message: string | null = null;
  try {
    const body: unknown = JSON.parse(match[2]);
    if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
      message = (body as { message: string }).message.trim() || null;
    }
  } catch {
    // A plain-text or empty body carries no message of its own.
  }
  return { status: Number(match[1]), message };
}
