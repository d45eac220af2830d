import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { styleById } from '../../../shared/styles.ts';
import { OpenAiPosterEngine } from './openai-poster-engine.ts';
import { PosterContentFlaggedError, PosterEngineError } from './poster-engine.ts';
import { scenePhoto } from './test-photos.ts';

type Reply = { status: number; body: unknown };
type Received = {
  path: string;
  authorization?: string;
  fields: Record<string, string>;
  image?: { name: string; type: string; bytes: Buffer };
};

/** A stand-in for the OpenAI API: POST /v1/images/edits (multipart), answering what the test sets. */
class ImageApiStandIn {
  server: Server = createServer(
    (request, response) =>
      void this.handle(request).then(({ status, body, type }) => {
        response.writeHead(status, { 'content-type': type });
        response.end(body);
      }),
  );
  received: Received[] = [];
  reply: Reply = { status: 500, body: {} };
  files = new Map<string, Buffer>();

  get baseURL() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async handle(request: IncomingMessage): Promise<{ status: number; body: Buffer | string; type: string }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method === 'GET' && this.files.has(request.url!))
      return { status: 200, body: this.files.get(request.url!)!, type: 'image/png' };
    if (request.method !== 'POST' || request.url !== '/v1/images/edits')
      return { status: 404, body: '{}', type: 'application/json' };
    const form = await new Request('http://stand-in/', {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: Buffer.concat(chunks),
    }).formData();
    const received: Received = { path: request.url, authorization: request.headers.authorization, fields: {} };
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') received.fields[name] = value;
      else received.image = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
    this.received.push(received);
    return { status: this.reply.status, body: JSON.stringify(this.reply.body), type: 'application/json' };
  }
}

const resultPng = () =>
  sharp({ create: { width: 256, height: 384, channels: 3, background: '#e4572e' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="384"><circle cx="128" cy="150" r="80" ' +
            'fill="#29335c"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

describe('OpenAI poster engine', () => {
  const api = new ImageApiStandIn();
  let photo: Buffer;
  let engine: OpenAiPosterEngine;
  const style = styleById('swissmidcentury')!;

  beforeAll(async () => {
    await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
    engine = new OpenAiPosterEngine({ apiKey: 'sk-test-key', baseURL: api.baseURL, model: 'gpt-image-1' });
    photo = await scenePhoto();
  });
  afterAll(() => new Promise<void>((resolve) => api.server.close(() => resolve())));
  beforeEach(() => {
    api.received = [];
  });

  it('sends the portrait photo, the model and a prompt made of the style to images.edit, and finishes the result', async () => {
    api.reply = { status: 200, body: { created: 1, data: [{ b64_json: (await resultPng()).toString('base64') }] } };
    const output = await engine.render({
      image: photo,
      style,
      caption: { text: 'Vevey', x: 175, y: 80, frameWidth: 350, frameHeight: 495 },
    });

    expect(api.received).toHaveLength(1);
    const [request] = api.received;
    expect(request!.authorization).toBe('Bearer sk-test-key');
    expect(request!.fields.model).toBe('gpt-image-1');
    expect(request!.fields.size).toBe('1024x1536');
    expect(request!.fields.prompt).toContain(style.traits);
    expect(request!.fields.prompt).toContain('#D8322A');
    expect(request!.fields.prompt).toMatch(/no text|not add any text/i);
    expect(request!.fields.prompt).toContain('top');
    expect(request!.image!.type).toBe('image/png');
    const sent = await sharp(request!.image!.bytes).metadata();
    expect([sent.format, sent.width, sent.height]).toEqual(['png', 1024, 1536]);

    const print = await sharp(output.printMaster).metadata();
    expect([print.format, print.width, print.height]).toEqual(['jpeg', 3508, 4961]);
    expect((await sharp(output.preview).metadata()).height).toBe(1200);
    expect((await sharp(output.thumbnail).metadata()).width).toBe(340);
  });

  it('fetches the picture when the API answers with a URL', async () => {
    api.files.set('/files/result.png', await resultPng());
    api.reply = {
      status: 200,
      body: { created: 1, data: [{ url: `${api.baseURL.replace('/v1', '')}/files/result.png` }] },
    };
    const output = await engine.render({ image: photo, style });
    const { dominant } = await sharp(output.thumbnail).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });

  it("sends the customer's window of the photo, mirrored where it reaches past the photo's edge", async () => {
    api.reply = { status: 200, body: { created: 1, data: [{ b64_json: (await resultPng()).toString('base64') }] } };
    // red on the left half, blue on the right; the window over the red half, reaching past the top and the bottom
    const red = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#d42a2a' } })
      .png()
      .toBuffer();
    const halves = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2350c0' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .toBuffer();
    const window = { left: 0.05, top: -0.2, width: 0.42, height: (0.42 * 800) / (3508 / 4961) / 600 };
    const output = await engine.render({ image: halves, style, window });
    const sent = await sharp(api.received[0]!.image!.bytes).stats();
    expect(sent.channels[0]!.mean - sent.channels[2]!.mean).toBeGreaterThan(100);
    expect(sent.channels[0]!.min).toBeGreaterThan(150);
    // the model sees 2:3 of the window, all of it on the photo across
    expect(output.shownPhotoWidth).toBe(Math.round(0.42 * 800 * ((1024 / 1536) * (4961 / 3508))));
  });

  it("turns a content-policy refusal into 'flagged as sensitive'", async () => {
    api.reply = {
      status: 400,
      body: {
        error: {
          message: 'Your request was rejected as a result of our safety system.',
          type: 'image_generation_user_error',
          param: null,
          code: 'moderation_blocked',
        },
      },
    };
    const failure = engine.render({ image: photo, style });
    await expect(failure).rejects.toBeInstanceOf(PosterContentFlaggedError);
    await expect(failure).rejects.toThrow(/flagged as sensitive/);
  });

  it('reports any other API error as an engine failure', async () => {
    api.reply = {
      status: 401,
      body: {
        error: {
          message: 'Incorrect API key provided.',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_api_key',
        },
      },
    };
    const failure = engine.render({ image: photo, style });
    await expect(failure).rejects.toBeInstanceOf(PosterEngineError);
    await expect(failure).rejects.toThrow(/OpenAI image edit failed \(401\)/);
  });

  it('reports an answer without an image as an engine failure', async () => {
    api.reply = { status: 200, body: { created: 1, data: [] } };
    await expect(engine.render({ image: photo, style })).rejects.toThrow(/no image/);
  });
});
