import type { CataloguePoster } from '../../../shared/catalogue.ts';
import { isLimitedEdition } from '../../../shared/checkout-limits.ts';
import { DEFAULT_PRINT_FORMAT, priceOf } from '../../../shared/print-formats.ts';
import type { PrintFormat } from '../../../shared/print-formats.ts';
import type { CartItem } from './cart-rules.ts';

/**
 * A catalogue poster in a format as the cart keeps it (docs/product/catalogue.md#cart): its price is the table's for
 * that size and frame from the poster's A3 price; the server prices it again at checkout.
 */
export function cartItemOf(
  poster: CataloguePoster,
  format: PrintFormat = DEFAULT_PRINT_FORMAT,
): Omit<CartItem, 'quantity'> {
  return {
    ...format,
    id: poster.id,
    name: poster.name,
    imageUrl: poster.imageUrl,
    fullImageUrl: poster.fullImageUrl,
    style: poster.style,
    price: priceOf(format, poster.pricePerUnit).unitPrice,
    isLimitedEdition: isLimitedEdition(poster.totalSupply),
  };
}
