import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english, messagesFor } from '../../i18n/messages.ts';
import { authAttempts, emailVerifications } from '../../db/schema.ts';
import { addAdmin, adminFactors, signInAdmin } from '../../testing/admin-session.ts';
import { codeIn, startSmtpServer } from '../../testing/smtp.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import { ACCOUNT_TURN_MIN_MS, FAILURE_DELAY_STEP_MS } from './attempts.ts';
import { LOGIN_FAILURE_LIMIT } from './accounts.service.ts';
import { CODE_MAX_TRIES } from './verification.service.ts';

/**
 * Limits under bursts (decision 024): every guess is counted before it is checked, so forty sent at once from one
 * address get no more answers than the limit allows; and an account attacked from many addresses is slowed down,
 * never locked against its owner.
 */
const BURST = 40;

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.runtime.database.db;
let addressCounter = 0;
const freshAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

const post = (url: string, payload: object, remoteAddress: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: cookie ? { cookie } : {} });

/** Fires `count` requests at once and answers their statuses. */
async function burst(count: number, send: (index: number) => Promise<{ statusCode: number }>): Promise<number[]> {
  const responses = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  return responses.map((response) => response.statusCode);
}

const answered = (statuses: number[]) => statuses.filter((status) => status !== 429).length;

describe('forty guesses at once from one address', () => {
  it('user sign-in: at most ten are checked, the rest are refused with 429', async () => {
    const ip = freshAddress();
    const statuses = await burst(BURST, (index) =>
      post('/api/auth/login', { email: `nobody${index}@example.ch`, password: 'a guess' }, ip),
    );
    expect(answered(statuses)).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // the refused ones took their count back: exactly the checked ones stay counted
    expect((await db().select().from(authAttempts).where(eq(authAttempts.subject, ip))).length).toBe(
      answered(statuses),
    );
  });

  it('admin password, second-factor code and recovery code: at most ten answers other than 429 each', async () => {
    const kinds: Record<string, (credentials: { username: string; password: string }, index: number) => object> = {
      password: (credentials, index) => ({ ...credentials, password: `guess ${index}` }),
      code: (credentials, index) => ({ ...credentials, code: String(100_000 + index) }),
      recoveryCode: (credentials, index) => ({ ...credentials, recoveryCode: `AAAA-BBBB-${String(1000 + index)}` }),
    };
    // One admin each: an account's checks take turns (decision 036), so one account's failures would slow the next
    // kind.
    for (const [kind, payload] of Object.entries(kinds)) {
      const credentials = await addAdmin(t, {
        username: `burst-${randomBytes(3).toString('hex')}`,
        password: `password ${randomBytes(8).toString('hex')}`,
      });
      await signInAdmin(t, credentials, { ip: freshAddress() });
      expect(adminFactors(t, credentials.username)).toBeTruthy();
      const ip = freshAddress();
      const statuses = await burst(BURST, (index) => post('/api/admin/login', payload(credentials, index), ip));
      expect(answered(statuses), `${kind}: ${statuses.join(',')}`).toBeLessThanOrEqual(10);
      expect(
        statuses.every((status) => status === 401 || status === 429),
        `${kind}: ${statuses.join(',')}`,
      ).toBe(true);
    }
  }, 120_000);

  it('sign-up codes: at most thirty checked, and at most five compared with the code', async () => {
    const email = `burst.${randomBytes(4).toString('hex')}@example.ch`;
    const since = smtp.mails.length;
    expect((await post('/api/send-verification', { email }, freshAddress())).statusCode).toBe(200);
    const code = codeIn(await smtp.waitForMail(email, { since }));
    const wrong = (index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');
    const ip = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, index) => post('/api/verify-email', { email, code: wrong(index) }, ip)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(answered(statuses)).toBeLessThanOrEqual(30);
    const messages = responses
      .filter((response) => response.statusCode === 400)
      .map((response) => response.json().message);
    expect(messages.filter((message) => message === english.accounts.invalidCode).length).toBeLessThan(CODE_MAX_TRIES);
    const [row] = await db().select().from(emailVerifications).where(eq(emailVerifications.email, email));
    expect(row!.attempts).toBe(CODE_MAX_TRIES);
    // the code is used up: the right one no longer passes, from anywhere
    expect((await post('/api/verify-email', { email, code }, freshAddress())).json().message).toBe(
      english.accounts.codeExhausted,
    );
  });

  it('code sends: forty requests for one address mail one code', async () => {
    const email = `sends.${randomBytes(4).toString('hex')}@example.ch`;
    const statuses = await burst(BURST, () => post('/api/send-verification', { email }, freshAddress()));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - 1);
    const rows = await db().select().from(emailVerifications).where(eq(emailVerifications.email, email));
    expect(rows).toHaveLength(1);
  });

  it('account deletion: the password and the code are counted before they are checked', async () => {
    const guesser = await signedInUser(t);
    const passwords = await burst(BURST, (index) =>
      post('/api/account/deletion/start', { password: `not it ${index}` }, freshAddress(), guesser.cookie),
    );
    expect(answered(passwords)).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);

    const me = await signedInUser(t);
    const started = await post('/api/account/deletion/start', { password: me.password }, freshAddress(), me.cookie);
    expect(started.statusCode, started.body).toBe(200);
    const codes = await burst(BURST, (index) =>
      post('/api/account/deletion/confirm', { code: String(100_000 + index) }, freshAddress(), me.cookie),
    );
    expect(codes.every((status) => status === 400 || status === 429)).toBe(true);
    const [row] = await db().select().from(emailVerifications).where(eq(emailVerifications.email, me.email));
    expect(row!.attempts).toBeLessThanOrEqual(CODE_MAX_TRIES);
  }, 60_000);
});

