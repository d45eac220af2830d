import { formatChf } from '../checkout-limits.ts';

/**
 * Left for the admin area (order-after-sale.tsx, admin.routes.ts) until it reads the `afterSale` area
 * (src/shared/messages/<language>/afterSale.ts, issue 13), which holds these words as ICU messages.
 *
 * Words of an order's life after payment (issue 14): shipping, refunds and cancellations, shared by the
 * server's answers and the admin pages.
 */
export const afterSaleMessages = {
  orderNotFound: 'Order not found',
  // Cancellation
  cancelOrder: 'Cancel order',
  cancelConfirm: (reference: string) => `Cancel ${reference}? The payment is refunded in full and its editions go back on sale.`,
  keepOrder: 'Keep order',
  cancelled: 'The order is cancelled and its payment is being refunded.',
  alreadyCancelled: 'This order is already cancelled.',
  notCancellableInProduction: 'This order is already in production and can no longer be cancelled.',
  cancelWindowPassed: (minutes: number) =>
    `Orders can be cancelled within ${minutes >= 60 && minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`} of payment. Please contact us instead.`,
  // Refunds
  refund: 'Refund',
  refundAmountLabel: 'Amount (CHF)',
  refundReasonLabel: 'Reason',
  refundAll: (remaining: number) => `Refund all (${formatChf(remaining)})`,
  refundInvalidAmount: 'Please enter an amount of at least CHF 0.01 with at most two decimals.',
  refundReasonRequired: 'Please give a reason for the refund (at most 500 characters).',
  refundKeyInvalid: 'The refund request is missing its key. Please reload the page and try again.',
  refundTooLarge: (remaining: number) => `At most ${formatChf(remaining)} of this order can still be refunded.`,
  nothingLeftToRefund: 'This order has been refunded in full already.',
  refundNotFound: 'Refund not found',
  refundNotRetryable: 'Only a failed refund can be retried.',
  refundRequested: 'Refund requested. It shows as refunded once the payment provider confirms it.',
  refundStatus: { pending: 'Pending', succeeded: 'Refunded', failed: 'Failed' } as Record<string, string>,
  retryRefund: 'Retry',
  refundProviderUnavailable: 'The payment provider could not be reached. The refund stays pending; please retry in a moment.',
  // Shipping
  shippingTitle: 'Shipping',
  markShipped: 'Mark as shipped',
  updateTracking: 'Update tracking',
  carrierLabel: 'Carrier',
  trackingNumberLabel: 'Tracking number',
  trackingNumberRequired: 'Please enter the tracking number of the parcel.',
  trackingNumberInvalid: (carrier: string) => `This does not look like a ${carrier} tracking number.`,
  invalidCarrier: 'Please choose a carrier from the list.',
  // Receipt
  downloadReceipt: 'Download receipt (PDF)',
} as const;
