import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/i18n/languages.ts';
import { messagesFor } from '../i18n/messages.ts';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/** Every API error answers `{ code, message }`: a code the browser decides by, words in the request's language. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const m = (language: Language) => messagesFor(language);

describe('API errors keep their code and speak the request’s language', () => {
  it('answers a service’s refusal with its code, in German for Accept-Language: de', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/images/987654321/availability',
      headers: { 'accept-language': 'de-CH,de;q=0.9' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'poster_not_available', message: m('de').catalogue.posterNotAvailable });
  });

  it('answers a refused input with invalid_input and the rule’s words, in French for ?lang=fr', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/images/not-a-number/availability?lang=fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_input', message: m('fr').catalogue.invalidPosterId });
  });

  it('names the field of a rule without words of its own rather than sending zod’s English', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/share-image-with-border?lang=it',
      payload: { imageUrl: 'x'.repeat(1001) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      message: m('it').common.invalidField({ field: 'imageUrl' }),
    });
  });

  it('answers an unknown API route with not_found and a wrong method with method_not_allowed', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'de' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: m('de').common.notFound });
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/auth/check?lang=it' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.json()).toEqual({
      code: 'method_not_allowed',
      message: m('it').common.methodNotAllowed({ method: 'DELETE' }),
    });
  });

  it('answers malformed JSON and a body over the limit with their codes', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/send-verification?lang=fr',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 'malformed_json', message: m('fr').common.malformedJson });
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/send-verification',
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
      payload: JSON.stringify({ email: 'a@b.ch', padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 'body_too_large', message: m('de').common.bodyTooLarge });
  });

  it('answers the rate limit with rate_limited, its Retry-After and the words in German', async () => {
    const ask = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/check-username?username=ada_lovelace',
        headers: { 'accept-language': 'de' },
        remoteAddress: '10.9.9.9',
      });
    let response = await ask();
    for (let sent = 1; sent <= 60 && response.statusCode !== 429; sent++) response = await ask();
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.json()).toEqual({ code: 'rate_limited', message: m('de').common.tooManyRequests });
  });
});
