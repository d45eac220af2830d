import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import deOperations from '../shared/messages/de/operations.ts';
import enOperations from '../shared/messages/en/operations.ts';
import { codeIn, startSmtpServer } from './testing/smtp.ts';
import type { TestSmtpServer } from './testing/smtp.ts';
import { createTestApp } from './testing/test-app.ts';
import type { TestApp } from './testing/test-app.ts';

/**
 * A staging shop (decision 024): production on the sandbox payments, named with PAYMENTS=sandbox. Every page says it
 * is a test shop in the visitor's language, before any script runs, and so does every mail.
 */
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  const webDistFolder = path.join(process.env.TMPDIR ?? '/tmp', `affiche-web-staging-${process.pid}-${Date.now()}`);
  await mkdir(webDistFolder, { recursive: true });
  await writeFile(
    path.join(webDistFolder, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="app-settings" content="{}" ' +
      '/><title>x</title></head><body>\n<div id="root"></div></body></html>',
  );
  t = await createTestApp({
    webDistFolder,
    env: {
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'http://staging.shop.internal',
      ALLOW_HTTP_PUBLIC_URL: 'true',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a staging shop', () => {
  it('asks browsers for HTTPS as a production shop does', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it("shows the test-shop ribbon at the top of every page, in the visitor's language", async () => {
    const en = enOperations.testMode;
    const de = deOperations.testMode;
    for (const [url, headers, words] of [
      ['/', {}, en],
      ['/catalogue', { 'accept-language': 'de-CH,de;q=0.9' }, de],
      ['/admin/login', {}, en],
      ['/no-such-page', {}, en],
    ] as const) {
      const page = await t.app.inject({ method: 'GET', url, headers });
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body, url).toMatch(
        new RegExp(`<body>\\s*<div role="note" data-test-mode[^>]*>${words.ribbon}</div>`),
      );
    }
    const settings = /<meta name="app-settings" content="([^"]*)"/.exec(
      (await t.app.inject({ method: 'GET', url: '/' })).body,
    )![1]!;
    expect(
      JSON.parse(
        settings
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&amp;/g, '&'),
      ),
    ).toMatchObject({ paymentProvider: 'sandbox', testMode: true });
  });

  it("marks every mail as a test, in the mail's language", async () => {
    const email = `staging.${Date.now()}@example.ch`;
    const since = smtp.mails.length;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send-verification',
      payload: { email },
      headers: { 'accept-language': 'de-CH' },
    });
    expect(sent.statusCode).toBe(200);
    const mail = await smtp.waitForMail(email, { since });
    expect(mail.subject).toMatch(/^\[TESTSHOP\] /);
    expect(mail.text!.startsWith(deOperations.testMode.mail)).toBe(true);
    expect(mail.html).toContain(`<div role="note"`);
    expect(mail.html).toContain(deOperations.testMode.mail);
    // and is otherwise the same mail: the code still works
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });
});
