import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { shippingSchema } from '../shared/checkout.ts';
import { partnerInquirySchema } from '../shared/partners-inquiry.ts';
import { sellSchema } from '../shared/sell.ts';
import { userImages } from './db/schema.ts';
import { AppError } from './errors.ts';
import { issueText } from './http/validation.ts';
import { english, messagesFor } from './i18n/messages.ts';
import { generatedPoster, makeCataloguePoster, makePoster } from './testing/posters.ts';
import { signedInUser } from './testing/users.ts';
import type { TestUser } from './testing/users.ts';
import {
  ADMIN,
  adminCookie,
  concrete,
  expectClearRefusal,
  routes,
  send,
  t,
  userA,
  userB,
  useAbuseApp,
} from './abuse-test-helpers.ts';

useAbuseApp();

/**
 * The abuse suite on what is sent (abuse-test-helpers.ts): control characters anywhere, the shared validators and the
 * server agreeing on random input, and uploads meant to hurt.
 */

describe('NUL and other control characters (decision 036)', () => {
  const refusedFor = (response: LightMyRequestResponse, field: string, language: 'en' | 'de' = 'en') => {
    expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      message: messagesFor(language).common.controlCharacter({ field }),
    });
  };

  it('refuses a NUL in a sign-in e-mail with 400 naming the field, in the visitor’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'de-CH' },
      payload: { email: 'anna\u0000@example.ch', password: 'whatever-password' },
      remoteAddress: '10.77.0.1',
    });
    refusedFor(response, 'email', 'de');
    const admin = await send('POST', '/api/admin/login', {
      payload: { username: 'admin\u0000', password: ADMIN.password },
    });
    refusedFor(admin, 'username');
  });

  it('refuses control characters in a caption before any work, and takes no credit', async () => {
    const user = await signedInUser(t, { freeCredits: 2 });
    for (const text of ['Bern\u0000', 'Sunset \u001b[31m', 'a\u0008b', 'c\u007f', 'd\u009b', 'half \ud800 a pair']) {
      const response = await user.post('/api/generate-gpt-image', {
        imageData: 'data:image/png;base64,AAAA',
        style: 'popart',
        caption: { text, x: 10, y: 10, frameWidth: 100, frameHeight: 100 },
      });
      refusedFor(response, 'caption.text');
    }
    expect((await user.get('/api/generation-credits')).json().freeCreditsRemaining).toBe(2);
  });

  it('refuses a control character in a query or a path parameter on every API route', async () => {
    // A user of its own: the earlier tests spent userA's per-user upload limit, which is checked before the body and
    // the query are (a 429 there would hide what this test looks for).
    const fresh = await signedInUser(t);
    for (const [key, access] of Object.entries(routes)) {
      const [method, pattern] = key.split(' ') as [string, string];
      const response = await send(method, `${concrete(pattern)}?note=a%00b`, {
        cookie: access === 'admin' ? adminCookie : fresh.cookie,
        payload: method === 'GET' ? undefined : {},
      });
      refusedFor(response, 'note');
    }
    refusedFor(await userA.get('/api/user-images/1%01'), 'id');
  });

  it('answers pages whose address holds control characters without a 5xx', async () => {
    for (const url of [
      '/?search=%00',
      '/catalogue?search=a%00b&page=%01',
      '/feed?style=%00',
      '/posters/1%00-x',
      '/posters/%00',
      '/orders/ORD-%00?key=%00',
      '/%00',
    ]) {
      const response = await send('GET', url);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('lets tabs and line breaks through: they are text, and each field’s own rule decides', async () => {
    const response = await send('POST', '/api/auth/login', {
      payload: { email: 'nobody@example.ch', password: 'tab\there\nand a line' },
    });
    expect(response.statusCode).toBe(401);
  });
});

/** A shared rule's message is a catalogue key (else the field is named): the server answers its English text here. */
const englishOf = (issue: z.core.$ZodIssue) => new AppError('invalid_input', { rule: issueText(issue) }).message;

/** What the server receives of a candidate: JSON carries no Infinity or NaN (they arrive as null). */
const asSent = <T>(candidate: T): T => JSON.parse(JSON.stringify(candidate)) as T;

describe('the shared validators and the server agree', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom(
      '',
      ' ',
      'Zoë',
      "O'Neill-Müller",
      'Bahnhofstrasse 12',
      '8001',
      'CH',
      'UK',
      'US',
      'a@b.ch',
      'not-mail',
      '<script>',
      'x'.repeat(250),
    ),
  );
  const shipping = fc.record({
    firstName: text,
    lastName: text,
    email: text,
    address: text,
    city: text,
    state: text,
    zipCode: text,
    country: text,
  });

  it('on shipping data: the server refuses exactly what the form refuses, with the same words', async () => {
    const buyer = await signedInUser(t);
    const poster = await makePoster(t, buyer.id);
    await fc.assert(
      fc.asyncProperty(shipping, async (candidate) => {
        const expected = shippingSchema.safeParse(candidate);
        const response = await buyer.post('/api/prepare-checkout', { ...candidate, imageId: poster, quantity: 1 });
        if (expected.success) expect(response.statusCode).toBe(200);
        else
          expect({ status: response.statusCode, message: response.json().message }).toEqual({
            status: 400,
            message: englishOf(expected.error.issues[0]!),
          });
      }),
      { numRuns: 50 },
    );
  });

  it('on the sell form: the server refuses exactly what the sell modal refuses', async () => {
    const sellInput = fc.record({
      agreedToTerms: fc.constant(true),
      name: text,
      city: text,
      momentLink: fc.oneof(
        fc.constant(''),
        fc.constant('https://example.ch/m'),
        fc.constant('javascript:alert(1)'),
        fc.webUrl(),
        text,
      ),
      totalSupply: fc.oneof(fc.integer({ min: -5, max: 1200 }), fc.double({ noNaN: true }), fc.constant('200')),
      pricePerUnit: fc.oneof(
        fc.integer({ min: -5, max: 600 }),
        fc.double({ min: 0, max: 600, noNaN: true }),
        fc.constant('30'),
      ),
    });
    await fc.assert(
      fc.asyncProperty(sellInput, async (candidate) => {
        const poster = await makePoster(t, userA.id);
        const expected = sellSchema.safeParse(asSent(candidate));
        const response = await userA.patch(`/api/images/${poster}/public`, { isPublic: true, ...candidate });
        if (expected.success) expect(response.statusCode).toBe(200);
        else
          expect({ status: response.statusCode, message: response.json().message }).toEqual({
            status: 400,
            message: englishOf(expected.error.issues[0]!),
          });
      }),
      { numRuns: 40 },
    );
  });

  it('on the partner inquiry', async () => {
    const inquiry = fc.record({ name: text, cafeName: text, email: text, location: text, address: text });
    await fc.assert(
      fc.asyncProperty(inquiry, async (candidate) => {
        const expected = partnerInquirySchema.safeParse(candidate);
        const response = await send('POST', '/api/partner-inquiry', { payload: candidate });
        if (expected.success) expect(response.statusCode).toBe(201);
        // the schema's message is a catalogue key; the server words it (in English here)
        else
          expect({ status: response.statusCode, message: response.json().message }).toEqual({
            status: 400,
            message: englishOf(expected.error.issues[0]!),
          });
      }),
      { numRuns: 40 },
    );
  });
});

