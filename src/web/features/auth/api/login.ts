import type { PublicUser } from '../../../../shared/accounts.ts';
import { apiRequest } from '../../../lib/api-request.ts';

export type LoginInput = { email: string; password: string };

/**
 * POST /api/auth/login (docs/product/accounts.md#signing-in): the user on success; any non-OK status is a failed login.
 */
export async function login(input: LoginInput): Promise<PublicUser> {
  const response = await apiRequest('POST', '/api/auth/login', input);
  const body = (await response.json()) as { user: PublicUser };
  return body.user;
}
