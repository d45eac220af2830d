import { ApiError } from '../../lib/api-request.ts';

/**
 * The words of a failed checkout call: the server's own sentence for a refusal it explains (a bad
 * field, a sold-out edition, an expired checkout), else the flow's fallback.
 */
export function checkoutFailureText(error: unknown, fallback: string): string {
  const failure = ApiError.of(error);
  if (Math.floor((failure.status ?? 0) / 100) === 4 && failure.status !== 401 && failure.serverMessage)
    return failure.serverMessage;
  return fallback;
}
