import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The print master's address for the lab (decision 038):
 * `/api/fulfilment/assets/<reference>.<expires>.<signature>/<key>`, signed for that one order and that one master, for
 * `ttlDays` days. Without the signature, with another order's or another master's, or after it expired, the route
 * answers 404 like any file that is not there (decision 023).
 */
export const LAB_ASSET_PREFIX = '/api/fulfilment/assets/';
export const LAB_ASSET_TTL_DAYS = 14;

export function createLabAssets(options: { secret: string; publicUrl: string; ttlDays?: number; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const signatureOf = (reference: string, key: string, expires: number) =>
    createHmac('sha256', options.secret).update(`lab-asset\n${reference}\n${key}\n${expires}`).digest('base64url');

  return {
    urlFor(reference: string, key: string): string {
      const expires = Math.floor(now().getTime() / 1000) + (options.ttlDays ?? LAB_ASSET_TTL_DAYS) * 86_400;
      const grant = `${reference}.${expires}.${signatureOf(reference, key, expires)}`;
      return `${options.publicUrl}${LAB_ASSET_PREFIX}${grant}/${key.split('/').map(encodeURIComponent).join('/')}`;
    },
    /** True when `grant` signs `key` and has not expired. */
    allows(grant: string, key: string): boolean {
      const match = /^([A-Z]{3}-[A-Za-z0-9-]{1,40})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(grant);
      if (!match) return false;
      const [, reference, expiresText, signature] = match;
      const expires = Number(expiresText);
      if (expires * 1000 <= now().getTime()) return false;
      const expected = Buffer.from(signatureOf(reference!, key, expires));
      const given = Buffer.from(signature!);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type LabAssets = ReturnType<typeof createLabAssets>;
