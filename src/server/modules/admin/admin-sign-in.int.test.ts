import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSignInResult } from '../../../shared/admin.ts';
import { admins, authAttempts } from '../../db/schema.ts';
import { english } from '../../i18n/messages.ts';
import { addAdmin, adminFactors, configuredAdmin, signInAdmin, totpCode } from '../../testing/admin-session.ts';
import type { AdminCredentials } from '../../testing/admin-session.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { adminByUsername, ensureFirstAdmin } from './admin-accounts.ts';
import { ACCOUNT_TURN_MIN_MS, MAX_FAILURE_DELAY_MS } from '../accounts/attempts.ts';
import { ADMIN_COOKIE, LOGIN_LIMIT_PER_ADDRESS } from './admin-auth.ts';
import { timeStepAt } from './admin-second-factor.ts';

const m = english.admin;

/** Admin accounts and their sign-in with a second factor (decision 018): enrolment, codes, recovery codes, guessing. */
const ADMIN = { username: 'boss', password: 'a very secret admin password' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await db().delete(authAttempts);
});

const db = () => t.runtime.database.db;
let addresses = 0;
const freshAddress = () =>
  `10.${Math.floor(++addresses / 250) % 250}.${addresses % 250}.${Math.floor(Math.random() * 250) + 1}`;

const login = (payload: Record<string, unknown>, ip = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress: ip });

async function newAdmin(): Promise<AdminCredentials> {
  return addAdmin(t, {
    username: `admin-${randomBytes(3).toString('hex')}`,
    password: `password ${randomBytes(8).toString('hex')}`,
  });
}

/** A new admin, enrolled through the API: its credentials and secret. */
async function enrolledAdmin() {
  const credentials = await newAdmin();
  await signInAdmin(t, credentials);
  return { credentials, factors: adminFactors(t, credentials.username)! };
}

const failuresOf = async (kind: string, subject: string) =>
  (await db().select().from(authAttempts).where(eq(authAttempts.kind, kind))).filter((row) => row.subject === subject)
    .length;

describe('enrolment on the first sign-in', () => {
  it('shows a QR code and the key until a code confirms, then signs in and shows ten recovery codes once', async () => {
    const credentials = await newAdmin();
    const first = await login(credentials);
    expect(first.statusCode).toBe(200);
    expect(first.cookies).toEqual([]);
    expect(first.headers['cache-control']).toBe('no-store');
    const asked = first.json() as Extract<AdminSignInResult, { secondFactor: 'enrol' }>;
    expect(asked).toMatchObject({ success: false, secondFactor: 'enrol' });
    expect(asked.enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(asked.enrolment.otpauthUrl).toBe(
      `otpauth://totp/Affiche:${credentials.username}?issuer=Affiche&secret=${asked.enrolment.secret}` +
        '&algorithm=SHA1&digits=6&period=30',
    );
    expect(asked.enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(asked.enrolment.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    // asked again before confirming, the same key (the phone may have scanned it already)
    expect((await login(credentials)).json().enrolment.secret).toBe(asked.enrolment.secret);
    // kept sealed, never as typed
    const row = (await adminByUsername(db(), credentials.username))!;
    expect(row.totpSecret).not.toContain(asked.enrolment.secret);
    expect(row.totpEnrolled).toBe(false);

    const wrong = await login({ ...credentials, code: totpCode(asked.enrolment.secret, timeStepAt(Date.now()) - 5) });
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({
      status: 401,
      body: { code: 'admin_invalid_code', message: m.invalidCode },
    });

    const confirmed = await login({ ...credentials, code: totpCode(asked.enrolment.secret, timeStepAt(Date.now())) });
    expect(confirmed.statusCode).toBe(200);
    const result = confirmed.json() as Extract<AdminSignInResult, { success: true }>;
    expect(result.username).toBe(credentials.username);
    expect(result.recoveryCodes).toHaveLength(10);
    expect(new Set(result.recoveryCodes).size).toBe(10);
    for (const code of result.recoveryCodes!) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    const cookie = confirmed.cookies.find((c) => c.name === ADMIN_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin', maxAge: 12 * 3600 });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: { cookie: `${ADMIN_COOKIE}=${cookie.value}` },
    });
    expect(session.json()).toEqual({ authenticated: true, username: credentials.username });

    // from now on: a code is asked for, the key is never shown again, and nor are the recovery codes
    const again = await login(credentials);
    expect(again.json()).toEqual({ success: false, secondFactor: 'code' });
    expect(again.body).not.toContain(asked.enrolment.secret);
    const stored = (await adminByUsername(db(), credentials.username))!;
    expect(stored).toMatchObject({ totpEnrolled: true, totpLastStep: expect.any(Number) });
    expect(stored.recoveryCodeHashes).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(result.recoveryCodes![0]);
  });

  it('the configured admin is created on the first start and enrols the same way', async () => {
    const cookie = await signInAdmin(t);
    expect(configuredAdmin(t)).toEqual(ADMIN);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })).json()).toEqual({
      authenticated: true,
      username: 'boss',
    });
  });
});

