import { PosterDetailDialog } from '../features/catalogue/components/poster-detail-dialog.tsx';
import type { PosterDetailDialogProps } from '../features/catalogue/components/poster-detail-dialog.tsx';
import { cartItemOf } from '../features/checkout/catalogue-cart-item.ts';
import { PosterCartActions } from '../features/checkout/components/poster-cart-actions.tsx';

/**
 * Not a route: the catalogue page's poster dialog, loaded when a poster is first opened. The catalogue's
 * detail with the checkout's Add to cart and Buy now (one poster through the cart's checkout).
 */
export default function CataloguePosterDetail(props: Omit<PosterDetailDialogProps, 'renderActions'>) {
  return (
    <PosterDetailDialog
      {...props}
      renderActions={(poster, soldOut, format) => (
        <PosterCartActions soldOut={soldOut} item={cartItemOf(poster, format)} />
      )}
    />
  );
}
