import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import de from '../../../shared/messages/de/accounts.ts';
import m from '../../../shared/messages/en/accounts.ts';
import { emailVerifications } from '../../db/schema.ts';
import { PASSWORD, accountTestKit } from './account-test-helpers.ts';
import { SESSION_COOKIE } from './sessions.ts';
import { CODE_MAX_TRIES } from './verification.service.ts';

/**
 * A forgotten password (docs/product/accounts.md#a-forgotten-password), through the real app, database and SMTP: the
 * code mail, no enumeration, and the limits under a burst.
 */
const BURST = 40;
const kit = accountTestKit();
const { freshIp, db, freshEmail, browser, account, signIn, signedIn, resetCode, noMailTo } = kit;

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
    const since = kit.smtp().mails.length;
    const forUnknown = await browser().post('/api/auth/password-reset', { email: unknown });
    const forKnown = await browser().post('/api/auth/password-reset', { email: user.email });
    expect([forUnknown.statusCode, forUnknown.body]).toEqual([forKnown.statusCode, forKnown.body]);
    expect(forKnown.statusCode).toBe(200);
    await kit.smtp().waitForMail(user.email, { since });
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
        sql`select name, start_after > now() as delayed from pgboss.job where data->>'email' =
          ${email} or data->>'to' = ${email}`,
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
    // paired differences (with minus without an account) and every time, over all rounds so far
    const differences: number[] = [],
      all: number[] = [];
    const measure = async () => {
      const known = await Promise.all(Array.from({ length: rounds }, () => account()));
      await time(freshEmail('warm'));
      for (let i = 0; i < rounds; i++) {
        // alternate which goes first, so drift of the machine falls on both alike
        const [k, u] =
          i % 2 === 0
            ? [await time(known[i]!.email), await time(freshEmail('nobody'))]
            : [await time(freshEmail('nobody')), await time(known[i]!.email)].reverse();
        differences.push(k! - u!);
        all.push(k!, u!);
      }
    };
    /**
     * The median difference, the limit it must stay under, and the median's standard error (from the differences'
     * median absolute deviation): 4 ms or a fifth of a request on a quiet machine; on a busy one (the whole suite on
     * two cores, where one request's time swings by tens of milliseconds) three standard errors, so that noise is not
     * read as a difference while a real one (a hash or a mail sent only for an account, 50 ms and more) still shows.
     */
    const judged = () => {
      const difference = median(differences),
        typical = median(all);
      const spread = median(differences.map((value) => Math.abs(value - difference)));
      const error = (1.253 * 1.4826 * spread) / Math.sqrt(differences.length);
      return { difference, typical, error, limit: Math.max(4, 0.2 * typical, 3 * error) };
    };
    // more rounds narrow the median on a busy machine: up to three batches, pooled
    const looks: ReturnType<typeof judged>[] = [];
    for (let batch = 0; batch < 3; batch++) {
      await measure();
      looks.push(judged());
      if (Math.abs(looks.at(-1)!.difference) < looks.at(-1)!.limit) break;
    }
    console.info(
      `password-reset request, median of paired differences (with minus without an account): ${looks
        .map(({ difference, typical, error }, look) => {
          const pairs = (look + 1) * rounds;
          return `${difference.toFixed(1)} ± ${error.toFixed(1)} ms of ${typical.toFixed(1)} ms (${pairs} pairs)`;
        })
        .join('; ')}`,
    );
    const last = looks.at(-1)!;
    expect(Math.abs(last.difference)).toBeLessThan(last.limit);
  });
});

describe('limits under a burst of forty', () => {
  it('one address: one code is sent, the rest wait (429)', async () => {
    const user = await account();
    const ip = freshIp();
    const statuses = await Promise.all(
      Array.from({ length: BURST }, () =>
        kit.app().app.inject({
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
        kit.app().app.inject({
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
        kit.app().app.inject({
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
        kit.app().app.inject({
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