describe('signing in with a second factor', () => {
  it("refuses a wrong password or an unknown admin with 'Invalid credentials', and bad bodies with 400", async () => {
    const { credentials } = await enrolledAdmin();
    for (const payload of [
      { ...credentials, password: 'wrong' },
      { username: 'nobody-here', password: credentials.password },
    ]) {
      const response = await login(payload);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 401,
        body: { code: 'admin_invalid_credentials', message: m.invalidCredentials },
      });
      expect(response.cookies).toEqual([]);
    }
    for (const payload of [
      {},
      { username: 'boss' },
      { username: 1, password: 2 },
      { ...credentials, code: '12345' },
      { ...credentials, code: 123456 },
      'nonsense',
    ]) {
      const response = await login(payload as Record<string, unknown>);
      // a text body is refused as a content type (415), every JSON shape as invalid input (400)
      expect(response.statusCode, JSON.stringify(payload)).toBe(typeof payload === 'string' ? 415 : 400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('refuses a code replayed within its window, and counts it as a failure', async () => {
    const { credentials, factors } = await enrolledAdmin();
    const step = timeStepAt(Date.now()) + 1;
    const code = totpCode(factors.secret, step);
    const ip = freshAddress();
    expect((await login({ ...credentials, code }, ip)).statusCode).toBe(200);
    const replay = await login({ ...credentials, code }, ip);
    expect({ status: replay.statusCode, body: replay.json() }).toEqual({
      status: 401,
      body: { code: 'admin_invalid_code', message: m.invalidCode },
    });
    expect(replay.cookies).toEqual([]);
    // so is the code of an earlier step, still inside the window
    expect((await login({ ...credentials, code: totpCode(factors.secret, step - 1) }, ip)).statusCode).toBe(401);
    expect(await failuresOf('admin-login:ip', ip)).toBe(2);
    expect(await failuresOf('admin-login:account', credentials.username)).toBe(2);
  });

  it('counts a wrong code as a failure of the address and of the account', async () => {
    const { credentials, factors } = await enrolledAdmin();
    const ip = freshAddress();
    const right = totpCode(factors.secret, timeStepAt(Date.now()));
    const wrong = right === '000000' ? '000001' : '000000';
    const response = await login({ ...credentials, code: wrong }, ip);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 401,
      body: { code: 'admin_invalid_code', message: m.invalidCode },
    });
    // a code outside the window is wrong too
    expect(
      (await login({ ...credentials, code: totpCode(factors.secret, timeStepAt(Date.now()) + 3) }, ip)).statusCode,
    ).toBe(401);
    expect(await failuresOf('admin-login:ip', ip)).toBe(2);
    expect(await failuresOf('admin-login:account', credentials.username)).toBe(2);
  });

  it('lets a recovery code in once, instead of a code', async () => {
    const { credentials, factors } = await enrolledAdmin();
    const [recoveryCode] = factors.recoveryCodes;
    // typed in capitals and without dashes, it still counts
    const typed = recoveryCode!.replaceAll('-', '').toUpperCase();
    const used = await login({ ...credentials, recoveryCode: typed });
    expect(used.statusCode).toBe(200);
    expect(used.cookies.find((c) => c.name === ADMIN_COOKIE)).toBeTruthy();
    const again = await login({ ...credentials, recoveryCode: recoveryCode! });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 401,
      body: { code: 'admin_invalid_recovery_code', message: m.invalidRecoveryCode },
    });
    expect((await adminByUsername(db(), credentials.username))!.recoveryCodeHashes).toHaveLength(9);
    // another one still works
    expect((await login({ ...credentials, recoveryCode: factors.recoveryCodes[1]! })).statusCode).toBe(200);
  });
});

