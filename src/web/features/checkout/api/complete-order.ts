import type { CompleteOrderResponse, ShippingData } from '../../../../shared/checkout.ts';
import { apiRequest } from '../../../lib/api-request.ts';

export type CompleteOrderBody = {
  paymentIntentId: string;
  confirmationId: string;
  shippingData: ShippingData;
  imageUrl: string;
  originalImageUrl: string | null;
  style: string;
  quantity: number;
};

/**
 * POST /api/complete-order (docs/product/pay.md#completing-an-order): the server checks the payment with the provider,
 * then records the order.
 */
export async function completeOrder(body: CompleteOrderBody): Promise<CompleteOrderResponse> {
  const response = await apiRequest('POST', '/api/complete-order', body);
  return (await response.json()) as CompleteOrderResponse;
}
