/**
 * The browser-only words of paying and ordering that src/shared/messages/checkout.ts does not carry:
 * field labels, step titles, cart controls. The spec's own sentences stay in checkout.ts.
 */
export const checkoutFormMessages = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  address: 'Address',
  city: 'City',
  state: 'State/Province',
  zipCode: 'Zip/Postal code',
  country: 'Country',
  shippingTitle: 'Shipping details',
  shippingText: 'Where should we send your print?',
  paymentTitle: 'Payment',
  paymentText: 'Your card is charged once the payment is confirmed.',
  amountDue: 'Amount due',
  orderTitle: 'Order your print',
  step: (number: number, total: number) => `Step ${number} of ${total}`,
  quantity: 'Quantity',
  each: (price: string) => `${price} CHF each`,
  loadingPayment: 'Loading the payment form…',
  paymentUnavailable: 'The payment form could not be loaded. Please check your connection and try again.',
  // catalogue: add to cart and buying one poster
  addToCart: 'Add to cart',
  buyNow: 'Buy now',
  soldOut: 'Sold out',
  // cart
  cartButton: (count: number) => (count === 0 ? 'Cart, empty' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`),
  increase: (name: string) => `One more of ${name}`,
  decrease: (name: string) => `One fewer of ${name}`,
  remove: (name: string) => `Remove ${name} from the cart`,
  previousItem: 'Previous poster',
  nextItem: 'Next poster',
  untitled: 'Untitled poster',
  backToCart: 'Back to cart',
  confirmationText: 'Thank you! Your posters will be printed in Switzerland and sent to your door.',
  orderReference: 'Order reference',
  name: 'Name',
  items: 'Items',
  itemCount: (count: number) => `${count} ${count === 1 ? 'poster' : 'posters'}`,
  totalPaid: 'Total',
  close: 'Close',
  orderedNote: (id: string) => `Ordered: ${id}`,
  // coming back from a payment page (Stripe redirect)
  returnProcessingTitle: 'Finishing your payment…',
  returnOrderText: (id: string) => `Your order number is ${id}.`,
} as const;
