import { createServer } from 'node:http';
import type { Server } from 'node:http';
import sharp from 'sharp';

/**
 * A local stand-in for the OpenAI images API, reached through the real SDK (`OPENAI_BASE_URL`).
 * It answers `POST /v1/images/edits` with a painted image, a content-policy refusal or a server error.
 */
export type OpenAiStandIn = {
  baseUrl: string;
  mode: 'ok' | 'flagged' | 'error';
  requests: { path: string; body: string }[];
  close(): Promise<void>;
};

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const painted = await sharp({ create: { width: 1024, height: 1536, channels: 3, background: '#d62718' } })
    .composite([
      {
        input: Buffer.from('<svg width="1024" height="1536"><circle cx="512" cy="600" r="300" fill="#f6f1e7"/></svg>'),
      },
    ])
    .png()
    .toBuffer();
  const standIn: OpenAiStandIn = { baseUrl: '', mode: 'ok', requests: [], close: async () => {} };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      standIn.requests.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('latin1') });
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || request.url !== '/v1/images/edits') {
        response.statusCode = 404;
        return response.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      }
      if (standIn.mode === 'flagged') {
        response.statusCode = 400;
        return response.end(
          JSON.stringify({
            error: {
              message: 'Your request was rejected as a result of our safety system.',
              type: 'image_generation_user_error',
              code: 'moderation_blocked',
            },
          }),
        );
      }
      if (standIn.mode === 'error') {
        response.statusCode = 500;
        return response.end(JSON.stringify({ error: { message: 'The server had an error.', type: 'server_error' } }));
      }
      response.end(
        JSON.stringify({ created: Math.floor(Date.now() / 1000), data: [{ b64_json: painted.toString('base64') }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  standIn.baseUrl = `http://127.0.0.1:${port}/v1`;
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}
