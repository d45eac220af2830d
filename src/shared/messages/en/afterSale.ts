/**
 * Words of an order's life after payment (docs/product/after-the-sale.md#refunds): shipping, refunds and cancellations,
 * shared by the
 * server's answers and the admin pages.
 */
export default {
  orderNotFound: 'Order not found',
  // Cancellation
  cancelOrder: 'Cancel order',
  cancelConfirm: 'Cancel {reference}? The payment is refunded in full and its editions go back on sale.',
  keepOrder: 'Keep order',
  cancelled: 'The order is cancelled and its payment is being refunded.',
  alreadyCancelled: 'This order is already cancelled.',
  notCancellableInProduction: 'This order is already in production and can no longer be cancelled.',
  cancelWindowPassed:
    'Orders can be cancelled within {unit, select, hours {{hours, plural, one {# hour} other {# hours}}} other {{minutes, plural, one {# minute} other {# minutes}}}} of payment. Please contact us instead.',
  // Refunds
  refund: 'Refund',
  refundAmountLabel: 'Amount (CHF)',
  refundReasonLabel: 'Reason',
  refundAll: 'Refund all ({amount})',
  refundInvalidAmount: 'Please enter an amount of at least 0.01 CHF with at most two decimals.',
  refundReasonRequired: 'Please give a reason for the refund (at most 500 characters).',
  refundKeyInvalid: 'The refund request is missing its key. Please reload the page and try again.',
  refundTooLarge: 'At most {amount} of this order can still be refunded.',
  nothingLeftToRefund: 'This order has been refunded in full already.',
  refundInProduction:
    'This order is in production: it cannot be refunded in full. Set it back to “Pending” first (then cancel it), or refund a part.',
  refundNotFound: 'Refund not found',
  refundNotRetryable: 'Only a failed refund can be retried.',
  refundRequested: 'Refund requested. It shows as refunded once the payment provider confirms it.',
  refundStatus: { pending: 'Pending', succeeded: 'Refunded', failed: 'Failed' },
  retryRefund: 'Retry',
  refundProviderUnavailable:
    'The payment provider could not be reached. The refund stays pending; please retry in a moment.',
  // Shipping
  shippingTitle: 'Shipping',
  markShipped: 'Mark as shipped',
  updateTracking: 'Update tracking',
  carrierLabel: 'Carrier',
  trackingNumberLabel: 'Tracking number',
  trackingNumberRequired: 'Please enter the tracking number of the parcel.',
  /** One message per carrier (src/shared/shipping-carriers.ts), so the shared rule can carry it as a key; the names stay. */
  trackingNumberInvalid: {
    'swiss-post': 'This does not look like a Swiss Post tracking number.',
    dhl: 'This does not look like a DHL tracking number.',
    dpd: 'This does not look like a DPD tracking number.',
    ups: 'This does not look like a UPS tracking number.',
    fedex: 'This does not look like a FedEx tracking number.',
    planzer: 'This does not look like a Planzer tracking number.',
  },
  invalidCarrier: 'Please choose a carrier from the list.',
  // Receipt
  downloadReceipt: 'Download receipt (PDF)',
  // The print lab (decision 038)
  lab: {
    refusedCancel: 'The print lab could not cancel this order: {reason}',
    unavailable: 'The print lab does not answer. Please try again in a few minutes.',
    ownsStatus: 'The print lab reports this order’s production and shipping; only “Delivered” can be set by hand.',
    nothingToSend: 'The print lab has this order already.',
    title: 'Print lab',
    orderId: 'Lab order',
    stage: 'Stage',
    lastError: 'Last error',
    needsAttention: 'Needs attention',
    sendAgain: 'Send again',
    sentAgain: 'The order goes to the print lab again.',
    name: 'Lab',
    labStage: 'Lab’s status',
    sendAgainConfirm: 'Send {reference} to the print lab again? Its tries start over.',
    notNow: 'Not now',
    sendAgainFailed: 'The order could not be sent again',
    stages: {
      queued: 'Waiting to be sent',
      sent: 'Received by the lab',
      in_production: 'In production',
      shipped: 'Shipped',
      complete: 'Complete',
      cancelled: 'Cancelled',
    },
  },
} as const;
