import type { CataloguePoster } from '../../../../shared/catalogue.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { usePreloadedAreas } from '../../../lib/i18n/i18n.tsx';
import { PosterDetails } from './poster-details.tsx';
import type { PosterDetailsProps } from './poster-details.tsx';

export type PosterDetailDialogProps = {
  poster: CataloguePoster | null;
  onClose: () => void;
  /** Add to cart and Buy now: the checkout's, handed in by the page. */
  renderActions: PosterDetailsProps['renderActions'];
};

/** A catalogue poster up close in a dialog over the catalogue (docs/product/catalogue.md#poster-detail-and-links). */
export function PosterDetailDialog({ poster, onClose, renderActions }: PosterDetailDialogProps) {
  // The size and frame picker speaks the prints' words: loaded with the dialog, never inside it.
  usePreloadedAreas('prints');
  return (
    <Dialog open={poster !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {poster ? (
        <DialogContent size="lg" className="md:max-w-4xl" data-testid="poster-detail">
          <PosterDetails
            key={poster.id}
            poster={poster}
            renderActions={renderActions}
            heading={(creator) => (
              <div className="pr-10">
                <DialogTitle className="text-3xl leading-none tracking-tighter">{poster.name}</DialogTitle>
                <DialogDescription className="mt-2 text-base font-semibold text-ink">{creator}</DialogDescription>
              </div>
            )}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
