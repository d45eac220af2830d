import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { preferredEncoding, sendTextEncodedOnce } from './encoding.ts';

function appSending(maxTexts: number) {
  const app = Fastify();
  const send = sendTextEncodedOnce(maxTexts);
  app.get('/page', (request, reply) => send(request, reply, String((request.query as { text: string }).text)));
  return app;
}

const pageOf = async (app: ReturnType<typeof appSending>, text: string, acceptEncoding: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/page?text=${encodeURIComponent(text)}`,
    headers: { 'accept-encoding': acceptEncoding },
  });
  const encoding = response.headers['content-encoding'];
  const bytes = response.rawPayload;
  const body =
    encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : Buffer.from(bytes);
  return { encoding, vary: response.headers.vary, body: body.toString('utf8') };
};

describe('a text compressed once and sent again', () => {
  it('sends each request its own text, in the encoding it accepts, however many texts come and go', async () => {
    const app = appSending(2);
    // more texts than are kept, each asked for again after others: kept, dropped and compressed anew alike
    const texts = ['<p>Zürich</p>'.repeat(300), '<p>Genève</p>'.repeat(300), '<p>Lugano ✓</p>'.repeat(300), 'x'];
    for (const round of [0, 1]) {
      for (const text of round === 0 ? texts : [...texts].reverse()) {
        for (const accept of ['br, gzip', 'gzip', 'identity']) {
          const page = await pageOf(app, text, accept);
          expect(page.body).toBe(text);
          expect(page.encoding).toBe(accept === 'identity' ? undefined : accept.split(',')[0]);
          expect(page.vary).toContain('accept-encoding');
        }
      }
    }
    await app.close();
  });
});

describe('the encoding a request accepts', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});
