import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../../../shared/messages/de/accounts.ts';
import m from '../../../shared/messages/en/accounts.ts';
import { emailVerifications, users } from '../../db/schema.ts';
import { codeIn, startSmtpServer } from '../../testing/smtp.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { hashPassword } from './accounts.service.ts';
import { SESSION_COOKIE } from './sessions.ts';
import { CODE_MAX_TRIES } from './verification.service.ts';

/**
 * A forgotten password and the changes made in settings (docs/product/accounts.md#a-forgotten-password,
 * docs/product/accounts.md#changing-the-password-or-the-e-mail-address), through the real app, database and SMTP.
 */
const BURST = 40;
const PASSWORD = 'the first password';

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
        await t.app.inject({ method: 'POST', url, remoteAddress, payload, headers: { ...headers, cookie: cookie() } }),
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

const signedIn = async (client: Browser) => (await client.get('/api/auth/check')).json().authenticated as boolean;

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

describe('a forgotten password', () => {
  it('mails a code over SMTP; the code sets the new password, signs every other session out and this browser in', async () => {
    const user = await account();
    const laptop = await signIn(user.email);
    const phone = await signIn(user.email);
    expect(await signedIn(laptop)).toBe(true);

    const stranger = browser();
    const { code, mail } = await resetCode(user.email, stranger);
    expect(mail.subject).toBe(`${code} is your Affiche password reset code`);
    expect(mail.html).toContain(code);
    expect(mail.text).toContain('expires in 10 minutes');

    const confirmed = await stranger.post('/api/auth/password-reset/confirm', {
      email: user.email.toUpperCase(),
      code,
      password: 'a brand new password',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      success: true,
      user: { email: user.email, username: user.username, userType: 'standard' },
    });
    const session = confirmed.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!;
    expect(session.httpOnly).toBe(true);
    expect(await signedIn(stranger)).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(false);

    expect((await browser().post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
    await signIn(user.email, 'a brand new password');

    // the code is spent
    const again = await browser().post('/api/auth/password-reset/confirm', {
      email: user.email,
      code,
      password: 'yet another password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(m.invalidCode);
  });

  it('writes the mail and the reasons in the language of the request', async () => {
    const user = await account('en');
    const german = browser({ 'accept-language': 'de-CH,de;q=0.9' });
    const { code, mail } = await resetCode(user.email, german);
    expect(mail.subject).toBe(`${code} ist dein Code zum Zurücksetzen deines Affiche-Passworts`);
    expect(mail.html).toContain('lang="de"');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await german.post('/api/auth/password-reset/confirm', {
      email: user.email,
      code: wrong,
      password: 'a brand new password',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'invalid_code', message: de.invalidCode });
    const short = await german.post('/api/auth/password-reset/confirm', { email: user.email, code, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(de.passwordTooShort);
    // a refused password does not spend the code
    const done = await german.post('/api/auth/password-reset/confirm', {
      email: user.email,
      code,
      password: 'ein neues Passwort',
    });
    expect(done.statusCode).toBe(200);
  });

  it('kills a code after five wrong tries, however right the sixth', async () => {
    const user = await account();
    const { code } = await resetCode(user.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const client = browser();
    const answers: string[] = [];
    for (let i = 0; i < CODE_MAX_TRIES; i++)
      answers.push(
        (
          await client.post('/api/auth/password-reset/confirm', {
            email: user.email,
            code: wrong,
            password: 'new one!',
          })
        ).json().code,
      );
    expect(answers).toEqual([...Array(CODE_MAX_TRIES - 1).fill('invalid_code'), 'code_exhausted']);
    const right = await client.post('/api/auth/password-reset/confirm', {
      email: user.email,
      code,
      password: 'new one!',
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(m.codeExhausted);
  });
});

describe('no enumeration', () => {
  it('answers the same status and body whether the address has an account; only the account gets a mail', async () => {
    const user = await account();
    const unknown = freshEmail('nobody');
    const since = smtp.mails.length;
    const forUnknown = await browser().post('/api/auth/password-reset', { email: unknown });
    const forKnown = await browser().post('/api/auth/password-reset', { email: user.email });
    expect([forUnknown.statusCode, forUnknown.body]).toEqual([forKnown.statusCode, forKnown.body]);
    expect(forKnown.statusCode).toBe(200);
    await smtp.waitForMail(user.email, { since });
    expect(await noMailTo(unknown, since)).toBe(true);

    // guessing answers alike too: wrong, then dead after five
    const wrongFor = async (email: string) => {
      const client = browser();
      const bodies: string[] = [];
      for (let i = 0; i < CODE_MAX_TRIES + 1; i++) {
        const response = await client.post('/api/auth/password-reset/confirm', {
          email,
          code: '000000',
          password: 'a brand new password',
        });
        bodies.push(`${response.statusCode} ${response.body}`);
      }
      return bodies;
    };
    // '000000' could be the known account's real code (one in a million): the answers would then differ visibly
    expect(await wrongFor(unknown)).toEqual(await wrongFor(user.email));

    // and so does the resend throttle
    const tooSoonUnknown = await browser().post('/api/auth/password-reset', { email: unknown });
    const tooSoonKnown = await browser().post('/api/auth/password-reset', { email: user.email });
    expect(tooSoonUnknown.statusCode).toBe(429);
    expect([tooSoonUnknown.statusCode, tooSoonUnknown.json().message]).toEqual([
      tooSoonKnown.statusCode,
      tooSoonKnown.json().message,
    ]);
  });

  it('does the same work in the request either way: one stored code and one delayed job, no mail yet', async () => {
    const user = await account();
    const unknown = freshEmail('nobody');
    const work = async (email: string) => {
      const codes = await db()
        .select()
        .from(emailVerifications)
        .where(and(eq(emailVerifications.email, email), eq(emailVerifications.purpose, 'password_reset')));
      const jobs = await db().execute<{ name: string; delayed: boolean }>(
        sql`select name, start_after > now() as delayed from pgboss.job where data->>'email' = ${email} or data->>'to' = ${email}`,
      );
      const rows = (jobs as unknown as { rows?: { name: string; delayed: boolean }[] }).rows ?? (jobs as never);
      return { codes: codes.length, jobs: rows.map((row) => `${row.name} ${row.delayed ? 'delayed' : 'now'}`) };
    };
    await browser().post('/api/auth/password-reset', { email: user.email });
    await browser().post('/api/auth/password-reset', { email: unknown });
    const [forKnown, forUnknown] = [await work(user.email), await work(unknown)];
    expect(forKnown).toEqual({ codes: 1, jobs: ['accounts.password-reset-mail delayed'] });
    expect(forUnknown).toEqual(forKnown);
  });

  it('takes as long for an address without an account as for one with (within noise)', async () => {
    const rounds = 24;
    const time = async (email: string) => {
      // the previous request's job (a mail, or nothing) has run: each request is timed on a quiet server
      await new Promise((resolve) => setTimeout(resolve, 60));
      const started = performance.now();
      const response = await browser().post('/api/auth/password-reset', { email });
      expect(response.statusCode).toBe(200);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    /** The median of the paired differences (with minus without an account), and the median time. */
    const measure = async () => {
      const known = await Promise.all(Array.from({ length: rounds }, () => account()));
      await time(freshEmail('warm'));
      const differences: number[] = [];
      const all: number[] = [];
      for (let i = 0; i < rounds; i++) {
        // alternate which goes first, so drift of the machine falls on both alike
        const [k, u] =
          i % 2 === 0
            ? [await time(known[i]!.email), await time(freshEmail('nobody'))]
            : [await time(freshEmail('nobody')), await time(known[i]!.email)].reverse();
        differences.push(k! - u!);
        all.push(k!, u!);
      }
      return { difference: median(differences), typical: median(all) };
    };
    // A real difference shows in every attempt; a busy machine (the whole suite on two cores) may blur one.
    const attempts: { difference: number; typical: number }[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await measure();
      attempts.push(result);
      if (Math.abs(result.difference) < Math.max(4, 0.2 * result.typical)) break;
    }
    console.info(
      `password-reset request, median of paired differences (with minus without an account): ${attempts
        .map(({ difference, typical }) => `${difference.toFixed(1)} ms of ${typical.toFixed(1)} ms`)
        .join('; ')}`,
    );
    const last = attempts.at(-1)!;
    expect(Math.abs(last.difference)).toBeLessThan(Math.max(4, 0.2 * last.typical));
  });
});

describe('limits under a burst of forty', () => {
  it('one address: one code is sent, the rest wait (429)', async () => {
    const user = await account();
    const ip = freshIp();
    const statuses = await Promise.all(
      Array.from({ length: BURST }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          remoteAddress: ip,
          payload: { email: user.email },
        }),
      ),
    ).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - 1);
  });

  it('one client, forty addresses: at most thirty codes an hour', async () => {
    const ip = freshIp();
    const statuses = await Promise.all(
      Array.from({ length: BURST }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          remoteAddress: ip,
          payload: { email: freshEmail('many') },
        }),
      ),
    ).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - 30);
  });

  it('forty guesses from forty clients at once: five compares, then the code is dead', async () => {
    const user = await account();
    const { code } = await resetCode(user.email);
    const statuses = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/confirm',
          remoteAddress: freshIp(),
          payload: {
            email: user.email,
            code: String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
            password: 'a guessed password',
          },
        }),
      ),
    );
    expect(statuses.every((response) => response.statusCode === 400)).toBe(true);
    const [row] = await db()
      .select()
      .from(emailVerifications)
      .where(and(eq(emailVerifications.email, user.email), eq(emailVerifications.purpose, 'password_reset')));
    expect(row!.attempts).toBe(CODE_MAX_TRIES);
    const right = await browser().post('/api/auth/password-reset/confirm', {
      email: user.email,
      code,
      password: 'mine!!!!',
    });
    expect(right.json().code).toBe('code_exhausted');
  });

  it('forty guesses from one client at once: at most thirty are checked', async () => {
    const ip = freshIp();
    const statuses = await Promise.all(
      Array.from({ length: BURST }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/confirm',
          remoteAddress: ip,
          payload: { email: freshEmail('guess'), code: '123456', password: 'a guessed password' },
        }),
      ),
    ).then((responses) => responses.map((response) => response.statusCode));
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(30);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(BURST - 30);
  });
});

