import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  loginSchema,
  registerSchema,
  sendVerificationSchema,
  usernameSchema,
  verifyEmailSchema,
} from '../../../shared/accounts.ts';
import type { AuthCheckResponse } from '../../../shared/accounts.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/identity.ts';
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
 * docs/product/accounts.md#signing-in).
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
}