describe('an account attacked from many addresses', () => {
  it('takes its checks in turns, at least 250 ms apart however many addresses send at once, and still lets its owner in', async () => {
    const me = await signedInUser(t);
    const GUESSES = 8;
    const started = Date.now();
    const statuses = await burst(GUESSES, (index) =>
      post('/api/auth/login', { email: me.email, password: `botnet ${index}` }, freshAddress()),
    );
    const elapsed = Date.now() - started;
    expect(statuses).toEqual(Array(GUESSES).fill(401));
    // eight checks of one account cannot all run in the first second: each waits for its turn
    expect(elapsed).toBeGreaterThanOrEqual((GUESSES - 1) * ACCOUNT_TURN_MIN_MS);
    const turns = (
      await db()
        .select({ at: authAttempts.createdAt })
        .from(authAttempts)
        .where(and(eq(authAttempts.kind, 'login:turn'), eq(authAttempts.subject, me.email.toLowerCase())))
    )
      .map((row) => row.at.getTime())
      .sort((x, y) => x - y);
    expect(turns).toHaveLength(GUESSES);
    for (let index = 1; index < turns.length; index++)
      expect(turns[index]! - turns[index - 1]!).toBeGreaterThanOrEqual(ACCOUNT_TURN_MIN_MS - 1);

    const ownerStarted = Date.now();
    const owner = await post('/api/auth/login', { email: me.email, password: me.password }, freshAddress());
    expect(owner.statusCode, owner.body).toBe(200);
    // slowed by the account's failures (100 ms each), never refused
    expect(Date.now() - ownerStarted).toBeGreaterThanOrEqual(GUESSES * FAILURE_DELAY_STEP_MS - 50);
    // and deleting the account is not blocked either
    const deletion = await post('/api/account/deletion/start', { password: me.password }, freshAddress(), me.cookie);
    expect(deletion.statusCode, deletion.body).toBe(200);
  }, 120_000);

  it('refuses a try whose turn is more than 30 s away with 429, Retry-After and the reason, writing no turn', async () => {
    const me = await signedInUser(t);
    const subject = me.email.toLowerCase();
    // a flood has already taken the account's turns for the next 40 s
    await db()
      .insert(authAttempts)
      .values({ kind: 'login:turn', subject, createdAt: sql`now() + interval '40 seconds'` });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: me.password },
      remoteAddress: freshAddress(),
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messagesFor('fr').accounts.accountBusy);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(9);
    expect(
      await db()
        .select()
        .from(authAttempts)
        .where(and(eq(authAttempts.kind, 'login:turn'), eq(authAttempts.subject, subject))),
    ).toHaveLength(1);
  });
});

describe('addresses of one IPv6 /64', () => {
  it('share one limit, while the next /64 is counted apart', async () => {
    const statuses = await burst(LOGIN_FAILURE_LIMIT + 4, (index) =>
      post('/api/auth/login', { email: `v6-${index}@example.ch`, password: 'a guess' }, `2001:db8:64:1::${index + 1}`),
    );
    expect(answered(statuses)).toBe(LOGIN_FAILURE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const neighbour = await post(
      '/api/auth/login',
      { email: 'v6-next@example.ch', password: 'a guess' },
      '2001:db8:64:2::1',
    );
    expect(neighbour.statusCode).toBe(401);
    // the admin sign-in counts the same way
    const admin = await burst(12, (index) =>
      post('/api/admin/login', { username: `nobody${index}`, password: 'a guess' }, `2001:db8:65:1:${index + 1}::9`),
    );
    expect(answered(admin)).toBeLessThanOrEqual(10);
  });
});
