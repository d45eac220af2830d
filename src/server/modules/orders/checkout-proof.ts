import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Which browser prepared a checkout (decision 024). A guest has no session, so the answer of a completed order (the
 * buyer's e-mail and name) would go to whoever holds its payment and reference. Preparing a checkout therefore gives
 * the browser a proof of it in an HttpOnly cookie (an HMAC of the checkout's reference), and completing it answers only
 * a browser that holds the proof, or the signed-in buyer. The cookie keeps the proofs of the last few checkouts, so
 * going back to an earlier one still works.
 */
export const CHECKOUT_PROOF_COOKIE = 'affiche_checkouts';
const KEPT_PROOFS = 5;
const PROOF_MAX_AGE_SECONDS = 24 * 3600;

export type CheckoutProofs = ReturnType<typeof checkoutProofs>;

/** The proof that a browser prepared the checkout `confirmationId`. */
export const checkoutProof = (secret: string, confirmationId: string) =>
  createHmac('sha256', secret).update(`checkout:${confirmationId}`).digest('base64url').slice(0, 22);

export function checkoutProofs(secret: string, secureCookies: boolean) {
  const proofOf = (confirmationId: string) => checkoutProof(secret, confirmationId);
  const held = (request: FastifyRequest) =>
    (request.cookies[CHECKOUT_PROOF_COOKIE] ?? '').split('.').filter((proof) => /^[A-Za-z0-9_-]{22}$/.test(proof));

  return {
    /** Adds the checkout's proof to the browser's cookie. */
    give(request: FastifyRequest, reply: FastifyReply, confirmationId: string) {
      const proofs = [
        proofOf(confirmationId),
        ...held(request).filter((proof) => proof !== proofOf(confirmationId)),
      ].slice(0, KEPT_PROOFS);
      reply.setCookie(CHECKOUT_PROOF_COOKIE, proofs.join('.'), {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path: '/api',
        maxAge: PROOF_MAX_AGE_SECONDS,
      });
    },
    /** Whether this browser prepared the checkout. */
    holds(request: FastifyRequest, confirmationId: string): boolean {
      const expected = Buffer.from(proofOf(confirmationId));
      return held(request).some((proof) => timingSafeEqual(Buffer.from(proof), expected));
    },
  };
}
