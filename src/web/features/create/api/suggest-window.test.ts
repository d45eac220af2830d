import { afterEach, describe, expect, it, vi } from 'vitest';
import { suggestWindow, suggestWindowPath } from './suggest-window.ts';

const request = { imageData: 'data:image/jpeg;base64,AAAA', style: 'popart' };
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('suggestWindow', () => {
  it('posts the small photo and the style, and answers the window and the part of it that shows the photo', async () => {
    const window = { left: 0.1, top: 0, width: 0.5, height: 1 };
    const shows = { left: 0.08, top: 0.25, width: 0.84, height: 0.64 };
    const fetch = answer(200, { window, shows });
    vi.stubGlobal('fetch', fetch);
    await expect(suggestWindow(request)).resolves.toEqual({ window, shows });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(suggestWindowPath);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(request);
  });

  it('takes a window without its part as the whole window shown', async () => {
    const window = { left: 0.1, top: 0, width: 0.5, height: 1 };
    for (const body of [{ window, shows: null }, { window }]) {
      vi.stubGlobal('fetch', answer(200, body));
      await expect(suggestWindow(request)).resolves.toEqual({ window, shows: null });
    }
  });

  it('answers null when the subject finder had none', async () => {
    vi.stubGlobal('fetch', answer(200, { window: null }));
    await expect(suggestWindow(request)).resolves.toBeNull();
  });

  it('answers null, never an error, for a missing route, a refusal, a broken answer or no answer', async () => {
    for (const fetch of [
      answer(404, { code: 'not_found', message: 'Not found' }),
      answer(401, { code: 'unauthorized', message: 'Please sign in' }),
      answer(500, { code: 'internal', message: 'Oops' }),
      answer(200, { window: { left: 'a', top: 0, width: 0.5, height: 1 } }),
      answer(200, { window: { left: 0, top: 0, width: 0, height: 1 } }),
      ...[
        { left: 0, top: 0, width: 2, height: 1 },
        { left: 0.5, top: 0, width: 0.6, height: 1 },
        { left: 0.1, top: 0.2, width: 0, height: 0.5 },
      ].map((shows) => answer(200, { window: { left: 0.1, top: 0, width: 0.5, height: 1 }, shows })),
      vi.fn(async () => new Response('<html>gateway</html>', { status: 200 })),
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    ]) {
      vi.stubGlobal('fetch', fetch);
      await expect(suggestWindow(request)).resolves.toBeNull();
      expect(fetch).toHaveBeenCalledOnce();
    }
  });
});