describe('uploads meant to hurt', () => {
  const generate = (user: TestUser, imageData: string) =>
    user.post('/api/generate-gpt-image', { imageData, style: 'popart' });

  const hurtful = 'refuses an SVG with a script, a zero-byte file and a text file dressed as an image';
  it(`${hurtful}, and loses no credit`, async () => {
    const user = await signedInUser(t, { freeCredits: 2 });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">' +
        '<script>alert(document.cookie)</script><rect width="900" height="900"/></svg>',
    );
    for (const imageData of [
      `data:image/svg+xml;base64,${svg.toString('base64')}`,
      'data:image/png;base64,',
      `data:image/jpeg;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`,
    ]) {
      const response = await generate(user, imageData);
      expectClearRefusal(response, imageData.slice(0, 30));
    }
    expect((await user.get('/api/generation-credits')).json().freeCreditsRemaining).toBe(2);
  });

  it('re-encodes a JPEG/HTML polyglot: what is stored is a clean image without the trailing payload', async () => {
    const user = await signedInUser(t, { freeCredits: 2 });
    const jpeg = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    const payload = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const { originalPath } = await generatedPoster(user, {
      imageData: `data:image/jpeg;base64,${Buffer.concat([jpeg, payload]).toString('base64')}`,
      style: 'popart',
    });
    // the stored photo answers its owner alone (decision 023)
    const stored = await user.get(originalPath);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toMatch(/^image\//);
    expect(stored.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
  }, 150_000);

  it('ignores a path in an upload’s file name, and refuses a zero-byte video', async () => {
    const user = await signedInUser(t);
    const traversal = await user.post('/api/upload-video', {
      videoData: 'data:video/mp4;base64,AAAA',
      filename: '../../../../etc/passwd.mp4',
    });
    expectClearRefusal(traversal, 'a traversal file name');
    const empty = await user.post('/api/upload-video', { videoData: 'data:video/mp4;base64,', filename: 'empty.mp4' });
    expectClearRefusal(empty, 'a zero-byte video');
  });

  it('serves nothing outside the storage, whatever the path', async () => {
    const poster = await makeCataloguePoster(t, userA.id);
    expect(poster).toBeGreaterThan(0);
    for (const path of [
      '..%2F..%2Fpackage.json',
      '%2e%2e/%2e%2e/etc/passwd',
      '....//....//etc/passwd',
      'previews/..%5C..%5Cpackage.json',
      '%00.webp',
    ]) {
      const response = await send('GET', `/api/storage-image/${path}`);
      expect([400, 404], path).toContain(response.statusCode);
    }
  });

  it('keeps print masters and uploads from the public storage route, whoever asks (decision 023)', async () => {
    const poster = await makeCataloguePoster(t, userA.id);
    const [row] = await t.runtime.database.db.select().from(userImages).where(eq(userImages.id, poster));
    await t.runtime.storage.put(row!.generatedPath, Buffer.from('a print master'), { contentType: 'image/jpeg' });
    await t.runtime.storage.put(row!.originalPath, Buffer.from('a private photo'), { contentType: 'image/jpeg' });
    for (const key of [row!.generatedPath, row!.originalPath]) {
      for (const caller of [null, userB]) {
        const response = caller
          ? await caller.get(`/api/storage-image/${key}`)
          : await send('GET', `/api/storage-image/${key}`);
        expect(response.statusCode, key).toBe(404);
        expect(response.json().message, key).toBe(english.operations.storage.notFound);
      }
    }
  });
});
