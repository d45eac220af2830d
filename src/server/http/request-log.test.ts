import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest } from './request-log.ts';

type Line = {
  level: number;
  msg: string;
  reqId: string;
  req?: { method: string; url: string };
  res?: object;
  err?: object;
};

async function logOf(run: (app: FastifyInstance) => Promise<unknown>): Promise<Line[]> {
  const lines: Line[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text) as Line);
  });
  const app = Fastify({ loggerInstance: pino(stream) as FastifyBaseLogger, logController: new OneLinePerRequest() });
  try {
    await run(app);
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
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'response terminated with an error with headers already sent',
        err: expect.objectContaining({ message: 'the disk went away' }),
      }),
    ]);
  });
});
