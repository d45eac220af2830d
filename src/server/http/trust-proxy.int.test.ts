import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts } from '../db/schema.ts';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * TRUST_PROXY (decision 018): X-Forwarded-For counts only when the request comes from a trusted proxy,
 * so a client talking to the server directly cannot choose the address its sign-in failures count against.
 */

/**
 * A sign-in checks a password hash: beside the end-to-end suite on two cores, eleven to twenty-one of them have taken
 * over 30 s.
 */
const SIGN_INS_TIMEOUT = 120_000;

/** An app started with `env` before the enclosing block's tests (its start is setup, not the test's time). */
function appWith(env: Record<string, string>): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t?.close());
  return () => t!;
}

const failedSignIn = (t: TestApp, remoteAddress: string, forwardedFor: string, attempt: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `nobody${attempt}@example.ch`, password: 'a guess' },
  });

const failuresCountedAgainst = async (t: TestApp, address: string) =>
  (
    await t.runtime.database.db
      .select()
      .from(authAttempts)
      .where(and(eq(authAttempts.kind, 'login:ip'), eq(authAttempts.subject, address)))
  ).length;

describe('client address behind proxies', () => {
  describe('no proxy trusted', () => {
    const app = appWith({});
    it(
      'ignores a spoofed X-Forwarded-For: ten failures refuse the real address',
      { timeout: SIGN_INS_TIMEOUT },
      async () => {
        const t = app();
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 11; attempt++)
          statuses.push((await failedSignIn(t, '203.0.113.7', `198.51.100.${attempt + 1}`, attempt)).statusCode);
        expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
        expect(statuses[10]).toBe(429);
        expect(await failuresCountedAgainst(t, '203.0.113.7')).toBe(10);
        expect(await failuresCountedAgainst(t, '198.51.100.1')).toBe(0);
      },
    );
  });

  describe('a trusted range', () => {
    const app = appWith({ TRUST_PROXY: '10.0.0.0/8' });
    it('takes the client address from a trusted proxy, and only from it', { timeout: SIGN_INS_TIMEOUT }, async () => {
      const t = app();
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await failedSignIn(t, '10.1.2.3', `198.51.100.${attempt + 1}`, attempt)).statusCode).toBe(401);
      }
      // each forwarded client got one failure; the load balancer itself none
      expect(await failuresCountedAgainst(t, '198.51.100.1')).toBe(1);
      expect(await failuresCountedAgainst(t, '10.1.2.3')).toBe(0);
      // a client outside the trusted range still counts as itself, whatever it forwards
      for (let attempt = 0; attempt < 10; attempt++) await failedSignIn(t, '203.0.113.8', '198.51.100.200', attempt);
      expect(await failuresCountedAgainst(t, '203.0.113.8')).toBe(10);
      expect((await failedSignIn(t, '203.0.113.8', '198.51.100.201', 99)).statusCode).toBe(429);
    });
  });

  describe('a hop count', () => {
    const app = appWith({ TRUST_PROXY: '1' });
    it('trusts that many proxies from the right of the chain', async () => {
      const t = app();
      await failedSignIn(t, '10.1.2.3', '198.51.100.50, 192.0.2.9', 0);
      // one hop: the load balancer (10.1.2.3) is trusted, so the client is the last address it added
      expect(await failuresCountedAgainst(t, '192.0.2.9')).toBe(1);
      expect(await failuresCountedAgainst(t, '198.51.100.50')).toBe(0);
    });
  });
});
