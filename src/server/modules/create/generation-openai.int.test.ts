import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations, userImages } from '../../db/schema.ts';
import { english, messagesFor } from '../../i18n/messages.ts';
import { styleById } from '../../../shared/styles.ts';
import { startOpenAiStandIn } from '../../testing/openai-stand-in.ts';
import type { OpenAiStandIn } from '../../testing/openai-stand-in.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';

const m = english.create;

let t: TestApp;
let openai: OpenAiStandIn;
let photo: string;

beforeAll(async () => {
  openai = await startOpenAiStandIn();
  t = await createTestApp({
    env: {
      POSTER_ENGINE: 'openai',
      OPENAI_API_KEY: 'sk-test-stand-in',
      OPENAI_BASE_URL: openai.baseUrl,
      OPENAI_IMAGE_MODEL: 'gpt-image-1',
    },
  });
  const jpeg = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#6a9fd4' } })
    .jpeg()
    .toBuffer();
  photo = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
});
afterAll(async () => {
  await t.close();
  await openai.close();
});

describe('generation on the OpenAI engine (a local stand-in through the real SDK)', () => {
  it('sends the photo with the style traits to the image model and stores the upscaled poster', async () => {
    const user = await signedInUser(t);
    openai.mode = 'ok';
    const response = await user.post('/api/generate-gpt-image', { imageData: photo, style: 'impressionist' });
    expect(response.statusCode).toBe(200);
    const request = openai.requests.at(-1)!;
    expect(request.path).toBe('/v1/images/edits');
    expect(request.body).toContain('gpt-image-1');
    expect(request.body).toContain(styleById('impressionist')!.traits.slice(0, 40));
    // the print master is upscaled to A3 300 dpi and kept private; the result names the preview (decision 023)
    const [row] = await t.runtime.database.db
      .select()
      .from(userImages)
      .where(eq(userImages.id, response.json().imageId));
    const master = await t.runtime.storage.get(row!.generatedPath);
    const size = await sharp(Buffer.concat(await master!.body.toArray())).metadata();
    expect([size.width, size.height]).toEqual([3508, 4961]);
    const preview = await t.app.inject({ method: 'GET', url: response.json().posterUrl });
    const previewSize = await sharp(preview.rawPayload).metadata();
    expect(Math.max(previewSize.width!, previewSize.height!)).toBeLessThanOrEqual(1600);
  });

  it('answers a refused image with the sensitive-content message and gives the credit back', async () => {
    const user = await signedInUser(t);
    openai.mode = 'flagged';
    const confirmationId = randomUUID();
    const response = await user.post('/api/generate-gpt-image', { imageData: photo, style: 'popart', confirmationId });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'content_flagged', message: m.sensitive });
    expect((await user.get('/api/generation-credits')).json().freeCreditsRemaining).toBe(t.config.FREE_CREDITS);
    expect((await user.get('/api/user-images')).json().images).toHaveLength(0);

    // The poll reports the same code, worded in the language of whoever asks (the failure is kept as its code).
    const [row] = await t.runtime.database.db
      .select()
      .from(generations)
      .where(eq(generations.confirmationId, confirmationId));
    expect(row).toMatchObject({ status: 'failed', errorCode: 'content_flagged' });
    expect((await user.get(`/api/check-generation/${confirmationId}`)).json()).toEqual({
      ready: false,
      status: 'failed',
      code: 'content_flagged',
      message: m.sensitive,
    });
    const inGerman = await t.app.inject({
      method: 'GET',
      url: `/api/check-generation/${confirmationId}`,
      headers: { cookie: `${user.cookie}; lang=de` },
    });
    expect(inGerman.json()).toEqual({
      ready: false,
      status: 'failed',
      code: 'content_flagged',
      message: messagesFor('de').create.sensitive,
    });
    expect(messagesFor('de').create.sensitive).not.toBe(m.sensitive);
  });
});
