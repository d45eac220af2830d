import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, getQueryFn, readApiFailure } from './api-request.ts';

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
    response.end(JSON.stringify({ message: 'Please enter both email and password.' }));
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
    response.end(JSON.stringify({ message: 'Not signed in.' }));
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

  it('raises "status: text" for a non-OK answer with a body', async () => {
    await expect(apiRequest('GET', `${baseUrl}/missing`)).rejects.toThrow(new Error('404: No such poster'));
    await expect(apiRequest('POST', `${baseUrl}/json-error`, {})).rejects.toThrow(
      new Error('400: {"message":"Please enter both email and password."}'),
    );
  });

  it('uses the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${baseUrl}/empty-error`)).rejects.toThrow(new Error('500: Internal Server Error'));
    await expect(apiRequest('GET', `${baseUrl}/custom-status-text`)).rejects.toThrow(new Error('503: Printer Asleep'));
  });

  it('treats a 401 like any other error', async () => {
    await expect(apiRequest('GET', `${baseUrl}/unauthorised`)).rejects.toThrow(new Error('401: {"message":"Not signed in."}'));
  });

  it('raises exactly "524: TIMEOUT" for a 524', async () => {
    await expect(apiRequest('GET', `${baseUrl}/timeout`)).rejects.toThrow(new Error('524: TIMEOUT'));
  });

  it('raises exactly "524: TIMEOUT" for an HTML error page', async () => {
    await expect(apiRequest('GET', `${baseUrl}/html-page`)).rejects.toThrow(new Error('524: TIMEOUT'));
    await expect(apiRequest('GET', `${baseUrl}/doctype-inside`)).rejects.toThrow(new Error('524: TIMEOUT'));
  });
});

describe('getQueryFn', () => {
  const run = (path: string) =>
    getQueryFn<unknown>()({ queryKey: [`${baseUrl}${path}`, 'ignored'], signal: new AbortController().signal, meta: undefined } as never);

  it('GETs the first element of the query key and parses the JSON', async () => {
    expect(await run('/ok')).toEqual({ authenticated: false, user: null });
    expect(await run('/echo')).toEqual({ method: 'GET', body: '' });
  });

  it('raises the same errors as apiRequest', async () => {
    await expect(run('/missing')).rejects.toThrow(new Error('404: No such poster'));
    await expect(run('/html-page')).rejects.toThrow(new Error('524: TIMEOUT'));
  });
});

describe('readApiFailure', () => {
  it('reads the status and the server message of a JSON error', async () => {
    const error = await apiRequest('POST', `${baseUrl}/json-error`, {}).catch((caught: unknown) => caught);
    expect(readApiFailure(error)).toEqual({ status: 400, message: 'Please enter both email and password.' });
  });

  it('gives the status without a message for a plain-text or empty error body', async () => {
    expect(readApiFailure(new Error('404: No such poster'))).toEqual({ status: 404, message: null });
    expect(readApiFailure(new Error('500: Internal Server Error'))).toEqual({ status: 500, message: null });
    expect(readApiFailure(new Error('524: TIMEOUT'))).toEqual({ status: 524, message: null });
    expect(readApiFailure(new Error('429: {"message":"  "}'))).toEqual({ status: 429, message: null });
  });

  it('gives no status for a network exception', () => {
    expect(readApiFailure(new TypeError('Failed to fetch'))).toEqual({ status: null, message: null });
    expect(readApiFailure('not an error')).toEqual({ status: null, message: null });
  });
});
