import { readApiFailure } from '../../lib/api-request.ts';

/**
 * The words of a failed checkout call: the server's own sentence for a refusal it explains (a bad
 * field, a sold-out edition, an expired checkout), else the flow's fallback.
 */
export function checkoutFailureText(error: unknown, fallback: string): string {
  const { status, message } = readApiFailure(error);
  if (status !== null && status >= 400 && status < 500 && status !== 401 && message) return message;
  return fallback;
}
