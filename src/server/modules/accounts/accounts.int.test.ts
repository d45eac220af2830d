import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import m from '../../../shared/messages/en/accounts.ts';
import { users } from '../../db/schema.ts';
import { codeIn, startSmtpServer } from '../../testing/smtp.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { FAILURE_DELAY_STEP_MS } from './attempts.ts';
import type { TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let addressCounter = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, FREE_CREDITS: '3', BRAND_NAME: 'Affiche' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A browser: keeps its cookies and its own client address, like a person on their own network. */
function browser(headers: Record<string, string> = {}) {
  const cookies = new Map<string, string>();
  const remoteAddress = `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
  const remember = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      if (cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now()))
        cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    return response;
  };
  const cookieHeader = () =>
    [headers.cookie, ...[...cookies].map(([name, value]) => `${name}=${value}`)].filter(Boolean).join('; ');
  return {
    cookies,
    remoteAddress,
    get: async (url: string) =>
      remember(
        await t.app.inject({ method: 'GET', url, remoteAddress, headers: { ...headers, cookie: cookieHeader() } }),
      ),
    post: async (url: string, payload?: unknown) =>
      remember(
        await t.app.inject({
          method: 'POST',
          url,
          remoteAddress,
          headers: { ...headers, cookie: cookieHeader() },
          payload: payload as object,
        }),
      ),
  };
}

let userCounter = 0;
const newPerson = () => {
  userCounter += 1;
  const suffix = `${Date.now().toString(36)}${userCounter}`;
  return {
    email: `Person.${suffix}@Example.ch`,
    username: `person_${suffix}`.slice(0, 20),
    password: 'correct horse battery',
  };
};

async function requestCode(client: ReturnType<typeof browser>, email: string): Promise<string> {
  const since = smtp.mails.length;
  const response = await client.post('/api/send-verification', { email });
  expect(response.statusCode).toBe(200);
  return codeIn(await smtp.waitForMail(email, { since }));
}

async function signUp(person = newPerson()) {
  const client = browser();
  const code = await requestCode(client, person.email);
  expect((await client.post('/api/verify-email', { email: person.email, code })).statusCode).toBe(200);
  const registered = await client.post('/api/auth/register', person);
  expect(registered.statusCode).toBe(201);
  return { client, person, code };
}

describe('sign-up with an e-mailed code', () => {
  it('sends the code by SMTP as a branded HTML and text mail', async () => {
    const person = newPerson();
    const client = browser();
    const since = smtp.mails.length;
    await client.post('/api/send-verification', { email: person.email });
    const mail = await smtp.waitForMail(person.email, { since });
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`${code} is your Affiche verification code`);
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('Affiche');
    expect(mail.text).toContain('expires in 10 minutes');
  });

  it('accepts the code once: registration signs in, grants the free credits and spends the code', async () => {
    const { client, person, code } = await signUp();
    const check = await client.get('/api/auth/check');
    expect(check.json()).toEqual({
      authenticated: true,
      user: { email: person.email.toLowerCase(), username: person.username, userType: 'standard' },
    });
    const credits = await client.get(`/api/generation-credits?email=${encodeURIComponent(person.email)}`);
    expect(credits.json()).toEqual({ freeCreditsRemaining: 3, paidCredits: 0, userType: 'standard' });

    const again = await browser().post('/api/verify-email', { email: person.email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(m.invalidCode);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, for 30 days', async () => {
    const person = newPerson();
    const client = browser();
    const code = await requestCode(client, person.email);
    await client.post('/api/verify-email', { email: person.email, code });
    const response = await client.post('/api/auth/register', person);
    const cookie = (
      response.cookies as {
        name: string;
        httpOnly?: boolean;
        sameSite?: string;
        secure?: boolean;
        maxAge?: number;
        path?: string;
        value: string;
      }[]
    ).find((c) => c.name === 'affiche_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    expect(cookie.path).toBe('/');
    expect(cookie.maxAge).toBe(30 * 24 * 3600);
    expect(Buffer.from(cookie.value, 'base64url').length).toBe(16);
  });

  it('refuses a code after it expired', async () => {
    const person = newPerson();
    const client = browser();
    const code = await requestCode(client, person.email);
    await t.runtime.database.db.execute(sql`update email_verifications set expires_at = now() - interval '1 second'
      where email = ${person.email.toLowerCase()}`);
    const response = await client.post('/api/verify-email', { email: person.email, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.codeExpired);
  });

  it('rejects a 6-digit code after five wrong tries, even the right one', async () => {
    const person = newPerson();
    const client = browser();
    const code = await requestCode(client, person.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await client.post('/api/verify-email', { email: person.email, code: wrong })).json().message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(m.invalidCode));
    expect(answers[4]).toBe(m.codeExhausted);
    const right = await client.post('/api/verify-email', { email: person.email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(m.codeExhausted);
  });

  it('refuses to register an address that was not verified, or verified in another browser', async () => {
    const person = newPerson();
    const unverified = await browser().post('/api/auth/register', person);
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().message).toBe(m.emailNotVerified);

    const owner = browser();
    const code = await requestCode(owner, person.email);
    await owner.post('/api/verify-email', { email: person.email, code });
    const intruder = await browser().post('/api/auth/register', { ...person, username: 'intruder_1' });
    expect(intruder.statusCode).toBe(400);
    expect(intruder.json().message).toBe(m.emailNotVerified);
  });

  it('refuses a taken username (case-insensitively) and a short password, with the form messages', async () => {
    const { person: first } = await signUp();
    const person = newPerson();
    const client = browser();
    const code = await requestCode(client, person.email);
    await client.post('/api/verify-email', { email: person.email, code });

    const taken = await client.post('/api/auth/register', { ...person, username: first.username });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(m.usernameTaken);

    const short = await client.post('/api/auth/register', { ...person, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(m.passwordTooShort);

    const badName = await client.post('/api/auth/register', { ...person, username: 'Bad Name!' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toBe(m.usernameCharacters);

    expect((await client.post('/api/auth/register', person)).statusCode).toBe(201);
  });

  it('answers a sign-up for a registered address like any other, and mails the owner instead of a code', async () => {
    const { person } = await signUp();
    // As if the sign-up's own code had been sent a minute ago.
    await t.runtime.database.db.execute(
      sql`update auth_attempts set created_at = now() - interval '1 minute' where kind = 'send:email'`,
    );
    const client = browser();
    const since = smtp.mails.length;
    const response = await client.post('/api/send-verification', { email: person.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const mail = await smtp.waitForMail(person.email, { since });
    expect(mail.subject).toBe('You already have a Affiche account');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
  });

  it('sends at most one code per 30 seconds to an address', async () => {
    const person = newPerson();
    const client = browser();
    await client.post('/api/send-verification', { email: person.email });
    const again = await client.post('/api/send-verification', { email: person.email });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(m.codeResendTooSoon);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends at most ten codes an hour to an address', async () => {
    const person = newPerson();
    const email = person.email.toLowerCase();
    await t.runtime.database.db.execute(sql`insert into auth_attempts (kind, subject, created_at)
      select 'send:email', ${email}, now() - interval '40 minutes' from generate_series(1, 10)`);
    const response = await browser().post('/api/send-verification', { email });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(m.codeHourlyLimit);
  });

  it('tells whether a username is free, and refuses a malformed one', async () => {
    const { person } = await signUp();
    const client = browser();
    const free = async (name: string) =>
      ((await client.get(`/api/auth/check-username?username=${name}`)).json() as { available: boolean }).available;
    expect(await free(person.username)).toBe(false);
    expect(await free(person.username.toUpperCase())).toBe(false);
    expect(await free('free_name_42')).toBe(true);
    // a name that would pass for the shop or its staff is never free
    for (const name of ['admin', 'Affiche_Team', 'support']) expect(await free(name), name).toBe(false);
    const short = await client.get('/api/auth/check-username?username=abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(m.usernameTooShort);
    expect((await client.get('/api/auth/check-username')).statusCode).toBe(400);
  });
});

describe('sign-in, sign-out and sessions', () => {
  it('signs in with the right password, rotating the session token, and out again', async () => {
    const { client: first, person } = await signUp();
    const before = first.cookies.get('affiche_session')!;
    const login = await first.post('/api/auth/login', { email: person.email.toUpperCase(), password: person.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      user: { email: person.email.toLowerCase(), username: person.username, userType: 'standard' },
    });
    const after = first.cookies.get('affiche_session')!;
    expect(after).not.toBe(before);

    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check',
      headers: { cookie: `affiche_session=${before}` },
    });
    expect(stale.json().authenticated).toBe(false);

    const logout = await first.post('/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    expect((await first.get('/api/auth/check')).json()).toEqual({ authenticated: false, user: null });
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check',
      headers: { cookie: `affiche_session=${after}` },
    });
    expect(replay.json().authenticated).toBe(false);
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const { person } = await signUp();
    const client = browser();
    const wrong = await client.post('/api/auth/login', { email: person.email, password: 'not the password' });
    const unknown = await client.post('/api/auth/login', { email: 'nobody@example.ch', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(m.invalidCredentials);
  });

  it("never refuses an account's right password after ten failures from elsewhere: the failures only slow it down", async () => {
    const { person } = await signUp();
    for (let i = 0; i < 10; i++) {
      expect(
        (await browser().post('/api/auth/login', { email: person.email, password: `wrong-${i}` })).statusCode,
      ).toBe(401);
    }
    const started = Date.now();
    const owner = await browser().post('/api/auth/login', { email: person.email, password: person.password });
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(10 * FAILURE_DELAY_STEP_MS - 50);
  });

  it('stops sign-in after ten failures from one address', async () => {
    const client = browser();
    for (let i = 0; i < 10; i++)
      await client.post('/api/auth/login', { email: `someone${i}@example.ch`, password: 'guess' });
    const { person } = await signUp();
    const blocked = await client.post('/api/auth/login', { email: person.email, password: person.password });
    expect(blocked.statusCode).toBe(429);
  });

  it("refuses another user's email parameter with 403 and a signed-out visitor with 401", async () => {
    const { client } = await signUp();
    const { person: other } = await signUp();
    const foreign = await client.get(`/api/generation-credits?email=${encodeURIComponent(other.email)}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(m.notYourAccount);
    expect((await client.get(`/api/auth/check-free-credits?email=${encodeURIComponent(other.email)}`)).statusCode).toBe(
      403,
    );
    expect((await browser().get('/api/generation-credits')).statusCode).toBe(401);
    const own = await client.get('/api/auth/check-free-credits');
    expect(own.json()).toMatchObject({ hasFreeCredits: true, freeCreditsRemaining: 3, canGenerate: true });
  });
});

