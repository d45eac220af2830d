import { apiRequest } from '../../../lib/api-request.ts';

/**
 * POST /api/verify-email (docs/product/accounts.md#signing-up). Success also sets the HttpOnly sign-up cookie that
 * register
 * needs from this same browser (docs/decisions/004); an error carries `{ message }`.
 */
export async function verifyEmail(input: { email: string; code: string }): Promise<void> {
  await apiRequest('POST', '/api/verify-email', input);
}
