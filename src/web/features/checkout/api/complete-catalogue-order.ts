import type { CompleteOrderResponse, ShippingData } from '../../../../shared/checkout.ts';
import { apiRequest } from '../../../lib/api-request.ts';

export type CatalogueOrderLine = { id: number; quantity: number; imageUrl?: string; style?: string };

export type CompleteCatalogueOrderBody = ShippingData & {
  paymentIntentId: string;
  /** The checkout's id from prepare-checkout (spec 002 §7 calls it orderConfirmationId). */
  orderConfirmationId: string;
  cartItems: CatalogueOrderLine[];
};

/** POST /api/complete-catalogue-order (spec 002 §7): answers the order with its CAT- reference. */
export async function completeCatalogueOrder(body: CompleteCatalogueOrderBody): Promise<CompleteOrderResponse> {
  const response = await apiRequest('POST', '/api/complete-catalogue-order', body);
  return (await response.json()) as CompleteOrderResponse;
}
