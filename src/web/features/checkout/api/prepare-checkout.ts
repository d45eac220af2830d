import type { PrepareCheckoutRequest, PrepareCheckoutResponse } from '../../../../shared/checkout.ts';
import { apiRequest } from '../../../lib/api-request.ts';

/**
 * POST /api/prepare-checkout (docs/product/pay.md#checkout): the shipping fields plus the poster (`imageId`,
 * `quantity`) or the cart lines. The server prices it and answers the payment's client secret.
 */
export async function prepareCheckout(body: PrepareCheckoutRequest): Promise<PrepareCheckoutResponse> {
  const response = await apiRequest('POST', '/api/prepare-checkout', body);
  return (await response.json()) as PrepareCheckoutResponse;
}
