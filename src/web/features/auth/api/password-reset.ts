import type { PublicUser } from '../../../../shared/accounts.ts';
import { apiRequest } from '../../../lib/api-request.ts';

/**
 * POST /api/auth/password-reset (docs/product/accounts.md#a-forgotten-password): mails a code when the address has an
 * account; the answer is the same either way.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('POST', '/api/auth/password-reset', { email });
}

/** POST /api/auth/password-reset/confirm: the code sets the new password and signs this browser in. */
export async function confirmPasswordReset(input: {
  email: string;
  code: string;
  password: string;
}): Promise<PublicUser> {
  const response = await apiRequest('POST', '/api/auth/password-reset/confirm', input);
  return ((await response.json()) as { user: PublicUser }).user;
}
