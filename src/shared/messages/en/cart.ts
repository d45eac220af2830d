/**
 * The words of the cart (docs/product/catalogue.md#cart): the cart button, its dialog, adding and buying a catalogue
 * poster.
 */
export default {
  cartButton: '{count, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}',
  cartTitle: 'Your Cart',
  cartEmptyText: 'No items in your cart',
  browseCatalogue: 'Browse Catalogue',
  limitedEdition: 'Limited Edition',
  checkout: 'Checkout',
  subtotal: 'Subtotal ({count, plural, one {# poster} other {# posters}})',
  shippingIncluded: 'Shipping: Included',
  total: 'Total',
  printedNote: 'Printed in Switzerland. Delivered to your door.',
  quantity: 'Quantity',
  increase: 'One more of {name}',
  decrease: 'One fewer of {name}',
  remove: 'Remove {name} from the cart',
  previousItem: 'Previous poster',
  nextItem: 'Next poster',
  /** The label of one's own poster in the cart (decision 028). */
  ownPoster: 'Your poster',
  untitled: 'Untitled poster',
  // a catalogue poster: add to cart and buying one poster
  addToCart: 'Add to cart',
  buyNow: 'Buy now',
  soldOut: 'Sold out',
  addedToCart: 'Added to cart',
  addedToCartText: '"{name}" is in your cart.',
  alreadyInCart: 'Already in your cart',
  alreadyInCartText: 'A limited edition can be bought once per order.',
} as const;