describe("in the visitor's language", () => {
  it('sends the verification mail of a German sign-up in German and keeps German on the account', async () => {
    const person = newPerson();
    const client = browser({ 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' });
    const since = smtp.mails.length;
    expect((await client.post('/api/send-verification', { email: person.email })).statusCode).toBe(200);
    const mail = await smtp.waitForMail(person.email, { since });
    const code = codeIn(mail);
    expect(mail.subject).toBe(`${code} ist dein Bestätigungscode für Affiche`);
    expect(mail.text).toContain('Willkommen! Gib diesen Code ein, um dein Konto bei Affiche fertig zu erstellen:');
    expect(mail.text).toContain('Der Code ist 10 Minuten gültig.');
    expect(mail.html).toContain('<html lang="de">');

    expect((await client.post('/api/verify-email', { email: person.email, code })).statusCode).toBe(200);
    expect((await client.post('/api/auth/register', person)).statusCode).toBe(201);
    const accounts = await t.runtime.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, person.email.toLowerCase()));
    expect(accounts).toEqual([{ language: 'de' }]);
  });

  it("answers a wrong password in the language of the visitor's cookie", async () => {
    const { person } = await signUp();
    const wrong = await browser({ cookie: 'lang=de' }).post('/api/auth/login', {
      email: person.email,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: expect.any(String), message: 'E-Mail oder Passwort ist falsch.' });
  });

  it("mails the code that confirms deleting an account in the account's language, whatever the request's", async () => {
    const person = newPerson();
    const french = browser({ 'accept-language': 'fr-CH' });
    const code = await requestCode(french, person.email);
    expect((await french.post('/api/verify-email', { email: person.email, code })).statusCode).toBe(200);
    expect((await french.post('/api/auth/register', person)).statusCode).toBe(201);

    const since = smtp.mails.length;
    const sessionCookie = `affiche_session=${french.cookies.get('affiche_session')}`;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/account/deletion/start',
      remoteAddress: french.remoteAddress,
      headers: { cookie: sessionCookie, 'accept-language': 'en' },
      payload: { password: person.password },
    });
    expect(started.statusCode).toBe(200);
    const mail = await smtp.waitForMail(person.email, { since });
    expect(mail.subject).toBe(`${codeIn(mail)} confirme la suppression de votre compte Affiche`);
    expect(mail.text).toContain('Vous avez demandé la suppression de votre compte Affiche.');
  });

  it("words a broken shared rule in the request's language", async () => {
    const short = await browser({ 'accept-language': 'fr-CH' }).post('/api/auth/register', {
      ...newPerson(),
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Le mot de passe doit comporter au moins 8 caractères.');
  });
});

