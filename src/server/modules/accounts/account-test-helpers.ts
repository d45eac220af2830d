import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../../db/schema.ts';
import { codeIn, startSmtpServer } from '../../testing/smtp.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { hashPassword } from './accounts.service.ts';

/**
 * What the tests of a forgotten password and of the changes made in settings share: the real app with a real SMTP
 * server, accounts made in the database, and browsers that keep their own cookies and client address. Call
 * `accountTestKit()` at the top of a test file: it starts and stops the app around the file's tests.
 */
export const PASSWORD = 'the first password';

export function accountTestKit() {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let storedHash: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, BRAND_NAME: 'Affiche' } });
    storedHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const db = () => t.runtime.database.db;
  let addressCounter = 0;
  const freshIp = () => `198.19.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  const freshEmail = (label = 'person') => `${label}.${randomBytes(5).toString('hex')}@example.ch`;

  /** A browser: its own client address and cookies. */
  function browser(headers: Record<string, string> = {}) {
    const cookies = new Map<string, string>();
    const remoteAddress = freshIp();
    const remember = (response: LightMyRequestResponse) => {
      for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
        if (cookie.value === '' || cookie.maxAge === 0) cookies.delete(cookie.name);
        else cookies.set(cookie.name, cookie.value);
      }
      return response;
    };
    const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return {
      cookies,
      remoteAddress,
      get: async (url: string) =>
        remember(await t.app.inject({ method: 'GET', url, remoteAddress, headers: { ...headers, cookie: cookie() } })),
      post: async (url: string, payload: object) =>
        remember(
          await t.app.inject({
            method: 'POST',
            url,
            remoteAddress,
            payload,
            headers: { ...headers, cookie: cookie() },
          }),
        ),
    };
  }
  type Browser = ReturnType<typeof browser>;

  /** An account made in the database, with the password PASSWORD, in `language`. */
  async function account(language = 'en') {
    const email = freshEmail();
    const [row] = await db()
      .insert(users)
      .values({ email, username: `u_${randomBytes(6).toString('hex')}`, passwordHash: storedHash, language })
      .returning();
    return row!;
  }

  async function signIn(email: string, password = PASSWORD, client: Browser = browser()) {
    const response = await client.post('/api/auth/login', { email, password });
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  const signedIn = async (client: Browser) =>
    (await client.get('/api/auth/check')).json<{ authenticated: boolean }>().authenticated;

  async function resetCode(email: string, client: Browser = browser()) {
    const since = smtp.mails.length;
    const response = await client.post('/api/auth/password-reset', { email });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await smtp.waitForMail(email, { since });
    return { code: codeIn(mail), mail };
  }

  /** Waits until the job queue is idle enough that a mail, had one been queued before `marker`'s, would be here. */
  async function noMailTo(address: string, since: number) {
    // A marker request queued after the one under test: once its mail arrived, the earlier job has run too.
    const marker = await account();
    await resetCode(marker.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return smtp.mails.slice(since).filter((mail) => JSON.stringify(mail.to).includes(address)).length === 0;
  }

  return {
    app: () => t,
    smtp: () => smtp,
    db,
    /** The hash of PASSWORD, for accounts a test writes itself. */
    storedHash: () => storedHash,
    freshIp,
    freshEmail,
    browser,
    account,
    signIn,
    signedIn,
    resetCode,
    noMailTo,
  };
}
