import type { PublicUser } from '../../../../shared/accounts.ts';
import { apiRequest } from '../../../lib/api-request.ts';

export type RegisterInput = { email: string; username: string; password: string };

/**
 * POST /api/auth/register (docs/product/accounts.md#signing-up): creates the account of a verified address; an error
 * carries `{ message }`.
 */
export async function register(input: RegisterInput): Promise<PublicUser> {
  const response = await apiRequest('POST', '/api/auth/register', input);
  const body = (await response.json()) as { user: PublicUser };
  return body.user;
}
