import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiErrorOf, apiRequest, getQueryFn } from './api-request.ts';

/** The ApiError a call rejects with. */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable('the call succeeded'),
    (caught: unknown) => caught as ApiError,
  );

type Seen = { method: string; contentType: string | undefined; body: string };

let server: Server;
let baseUrl: string;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

const routes: Record<string, (response: ServerResponse, seen: Seen) => void> = {
  '/ok': (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ authenticated: false, user: null }));
  },
  '/echo': (response, seen) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(seen));
  },
  '/missing': (response) => {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('No such poster');
  },
  '/empty-error': (response) => {
    response.writeHead(500, 'Internal Server Error');
    response.end();
  },
  '/custom-status-text': (response) => {
    response.writeHead(503, 'Printer Asleep');
    response.end();
  },
  '/json-error': (response) => {
    response.writeHead(400, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ code: 'invalid_input', message: 'Please enter both email and password.', field: 'email' }),
    );
  },
  '/timeout': (response) => {
    response.writeHead(524, { 'content-type': 'text/plain' });
    response.end('A timeout occurred');
  },
  '/html-page': (response) => {
    response.writeHead(502, { 'content-type': 'text/html' });
    response.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
  },
  '/doctype-inside': (response) => {
    response.writeHead(500, { 'content-type': 'text/html' });
    response.end('Upstream said: <!doctype html><title>Error</title>');
  },
  '/unauthorised': (response) => {
    response.writeHead(401, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 'unauthorized', message: 'Not signed in.' }));
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const seen: Seen = { method: request.method ?? '', contentType: request.headers['content-type'], body };
      const route = routes[new URL(request.url ?? '/', 'http://localhost').pathname];
      if (route) route(response, seen);
      else {
        response.writeHead(404);
        response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('apiRequest', () => {
  it('resolves with the response for a 200 JSON answer', async () => {
    const response = await apiRequest('GET', `${baseUrl}/ok`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ authenticated: false, user: null });
  });

  it('sends a JSON body with a JSON content type when a payload exists', async () => {
    const response = await apiRequest('POST', `${baseUrl}/echo`, { email: 'ada@example.ch', password: 'secret123' });
    expect(await response.json()).toEqual({
      method: 'POST',
      contentType: 'application/json',
      body: JSON.stringify({ email: 'ada@example.ch', password: 'secret123' }),
    });
  });

  it('sends neither body nor content type without a payload', async () => {
    const response = await apiRequest('POST', `${baseUrl}/echo`);
    expect(await response.json()).toEqual({ method: 'POST', body: '' });
  });

  it('raises an ApiError with the status, code and message of a JSON error', async () => {
    const error = await failure(apiRequest('POST', `${baseUrl}/json-error`, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_input',
      serverMessage: 'Please enter both email and password.',
      message: 'Please enter both email and password.',
    });
  });

  it('raises an ApiError without a code or message of the server for a plain-text or empty body', async () => {
    expect(await failure(apiRequest('GET', `${baseUrl}/missing`))).toMatchObject({
      status: 404,
      code: 'http_error',
      serverMessage: null,
      message: '404: No such poster',
    });
    expect(await failure(apiRequest('GET', `${baseUrl}/empty-error`))).toMatchObject({
      status: 500,
      code: 'http_error',
      serverMessage: null,
      message: '500: Internal Server Error',
    });
    expect(await failure(apiRequest('GET', `${baseUrl}/custom-status-text`))).toMatchObject({
      status: 503,
      serverMessage: null,
      message: '503: Printer Asleep',
    });
    expect(apiErrorOf(429, '{"message":"  "}')).toMatchObject({ status: 429, serverMessage: null });
  });

  it('treats a 401 like any other error', async () => {
    expect(await failure(apiRequest('GET', `${baseUrl}/unauthorised`))).toMatchObject({
      status: 401,
      code: 'unauthorized',
      serverMessage: 'Not signed in.',
    });
  });

  it('raises the timeout for a 524', async () => {
    const error = await failure(apiRequest('GET', `${baseUrl}/timeout`));
    expect(error).toMatchObject({ status: 524, code: 'timeout', serverMessage: null });
  });

  it('raises the timeout for an HTML error page', async () => {
    expect(await failure(apiRequest('GET', `${baseUrl}/html-page`))).toMatchObject({ status: 502, code: 'timeout' });
    expect(await failure(apiRequest('GET', `${baseUrl}/doctype-inside`))).toMatchObject({
      status: 500,
      code: 'timeout',
    });
  });

  it("leaves fetch's own rejection to ApiError.of, which calls it the network failure", async () => {
    const error: unknown = await apiRequest('GET', 'http://127.0.0.1:1/nothing-listens').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(ApiError.of(error)).toMatchObject({ status: null, code: 'network', serverMessage: null });
  });

  it('lets an abort through as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await apiRequest('GET', `${baseUrl}/ok`, undefined, { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('getQueryFn', () => {
  const run = (path: string) =>
    getQueryFn<unknown>()({
      queryKey: [`${baseUrl}${path}`, 'ignored'],
      signal: new AbortController().signal,
      meta: undefined,
    } as never);

  it('GETs the first element of the query key and parses the JSON', async () => {
    expect(await run('/ok')).toEqual({ authenticated: false, user: null });
    expect(await run('/echo')).toEqual({ method: 'GET', body: '' });
  });

  it('raises the same errors as apiRequest', async () => {
    expect(await failure(Promise.resolve(run('/missing')))).toMatchObject({ status: 404, code: 'http_error' });
    expect(await failure(Promise.resolve(run('/html-page')))).toMatchObject({ code: 'timeout' });
  });
});

describe('ApiError.of', () => {
  it('keeps an ApiError as it is', () => {
    const error = apiErrorOf(409, '{"code":"edition_sold_out","message":"Sold out."}');
    expect(ApiError.of(error)).toBe(error);
    expect(error).toMatchObject({ status: 409, code: 'edition_sold_out', serverMessage: 'Sold out.' });
  });

  it('takes anything else for a failure without an answer', () => {
    expect(ApiError.of(new TypeError('Failed to fetch'))).toMatchObject({
      status: null,
      code: 'network',
      serverMessage: null,
      message: 'Failed to fetch',
    });
    expect(ApiError.of('not an error')).toMatchObject({ status: null, code: 'network', serverMessage: null });
  });
});