describe('bad input to the account calls', () => {
  const calls = ['/api/send-verification', '/api/verify-email', '/api/auth/register', '/api/auth/login'];

  it.each(calls)(
    '%s answers missing fields, wrong types, long strings and malformed JSON with a 4xx message',
    async (url) => {
      const bodies: unknown[] = [
        {},
        { email: 42, code: [], username: {}, password: null },
        {
          email: `${'a'.repeat(5000)}@example.ch`,
          code: '1'.repeat(5000),
          username: 'u'.repeat(5000),
          password: 'p'.repeat(5000),
        },
        [],
        'just a string',
      ];
      for (const payload of bodies) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
          remoteAddress: '10.9.9.9',
        });
        expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(typeof response.json().message).toBe('string');
      }
      const malformed = await t.app.inject({
        method: 'POST',
        url,
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('The request body is not valid JSON.');
      const wrongType = await t.app.inject({
        method: 'POST',
        url,
        payload: 'email=x',
        headers: { 'content-type': 'text/csv' },
      });
      expect(wrongType.statusCode).toBe(415);
      expect(wrongType.json().message).toBeTruthy();
      const wrongMethod = await t.app.inject({ method: 'PUT', url });
      expect(wrongMethod.statusCode).toBe(405);
    },
  );
});
