import type { PublicUser } from '../../../../shared/accounts.ts';
import { apiRequest } from '../../../lib/api-request.ts';

/**
 * A new password and a new address from settings
 * (docs/product/accounts.md#changing-the-password-or-the-e-mail-address).
 */

/** POST /api/account/password: the current password, then the new one; the other sessions end. */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  await apiRequest('POST', '/api/account/password', input);
}

/** POST /api/account/email: the current password; a code goes to the new address. */
export async function requestEmailChange(input: { newEmail: string; password: string }): Promise<void> {
  await apiRequest('POST', '/api/account/email', input);
}

/** POST /api/account/email/confirm: the mailed code moves the account to the new address. */
export async function confirmEmailChange(input: { newEmail: string; code: string }): Promise<PublicUser> {
  const response = await apiRequest('POST', '/api/account/email/confirm', input);
  return ((await response.json()) as { user: PublicUser }).user;
}
