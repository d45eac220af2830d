import { createHmac, timingSafeEqual } from 'node:crypto';
import { ORDER_LINK_TTL_DAYS } from '../../../shared/orders.ts';

const DAY_MS = 24 * 3600 * 1000;

export type OrderLinkCheck = 'valid' | 'invalid' | 'expired';

/**
 * A guest's link to one order (decision 014): `/orders/<reference>?key=<expiry>.<signature>`, the
 * signature an HMAC-SHA256 (session secret) of the reference and the expiry. Nothing is stored: the
 * link cannot be guessed, opens only its own order, and stops working after 30 days.
 */
export function createOrderLinks({ secret, publicUrl }: { secret: string; publicUrl: string }) {
  const signatureOf = (reference: string, expiresAt: number) =>
    createHmac('sha256', secret).update(`order-link\n${reference}\n${expiresAt}`).digest('base64url');

  /** The key of a link to `reference`, working until `now` + 30 days. */
  function keyFor(reference: string, now = Date.now()): string {
    const expiresAt = Math.floor((now + ORDER_LINK_TTL_DAYS * DAY_MS) / 1000);
    return `${expiresAt}.${signatureOf(reference, expiresAt)}`;
  }

  return {
    keyFor,
    urlFor(reference: string, now = Date.now()): string {
      return `${publicUrl}/orders/${encodeURIComponent(reference)}?key=${keyFor(reference, now)}`;
    },
    /** A tampered key, or one made for another order, is invalid; a genuine one past its time is expired. */
    check(reference: string, key: string, now = Date.now()): OrderLinkCheck {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(key);
      if (!match) return 'invalid';
      const expiresAt = Number(match[1]);
      const expected = Buffer.from(signatureOf(reference, expiresAt));
      const given = Buffer.from(match[2]!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return expiresAt * 1000 <= now ? 'expired' : 'valid';
    },
  };
}

export type OrderLinks = ReturnType<typeof createOrderLinks>;
