import { request as httpRequest } from 'node:http';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logRequestsCutShort, OneLinePerRequest } from './request-log.ts';

type Line = {
  level: number;
  msg: string;
  reqId: string;
  req?: { method: string; url: string };
  res?: object;
  err?: object;
};

async function logOf(run: (app: FastifyInstance, lines: Line[]) => Promise<unknown>): Promise<Line[]> {
  const lines: Line[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text) as Line);
  });
  const app = Fastify({ loggerInstance: pino(stream) as FastifyBaseLogger, logController: new OneLinePerRequest() });
  logRequestsCutShort(app);
  try {
    await run(app, lines);
  } finally {
    await app.close();
  }
  await new Promise((resolve) => setImmediate(resolve));
  return lines;
}

describe('the request log', () => {
  it('writes one line per request once it is answered: method, address, status, time', async () => {
    const lines = await logOf(async (app) => {
      app.get('/api/thing', async () => ({ ok: true }));
      await app.inject({ method: 'GET', url: '/api/thing?x=1' });
      await app.inject({ method: 'POST', url: '/api/missing' });
    });
    expect(lines.map((line) => [line.msg, line.req?.method, line.req?.url, line.res])).toEqual([
      ['request completed', 'GET', '/api/thing?x=1', { statusCode: 200 }],
      ['request completed', 'POST', '/api/missing', { statusCode: 404 }],
    ]);
    expect(lines[0]).toHaveProperty('responseTime');
    expect(lines[0]!.reqId).not.toBe(lines[1]!.reqId);
  });

  it('still reports an answer whose body failed', async () => {
    const lines = await logOf(async (app) => {
      app.get('/api/broken', (_request, reply) => {
        const body = new PassThrough();
        reply.header('content-type', 'text/plain').send(body);
        body.write('first part');
        setImmediate(() => body.destroy(new Error('the disk went away')));
      });
      // the client sees the answer break off
      await expect(app.inject({ method: 'GET', url: '/api/broken' })).rejects.toThrow();
    });
    expect(lines[0]).toEqual(
      expect.objectContaining({
        level: 40,
        msg: 'response terminated with an error with headers already sent',
        err: expect.objectContaining({ message: 'the disk went away' }),
      }),
    );
  });

  it('writes a line with the request when the client goes away before the answer is sent', async () => {
    const lines = await logOf(async (app, written) => {
      app.get('/api/slow', (_request, reply) => {
        const body = new PassThrough();
        reply.header('content-type', 'text/plain').send(body);
        body.write('first part'); // and the rest never comes
      });
      const url = new URL('/api/slow?page=2', await app.listen({ port: 0, host: '127.0.0.1' }));
      await new Promise<void>((resolve) => {
        const client = httpRequest(url, (response) => response.once('data', () => client.destroy()));
        client.on('close', resolve).on('error', () => undefined);
        client.end();
      });
      await expect.poll(() => written.filter((line) => line.req).length).toBeGreaterThan(0);
    });
    const aboutRequests = lines.filter((line) => line.req); // not the listening line
    expect(aboutRequests.map((line) => [line.msg, line.req?.method, line.req?.url])).toEqual([
      ['request closed before its answer was sent', 'GET', '/api/slow?page=2'],
    ]);
  });
});
