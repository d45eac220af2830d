import type { CompleteOrderResponse, ShippingData } from '../../../../shared/checkout.ts';
import { apiRequest } from '../../../lib/api-request.ts';

export type CatalogueOrderLine = { id: number; quantity: number; imageUrl?: string; style?: string };

export type CompleteCatalogueOrderBody = ShippingData & {
  paymentIntentId: string;
  /**
   * The checkout's id from prepare-checkout (the call names it orderConfirmationId:
   * docs/product/pay.md#completing-an-order).
   */
  orderConfirmationId: string;
  cartItems: CatalogueOrderLine[];
};

/**
 * POST /api/complete-catalogue-order (docs/product/pay.md#completing-an-order): answers the order with its CAT-
 * reference.
 */
export async function completeCatalogueOrder(body: CompleteCatalogueOrderBody): Promise<CompleteOrderResponse> {
  const response = await apiRequest('POST', '/api/complete-catalogue-order', body);
  return (await response.json()) as CompleteOrderResponse;
}
