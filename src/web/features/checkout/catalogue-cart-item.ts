import type { CataloguePoster } from '../../../shared/catalogue.ts';
import { isLimitedEdition } from '../../../shared/checkout-limits.ts';
import type { CartItem } from './cart-rules.ts';

/** A catalogue poster as the cart keeps it (docs/product/catalogue.md#cart): the server prices it again at checkout. */
export function cartItemOf(poster: CataloguePoster): Omit<CartItem, 'quantity'> {
  return {
    id: poster.id,
    name: poster.name,
    imageUrl: poster.imageUrl,
    fullImageUrl: poster.fullImageUrl,
    style: poster.style,
    price: poster.pricePerUnit,
    isLimitedEdition: isLimitedEdition(poster.totalSupply),
  };
}
