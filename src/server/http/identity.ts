import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.ts';
import type { SessionStore } from '../modules/accounts/sessions.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../modules/accounts/sessions.ts';
import type { UserRow } from '../modules/accounts/users.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, from the session cookie only; null when signed out. */
    user: UserRow | null;
    sessionToken: string | undefined;
  }
}

/** Reads the session cookie of every API request into `request.user`. */
export function installSessions(app: FastifyInstance, sessions: SessionStore) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return;
    request.sessionToken = token;
    request.user = await sessions.userFor(token);
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Many calls carry an `email` (docs/product/accounts.md#kinds-of-visitor): it must be the signed-in user's own. It
 * never selects
 * whose data is read or changed; identity comes from the session alone.
 */
export function assertOwnEmail(user: UserRow, email: unknown) {
  if (email === undefined || email === null || email === '') return;
  if (typeof email !== 'string' || email.trim().toLowerCase() !== user.email.toLowerCase())
    throw forbidden('not_your_account');
}
