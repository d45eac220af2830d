import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../db/schema.ts';
import { hashPassword } from '../modules/accounts/accounts.service.ts';
import { SESSION_COOKIE } from '../modules/accounts/sessions.ts';
import type { TestApp } from './test-app.ts';

export type TestUser = {
  id: number;
  email: string;
  username: string;
  password: string;
  cookie: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
};

let passwordHash: Promise<string> | undefined;
const PASSWORD = 'a good long password';

/**
 * A registered, signed-in user made directly in the database (sign-up itself is tested in the
 * accounts tests), with helpers that send its session cookie.
 */
export async function signedInUser(
  t: TestApp,
  options: { userType?: 'standard' | 'artistic_collective'; freeCredits?: number } = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const tag = randomBytes(5).toString('hex');
  const [user] = await t.runtime.database.db
    .insert(users)
    .values({
      email: `user.${tag}@example.ch`,
      username: `user_${tag}`,
      passwordHash: await passwordHash,
      userType: options.userType ?? 'standard',
      freeCreditsRemaining: options.freeCredits ?? t.config.FREE_CREDITS,
    })
    .returning();
  const { token } = await t.runtime.sessions.create(user!.id);
  const cookie = `${SESSION_COOKIE}=${token}`;
  const send = (method: 'GET' | 'POST' | 'PATCH') => (url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie }, payload: payload as object | undefined });
  return {
    id: user!.id,
    email: user!.email,
    username: user!.username,
    password: PASSWORD,
    cookie,
    get: send('GET'),
    post: send('POST'),
    patch: send('PATCH'),
  };
}
