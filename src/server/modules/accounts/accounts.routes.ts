import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  changeEmailConfirmSchema,
  changeEmailSchema,
  changePasswordSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetSchema,
  registerSchema,
  sendVerificationSchema,
  usernameSchema,
  verifyEmailSchema,
} from '../../../shared/accounts.ts';
import type { AuthCheckResponse } from '../../../shared/accounts.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../http/identity.ts';
import { perVisitorLimit } from '../../http/rate-limits.ts';
import { parseInput } from '../../http/validation.ts';
import type { AccountsService } from './accounts.service.ts';
import { isUsernameTaken, toPublicUser } from './users.repository.ts';
import type { Database } from '../../db/client.ts';
import type { SessionStore } from './sessions.ts';
import type { VerificationService } from './verification.service.ts';
import { VERIFIED_WINDOW_MS } from './verification.service.ts';
import { clientKeyOf } from '../../http/client-address.ts';

const SIGNUP_COOKIE = 'affiche_signup';

type Options = {
  db: Database;
  accounts: AccountsService;
  verification: VerificationService;
  sessions: SessionStore;
  secureCookies: boolean;
};

/**
 * Sign-up with an e-mailed code, sign-in, sign-out and the session check (docs/product/accounts.md#signing-up,
 * docs/product/accounts.md#signing-in); a forgotten password (docs/product/accounts.md#a-forgotten-password); a new
 * password or address from settings (docs/product/accounts.md#changing-the-password-or-the-e-mail-address).
 */
export async function accountsRoutes(app: FastifyInstance, options: Options) {
  const { accounts, verification, sessions, secureCookies } = options;

  app.get('/api/auth/check', async (request, reply): Promise<AuthCheckResponse> => {
    reply.header('cache-control', 'no-store');
    return request.user
      ? { authenticated: true, user: toPublicUser(request.user) }
      : { authenticated: false, user: null };
  });

  app.get(
    '/api/auth/check-username',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request) => {
      const { username } = parseInput(
        z.object({ username: z.string().trim().toLowerCase().pipe(usernameSchema) }),
        request.query,
      );
      return { available: !(await isUsernameTaken(options.db, username)) };
    },
  );

  app.post('/api/send-verification', async (request) => {
    const { email } = parseInput(sendVerificationSchema, request.body);
    await verification.send(email, clientKeyOf(request.ip), request.language);
    return { success: true };
  });

  app.post('/api/verify-email', async (request, reply) => {
    const { email, code } = parseInput(verifyEmailSchema, request.body);
    const signupToken = await verification.verify(email, code, clientKeyOf(request.ip));
    reply.setCookie(SIGNUP_COOKIE, signupToken, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      path: '/api/auth',
      maxAge: VERIFIED_WINDOW_MS / 1000,
    });
    return { success: true, verified: true };
  });

  app.post('/api/auth/register', async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    const { user, session } = await accounts.register(input, request.cookies[SIGNUP_COOKIE], request.language);
    reply.clearCookie(SIGNUP_COOKIE, { path: '/api/auth' });
    setSessionCookie(reply, session.token, secureCookies);
    return reply.status(201).send({ success: true, user: toPublicUser(user) });
  });

  app.post('/api/auth/login', async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const { user, session } = await accounts.login(input, clientKeyOf(request.ip), request.sessionToken);
    setSessionCookie(reply, session.token, secureCookies);
    return { user: toPublicUser(user) };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    if (request.sessionToken) await sessions.destroy(request.sessionToken);
    clearSessionCookie(reply, secureCookies);
    return { success: true };
  });

  // The same answer whether the address has an account or not (docs/product/accounts.md#a-forgotten-password).
  app.post('/api/auth/password-reset', async (request) => {
    const { email } = parseInput(passwordResetSchema, request.body);
    await verification.sendPasswordReset(email, request.ip, request.language);
    return { success: true };
  });

  app.post('/api/auth/password-reset/confirm', async (request, reply) => {
    const input = parseInput(passwordResetConfirmSchema, request.body);
    const { user, session } = await accounts.resetPassword(input, request.ip);
    setSessionCookie(reply, session.token, secureCookies);
    return { success: true, user: toPublicUser(user) };
  });

  const limited = perVisitorLimit(10);

  app.post('/api/account/password', limited, async (request) => {
    const user = requireUser(request);
    const input = parseInput(changePasswordSchema, request.body);
    await accounts.changePassword(user, input, request.ip, request.sessionToken);
    return { success: true };
  });

  app.post('/api/account/email', limited, async (request) => {
    const user = requireUser(request);
    const input = parseInput(changeEmailSchema, request.body);
    await accounts.requestEmailChange(user, input, request.ip);
    return { success: true };
  });

  app.post('/api/account/email/confirm', limited, async (request) => {
    const user = requireUser(request);
    const input = parseInput(changeEmailConfirmSchema, request.body);
    return { success: true, user: toPublicUser(await accounts.confirmEmailChange(user, input, request.ip)) };
  });
}
