import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminSignInResult } from '../../shared/admin.ts';
import { adminByUsername, createAdmin, GENERATED_PASSWORD_FILE } from '../modules/admin/admin-accounts.ts';
import { ADMIN_COOKIE } from '../modules/admin/admin-auth.ts';
import { TOTP_PERIOD_SECONDS, timeStepAt, totpCodeAt } from '../modules/admin/admin-second-factor.ts';
import type { TestApp } from './test-app.ts';

/**
 * Admin sign-in for tests, the way an admin does it: the password, then a TOTP code computed from the
 * secret (otpauth, as an authenticator app would). The first sign-in of an admin enrols through the API
 * and the secret and recovery codes are kept here for the rest of the run. A code's time step is used once,
 * so a quick second sign-in takes the next step the server accepts, and waits for one when none is left.
 */
export type AdminCredentials = { username: string; password: string };
export type AdminFactors = { secret: string; recoveryCodes: string[]; lastStep: number };

type Post = (payload: Record<string, string>) => Promise<{ status: number; body: unknown; cookie: string | null }>;

/** Enrolled admins' factors, per server (a TestApp, or a URL) and lower-case username. */
const factorsByServer = new WeakMap<object, Map<string, AdminFactors>>();
const urlKeys = new Map<string, object>();

function factorsOf(server: object) {
  let map = factorsByServer.get(server);
  if (!map) factorsByServer.set(server, (map = new Map()));
  return map;
}

export const totpCode = totpCodeAt;

/** The admin the app was started with: ADMIN_USERNAME / ADMIN_PASSWORD, or the generated one in DATA_DIR. */
export function configuredAdmin(t: TestApp): AdminCredentials {
  return {
    username: t.config.ADMIN_USERNAME ?? 'admin',
    password: t.config.ADMIN_PASSWORD ?? readFileSync(path.join(t.dataDir, GENERATED_PASSWORD_FILE), 'utf8').trim(),
  };
}

/** Another admin account in the app's database (as `npm run admin:create` makes one). */
export async function addAdmin(t: TestApp, credentials: AdminCredentials): Promise<AdminCredentials> {
  if (!(await createAdmin(t.runtime.database.db, credentials)))
    throw new Error(`admin ${credentials.username} exists already`);
  return credentials;
}

/** The enrolled admin's secret and unused recovery codes as this helper knows them (after signInAdmin). */
export function adminFactors(t: TestApp | string, username: string): AdminFactors | undefined {
  const server = typeof t === 'string' ? urlKeys.get(t) : t;
  return server ? factorsOf(server).get(username.toLowerCase()) : undefined;
}

/**
 * Resolves once the clock reads `timeMs`. The server checks codes against its own clock (a running server process
 * too), so the next usable time step is a moment to reach, not a state to poll.
 */
const untilTime = (timeMs: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, timeMs - Date.now())));

/**
 * The first time step after `lastStep`, from the current one on, that the server accepts now (one ahead of the
 * clock at most); waits for it. Never the step before the current one: its code could expire on the way.
 */
export async function nextUsableStep(lastStep: number | null): Promise<number> {
  for (;;) {
    const current = timeStepAt(Date.now());
    const step = Math.max(current, (lastStep ?? -Infinity) + 1);
    if (step <= current + 1) return step;
    await untilTime((step - 1) * TOTP_PERIOD_SECONDS * 1000 + 50);
  }
}

async function signInWith(
  post: Post,
  server: object,
  credentials: AdminCredentials,
  lastStepOnServer?: () => Promise<number | null>,
): Promise<string> {
  const first = await post({ ...credentials });
  const result = first.body as AdminSignInResult;
  if (first.status !== 200 || result.success)
    throw new Error(`admin sign-in (password): ${first.status} ${JSON.stringify(first.body)}`);
  const known = factorsOf(server);
  const key = credentials.username.toLowerCase();
  let code: string;
  let step: number;
  let enrolment: string | null = null;
  if (result.secondFactor === 'enrol') {
    enrolment = result.enrolment.secret;
    step = timeStepAt(Date.now());
    code = totpCodeAt(enrolment, step);
  } else {
    const factors = known.get(key);
    if (!factors)
      throw new Error(`admin ${credentials.username} was enrolled outside signInAdmin: its secret is unknown here`);
    const lastStep = lastStepOnServer ? await lastStepOnServer() : factors.lastStep;
    step = await nextUsableStep(Math.max(lastStep ?? -1, factors.lastStep));
    code = totpCodeAt(factors.secret, step);
  }
  const second = await post({ ...credentials, code });
  const signedIn = second.body as AdminSignInResult;
  if (second.status !== 200 || !signedIn.success || !second.cookie)
    throw new Error(`admin sign-in (code): ${second.status} ${JSON.stringify(second.body)}`);
  if (enrolment) known.set(key, { secret: enrolment, recoveryCodes: signedIn.recoveryCodes ?? [], lastStep: step });
  else known.get(key)!.lastStep = step;
  return second.cookie;
}

/**
 * Signs an admin in to a test app (the configured admin unless `credentials` names another) and answers the
 * cookie header of its session (`affiche_admin=…`). `ip` is the address the sign-in comes from.
 */
export async function signInAdmin(
  t: TestApp,
  credentials: AdminCredentials = configuredAdmin(t),
  options: { ip?: string } = {},
): Promise<string> {
  const post: Post = async (payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload,
      remoteAddress: options.ip ?? '127.0.0.1',
    });
    const cookie = response.cookies.find((c) => c.name === ADMIN_COOKIE);
    return {
      status: response.statusCode,
      body: response.json(),
      cookie: cookie ? `${ADMIN_COOKIE}=${cookie.value}` : null,
    };
  };
  const lastStepOnServer = async () =>
    (await adminByUsername(t.runtime.database.db, credentials.username))?.totpLastStep ?? null;
  return signInWith(post, t, credentials, lastStepOnServer);
}

/** The same against a running server process at `url` (the crash tests): the admin session's cookie header. */
export async function signInAdminAt(url: string, credentials: AdminCredentials): Promise<string> {
  let server = urlKeys.get(url);
  if (!server) urlKeys.set(url, (server = {}));
  const post: Post = async (payload) => {
    const response = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${ADMIN_COOKIE}=`));
    return { status: response.status, body: await response.json(), cookie: cookie ? cookie.split(';')[0]! : null };
  };
  return signInWith(post, server, credentials);
}
