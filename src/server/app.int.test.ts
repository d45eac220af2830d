import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app.ts';
import type { TestApp } from './testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  // A small stand-in for Vite's output, written the way the build writes it.
  const webDistFolder = path.join(process.env.TMPDIR ?? '/tmp', `affiche-web-${process.pid}-${Date.now()}`);
  await mkdir(path.join(webDistFolder, 'assets'), { recursive: true });
  await writeFile(
    path.join(webDistFolder, 'index.html'),
    '<!doctype html><html><head><meta name="app-settings" content="{}" /><title>x</title></head><body><div ' +
      'id="root"></div></body></html>',
  );
  await writeFile(
    path.join(webDistFolder, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(5000))});`,
  );
  t = await createTestApp({ webDistFolder, env: { BRAND_NAME: 'Affiche Test' } });
});
afterAll(() => t.close());

describe('the HTTP shell', () => {
  it('reports database and storage health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', storage: 'ok', storageKind: 'folder' });
  });

  it('answers an unknown API path with 404 and a JSON message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Not found.' });
  });

  it('answers a known API path asked with the wrong method with 405 and Allow', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('GET');
    expect(response.json().message).toBe('The method DELETE is not allowed here.');
  });

  it('serves the app for page paths with the public settings, and 404 for unknown pages', async () => {
    const landing = await t.app.inject({ method: 'GET', url: '/' });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['content-type']).toContain('text/html');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.body).toContain('<title>Affiche Test</title>');
    expect(landing.body).toContain('&quot;brandName&quot;:&quot;Affiche Test&quot;');
    expect(landing.body).not.toContain('sk_');
    // the test-shop ribbon is for a production shop on the sandbox only (staging.int.test.ts)
    expect(landing.body).not.toContain('data-test-mode');

    for (const page of ['/catalogue', '/create?subscription_success=true', '/feed', '/admin/orders', '/settings/']) {
      expect((await t.app.inject({ method: 'GET', url: page })).statusCode, page).toBe(200);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends security headers on pages, API answers, refusals and not-found answers alike', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBeTruthy();
    expect(page.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(page.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(page.headers['strict-transport-security']).toBeUndefined(); // only in production
    for (const url of ['/api/health', '/api/no-such-thing', '/api/feed?page=0', '/no-such-page']) {
      const response = await t.app.inject({ method: 'GET', url });
      for (const name of ['content-security-policy', 'x-content-type-options', 'cross-origin-resource-policy'])
        expect(response.headers[name], `${name} on ${url}`).toBe(page.headers[name]);
    }
  });
});
