/**
 * Left only for the order confirmation mail (src/server/modules/orders/order-mails.ts, the checkout's part of
 * issue 13): the words of orders are in the `orders` area (src/shared/messages/<language>/orders.ts) as
 * `viewOrderInMail`. Delete this module once that mail reads the catalogues.
 */
export const orderMessages = {
  viewOrderInMail: 'See your order online',
} as const;
