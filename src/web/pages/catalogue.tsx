import { lazy } from 'react';
import { CartButton } from '../features/checkout/components/cart-button.tsx';
import { CatalogueView } from '../features/catalogue/components/catalogue-view.tsx';

// The detail (and its cart and checkout actions) loads when a poster is first opened: not part of the first load.
const PosterDetail = lazy(() => import('./catalogue-poster.tsx'));

/** /catalogue: the public catalogue (docs/product/catalogue.md#what-the-catalogue-shows), with the checkout's cart. */
export function Component() {
  return <CatalogueView CartButton={CartButton} PosterDetail={PosterDetail} />;
}
