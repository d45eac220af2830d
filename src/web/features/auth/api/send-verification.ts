import { apiRequest } from '../../../lib/api-request.ts';

/**
 * POST /api/send-verification (docs/product/accounts.md#signing-up): e-mails a 6-digit code; an error carries `{
 * message }`.
 */
export async function sendVerification(email: string): Promise<void> {
  await apiRequest('POST', '/api/send-verification', { email });
}