describe('changing the password in settings', () => {
  it('needs the current password; signs the other sessions out, keeps this one, and tells the account', async () => {
    const user = await account('fr');
    const here = await signIn(user.email);
    const elsewhere = await signIn(user.email);

    const wrong = await here.post('/api/account/password', {
      currentPassword: 'not the password',
      newPassword: 'a second password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wrong_password');
    expect(await signedIn(elsewhere)).toBe(true);

    const tooShort = await here.post('/api/account/password', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe(m.passwordTooShort);

    const since = smtp.mails.length;
    const changed = await here.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'a second password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    const notice = await smtp.waitForMail(user.email, { since });
    expect(notice.subject).toBe('Votre mot de passe Affiche a été modifié');

    expect((await browser().post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
    await signIn(user.email, 'a second password');
  });

  it('is refused to a signed-out caller', async () => {
    const response = await browser().post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'a second password',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('changing the e-mail address in settings', () => {
  it('mails a code to the new address; the code moves the account and the old address is told', async () => {
    const user = await account('it');
    const here = await signIn(user.email);
    const newEmail = freshEmail('moved');

    const wrongPassword = await here.post('/api/account/email', { newEmail, password: 'nope nope' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().code).toBe('wrong_password');
    const same = await here.post('/api/account/email', { newEmail: user.email.toUpperCase(), password: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('same_email');

    const since = smtp.mails.length;
    const asked = await here.post('/api/account/email', { newEmail: newEmail.toUpperCase(), password: PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    const codeMail = await smtp.waitForMail(newEmail, { since });
    const code = codeIn(codeMail);
    expect(codeMail.subject).toBe(`${code} conferma il tuo nuovo indirizzo e-mail Affiche`);

    // another account cannot use the code, nor this one for another address
    const other = await signIn((await account()).email);
    expect((await other.post('/api/account/email/confirm', { newEmail, code })).statusCode).toBe(400);
    expect((await here.post('/api/account/email/confirm', { newEmail: freshEmail(), code })).statusCode).toBe(400);

    const confirmed = await here.post('/api/account/email/confirm', { newEmail, code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().user.email).toBe(newEmail);
    expect((await here.get('/api/auth/check')).json().user.email).toBe(newEmail);
    const told = await smtp.waitForMail(user.email, { since });
    expect(told.subject).toBe('Il tuo indirizzo e-mail Affiche è stato modificato');
    expect(told.text).toContain(newEmail);

    await signIn(newEmail);
    expect((await browser().post('/api/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
  });

  it('answers a taken address like a free one; its owner is told, and no code can move the account there', async () => {
    const taken = await account();
    const user = await account();
    const here = await signIn(user.email);
    const free = freshEmail('free');

    const since = smtp.mails.length;
    const forTaken = await here.post('/api/account/email', { newEmail: taken.email, password: PASSWORD });
    const forFree = await here.post('/api/account/email', { newEmail: free, password: PASSWORD });
    expect([forTaken.statusCode, forTaken.body]).toEqual([forFree.statusCode, forFree.body]);
    const notice = await smtp.waitForMail(taken.email, { since });
    expect(notice.subject).toBe('Someone tried to use this address for their Affiche account');
    expect(() => codeIn(notice)).toThrow();
    await smtp.waitForMail(free, { since });

    // asking for the free address retired the code of the taken one; neither way is a guess answered differently
    const guesses = [];
    for (let i = 0; i < CODE_MAX_TRIES + 1; i++)
      guesses.push(
        (await here.post('/api/account/email/confirm', { newEmail: taken.email, code: '000000' })).json().code,
      );
    expect(guesses.every((code) => code === 'invalid_code')).toBe(true);
    expect((await here.get('/api/auth/check')).json().user.email).toBe(user.email);
  });

  it('says "taken" only after the new address proved to be the caller’s (it was taken meanwhile)', async () => {
    const user = await account();
    const here = await signIn(user.email);
    const newEmail = freshEmail('race');
    const since = smtp.mails.length;
    await here.post('/api/account/email', { newEmail, password: PASSWORD });
    const code = codeIn(await smtp.waitForMail(newEmail, { since }));
    await db()
      .insert(users)
      .values({ email: newEmail, username: `r_${randomBytes(6).toString('hex')}`, passwordHash: storedHash });
    const refused = await here.post('/api/account/email/confirm', { newEmail, code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'email_taken', message: m.emailTaken });
    expect((await here.get('/api/auth/check')).json().user.email).toBe(user.email);
  });
});
