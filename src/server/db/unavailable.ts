/**
 * The database driver's words for "the database is not there" (PostgreSQL's and node's codes, and the few
 * failures `pg` reports only in its English text): read here, at the database's edge, so the rest of the server
 * decides by the answer of `isDatabaseUnavailable`, never by an error's text.
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error as { code?: string; cause?: unknown; message?: string } | undefined, depth = 0;
    current && depth < 4;
    depth++
  ) {
    if (current.code && unavailableCodes.has(current.code)) return true;
    if (
      typeof current.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i.test(current.message)
    )
      return true;
    current = current.cause as typeof current;
  }
  return false;
}
