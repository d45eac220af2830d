import type { RefundView } from '../../../../shared/after-sale.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import { listPath } from './orders.ts';
import type { OrderKind } from './orders.ts';

/** POST …/{id}/refunds: an amount in CHF (all that remains when left out), a reason, and the dialog's key. */
export async function requestRefund(
  kind: OrderKind,
  id: number,
  input: { amount?: number; reason: string; requestKey: string },
): Promise<RefundView> {
  const response = await apiRequest('POST', `${listPath(kind)}/${id}/refunds`, input);
  return ((await response.json()) as { refund: RefundView }).refund;
}

/** POST …/{id}/refunds/{refundId}/retry: a failed refund tried again. */
export async function retryRefund(kind: OrderKind, id: number, refundId: number): Promise<RefundView> {
  const response = await apiRequest('POST', `${listPath(kind)}/${id}/refunds/${refundId}/retry`, {});
  return ((await response.json()) as { refund: RefundView }).refund;
}

/** POST …/{id}/cancel: the order cancelled, its payment refunded in full. */
export async function cancelOrder(kind: OrderKind, id: number): Promise<{ refund: RefundView | null }> {
  const response = await apiRequest('POST', `${listPath(kind)}/${id}/cancel`, {});
  return (await response.json()) as { refund: RefundView | null };
}

export const receiptUrl = (kind: OrderKind, id: number) => `${listPath(kind)}/${id}/receipt`;

/** POST …/{id}/send-again: an order the print lab flagged goes to it again (decision 038). */
export async function sendOrderAgain(kind: OrderKind, id: number): Promise<void> {
  await apiRequest('POST', `${listPath(kind)}/${id}/send-again`, {});
}
