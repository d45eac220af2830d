import type { SandboxConfirmRequest, SandboxConfirmResponse } from '../../../shared/checkout.ts';
import { apiRequest, ApiError } from '../../lib/api-request.ts';

/**
 * POST /api/payments/sandbox/confirm (docs/product/pay.md#sandbox-payments). A declined card (402, with the refusal's
 * own code: `incorrect_cvc`, `expired_card`, …) and a malformed one (400) come back as the provider's error, like
 * Stripe's `{ error }`; anything else throws.
 */
export async function confirmSandboxPayment(body: SandboxConfirmRequest): Promise<SandboxConfirmResponse> {
  try {
    const response = await apiRequest('POST', '/api/payments/sandbox/confirm', body);
    return (await response.json()) as SandboxConfirmResponse;
  } catch (error) {
    const { status, code, serverMessage } = ApiError.of(error);
    if (status === 402 || status === 400) {
      return {
        status: 'requires_payment_method',
        error: { code: status === 402 ? code : 'invalid_card', message: serverMessage ?? '' },
      };
    }
    throw error;
  }
}