describe('guessing', () => {
  it('slows down and then refuses an address that guesses, even with the right password and code', async () => {
    const { credentials, factors } = await enrolledAdmin();
    const ip = freshAddress();
    const started = Date.now();
    const statuses: number[] = [];
    for (let guess = 0; guess < 2 * LOGIN_LIMIT_PER_ADDRESS; guess++)
      statuses.push((await login({ ...credentials, password: `guess ${guess}` }, ip)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    // every try waits longer (0, 100 ms, 200 ms, …): ten failures cost seconds
    expect(Date.now() - started).toBeGreaterThan(4000);
    const right = await login({ ...credentials, code: totpCode(factors.secret, timeStepAt(Date.now()) + 1) }, ip);
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toMatch(/^\d+$/);
    expect(right.json().message).toMatch(/Too many sign-in attempts/);
    // another address still gets in
    await signInAdmin(t, credentials, { ip: freshAddress() });
  }, 90_000);

  it('never keeps the admin out: after 60 failures from 60 addresses the right password and code still sign in, slowed down', async () => {
    const { credentials, factors } = await enrolledAdmin();
    // a botnet: ten at once, each from its own address; the account's checks take their turns (decision 036)
    const started10 = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => login({ ...credentials, password: `botnet ${index}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(401));
    expect(Date.now() - started10).toBeGreaterThanOrEqual(9 * ACCOUNT_TURN_MIN_MS);
    // fifty more from an attack that went on before (the turns would make this test take minutes)
    await db()
      .insert(authAttempts)
      .values(Array.from({ length: 50 }, () => ({ kind: 'admin-login:account', subject: credentials.username })));
    expect(await failuresOf('admin-login:account', credentials.username)).toBe(60);

    const started = Date.now();
    const password = await login(credentials);
    expect(password.json()).toEqual({ success: false, secondFactor: 'code' });
    const signedIn = await login({
      ...credentials,
      code: totpCode(factors.secret, Math.max(factors.lastStep + 1, timeStepAt(Date.now()))),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.cookies.find((c) => c.name === ADMIN_COOKIE)).toBeTruthy();
    // both steps waited the longest delay: guessing is slowed for every try, the admin's too, but never refused
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * MAX_FAILURE_DELAY_MS - 50);
    // and a wrong code after the right password is one more failure
    const wrongCode = await login({
      ...credentials,
      code: '000000' === totpCode(factors.secret, timeStepAt(Date.now())) ? '111111' : '000000',
    });
    expect(wrongCode.statusCode).toBe(401);
    expect(await failuresOf('admin-login:account', credentials.username)).toBe(61);
  }, 120_000);
});

describe('the first admin', () => {
  it('comes from ADMIN_USERNAME / ADMIN_PASSWORD only while no admin exists; outside production a generated password', async () => {
    const logger = pino({ level: 'silent' });
    const before = await db().select().from(admins);
    await ensureFirstAdmin(
      db(),
      { ...t.config, ADMIN_USERNAME: 'intruder', ADMIN_PASSWORD: 'another long password' },
      logger,
    );
    expect(await db().select().from(admins)).toHaveLength(before.length);

    const fresh = await createTestApp();
    try {
      const generated = configuredAdmin(fresh);
      expect(generated).toEqual({ username: 'admin', password: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) });
      await signInAdmin(fresh);
      // in production, a shop without admins has nobody to sign in, and says how to make one
      await fresh.runtime.database.db.delete(admins);
      await ensureFirstAdmin(fresh.runtime.database.db, { ...fresh.config, isProduction: true }, logger);
      const refused = await fresh.app.inject({ method: 'POST', url: '/api/admin/login', payload: generated });
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 503,
        body: { code: 'admin_disabled', message: m.signInDisabled },
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('enrolment asked twice at once', () => {
  it('shows the same key on both screens', async () => {
    const credentials = await newAdmin();
    const [one, two] = await Promise.all([login(credentials), login(credentials)]);
    expect(one.json().enrolment.secret).toBe(two.json().enrolment.secret);
  });
});
