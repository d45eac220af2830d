import { useParams } from 'react-router';
import { posterIdFromPath, POSTER_PAGE_PREFIX } from '../../shared/poster-url.ts';
import { PosterPageView } from '../features/catalogue/components/poster-page-view.tsx';
import { cartItemOf } from '../features/checkout/catalogue-cart-item.ts';
import { CartButton } from '../features/checkout/components/cart-button.tsx';
import { PosterCartActions } from '../features/checkout/components/poster-cart-actions.tsx';

/**
 * /posters/<id>-<slug>: a catalogue poster's own page, its canonical address
 * (docs/product/catalogue.md#poster-detail-and-links), with the checkout's Add to cart and Buy now.
 */
export function Component() {
  const { ref = '' } = useParams();
  const id = posterIdFromPath(`${POSTER_PAGE_PREFIX}${ref}`);
  return (
    <PosterPageView
      id={id}
      CartButton={CartButton}
      renderActions={(poster, soldOut, format) => (
        <PosterCartActions soldOut={soldOut} item={cartItemOf(poster, format)} />
      )}
    />
  );
}
