import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { keptForm, preferredEncoding, sendEncoded } from './encoding.ts';
import type { Encoding } from './encoding.ts';

const decoded = (bytes: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');

describe('a text compressed once and sent again', () => {
  it('compresses each form once, keeps it, and never keeps the text as it is', () => {
    const text = '<p>Zürich, Genève, Lugano ✓</p>'.repeat(300);
    const forms = new Map<Encoding, Buffer>();
    let made = 0;
    const bytes = () => (made++, Buffer.from(text));
    for (const round of [1, 2])
      for (const encoding of ['br', 'gzip'] as const) {
        expect(decoded(keptForm(forms, encoding, bytes), encoding), `${encoding}, round ${round}`).toBe(text);
      }
    expect(made).toBe(2);
    expect(keptForm(forms, 'identity', bytes).toString('utf8')).toBe(text);
    expect([...forms.keys()]).toEqual(['br', 'gzip']);
  });

  it('sends each request its own text, in the encoding it accepts, however many texts come and go', async () => {
    const app = Fastify();
    const kept = new Map<string, Map<Encoding, Buffer>>();
    app.get('/page', (request, reply) => {
      const text = String((request.query as { text: string }).text);
      if (!kept.has(text)) kept.set(text, new Map());
      return sendEncoded(request, reply, Buffer.alloc(0), (encoding) =>
        keptForm(kept.get(text)!, encoding, () => Buffer.from(text)),
      );
    });
    const texts = ['<p>Zürich</p>'.repeat(300), '<p>Genève</p>'.repeat(300), '<p>Lugano ✓</p>'.repeat(300), 'x'];
    for (const round of [0, 1]) {
      for (const text of round === 0 ? texts : [...texts].reverse()) {
        for (const accept of ['br, gzip', 'gzip', 'identity']) {
          const response = await app.inject({
            method: 'GET',
            url: `/page?text=${encodeURIComponent(text)}`,
            headers: { 'accept-encoding': accept },
          });
          const encoding = response.headers['content-encoding'];
          expect(decoded(response.rawPayload, encoding)).toBe(text);
          expect(encoding).toBe(accept === 'identity' ? undefined : accept.split(',')[0]);
          expect(response.headers.vary).toContain('accept-encoding');
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
