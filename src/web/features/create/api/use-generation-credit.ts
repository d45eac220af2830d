import { apiRequest } from '../../../lib/api-request.ts';

/**
 * POST /api/use-generation-credit (docs/product/create.md#credits). The server took the credit when it accepted the
 * generation; this call only confirms the balance, so a failure is logged and nothing more.
 */
export async function confirmGenerationCredit(email: string): Promise<void> {
  try {
    await apiRequest('POST', '/api/use-generation-credit', { email });
  } catch (error) {
    console.warn('Confirming the generation credit failed.', error);
  }
}
