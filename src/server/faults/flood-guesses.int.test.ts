import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts } from '../db/schema.ts';
import { ACCOUNT_TURN_MIN_MS } from '../modules/accounts/attempts.ts';
import { createTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { signedInUser } from '../testing/users.ts';

/**
 * Guesses from a botnet behind the shop's proxy (decision 036): two hundred wrong passwords for one account sent at
 * once, each from its own address (`X-Forwarded-For` behind `TRUST_PROXY`). Before, all were checked in about six
 * seconds; now the account's checks take turns at least 250 ms apart, the rest are refused with 429 and the time to
 * wait, and the owner still signs in. FLOOD_GUESSES sets how many.
 */
const GUESSES = Number(process.env.FLOOD_GUESSES ?? 200);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => t.close());

const login = (email: string, password: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password },
  });

describe('two hundred guesses at once from two hundred addresses', () => {
  it(
    'are checked no faster than the cap allows, the rest refused with Retry-After, and the owner still signs in',
    { timeout: 180_000 },
    async () => {
      const owner = await signedInUser(t);
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: GUESSES }, (_, index) =>
          login(owner.email, `guess ${index}`, `203.0.${Math.floor(index / 250)}.${(index % 250) + 1}`).then(
            (response) => ({ response, at: Date.now() - started }),
          ),
        ),
      );
      const elapsed = Date.now() - started;
      const checked = answers.filter(({ response }) => response.statusCode === 401);
      const refused = answers.filter(({ response }) => response.statusCode === 429);
      console.log(
        `guesses: ${GUESSES} at once → ${checked.length} checked, ${refused.length} refused (429) in ${elapsed} ` +
          `ms; the last check answered after ${Math.max(...checked.map(({ at }) => at))} ms`,
      );
      expect(checked.length + refused.length).toBe(GUESSES);
      expect(checked.length).toBeGreaterThan(0);
      // At most one check per 250 ms from the first: the checked ones took at least that long.
      expect(Math.max(...checked.map(({ at }) => at))).toBeGreaterThanOrEqual(
        (checked.length - 1) * ACCOUNT_TURN_MIN_MS,
      );
      // Never more than a few checks in any second: their turns are at least 250 ms apart.
      const turns = (
        await t.runtime.database.db
          .select({ at: authAttempts.createdAt })
          .from(authAttempts)
          .where(and(eq(authAttempts.kind, 'login:turn'), eq(authAttempts.subject, owner.email.toLowerCase())))
      )
        .map((row) => row.at.getTime())
        .sort((x, y) => x - y);
      expect(turns).toHaveLength(checked.length);
      for (let index = 1; index < turns.length; index++)
        expect(turns[index]! - turns[index - 1]!).toBeGreaterThanOrEqual(ACCOUNT_TURN_MIN_MS - 1);
      // A try is given a turn at most 30 s after it asked (the asking itself takes turns under the account's lock).
      expect(turns.at(-1)! - turns[0]!).toBeLessThanOrEqual(elapsed);
      // and the refused ones were answered at once, not held open until the checks were done
      if (refused.length > 0)
        expect(Math.max(...refused.map(({ at }) => at))).toBeLessThan(Math.max(...checked.map(({ at }) => at)) / 2);
      for (const { response } of refused) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(response.json().code).toBe('account_busy');
      }

      // Once the flood's turns are taken, the owner gets in (slowed by the failures, never locked).
      const signIn = await login(owner.email, owner.password, '198.51.100.77');
      expect(signIn.statusCode, signIn.body).toBe(200);
    },
  );
});
