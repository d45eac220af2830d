import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * A check of `Authorization: Bearer <token>` against a configured secret, in constant time: both sides are hashed
 * to the same length before timingSafeEqual, so neither the answer's timing nor a length mismatch says anything of
 * the secret. For operator endpoints (/metrics, the backup request).
 */
export function bearerTokenCheck(secret: string): (authorization: string | undefined) => boolean {
  const expected = sha256(secret);
  return (authorization) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    return match !== null && timingSafeEqual(sha256(match[1]!), expected);
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();
