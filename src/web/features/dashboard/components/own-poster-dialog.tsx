import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, EyeOff, LoaderCircle, Share2, Tag } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useMessages, usePreloadedAreas } from '../../../lib/i18n/i18n.tsx';
import type { PosterOrderButtonComponent } from '../../../components/poster/poster-order.ts';
import {
  PrintFormatPicker,
  shownPhotoWidthOf,
  usePrintFormat,
} from '../../../components/poster/print-format-picker.tsx';
import { WallPreview } from '../../../components/poster/wall-preview.tsx';
import { A3_POSTER_PRICE } from '../../../../shared/checkout-limits.ts';
import type { OwnPoster } from '../api/get-user-images.ts';
import { styleName } from '../../../../shared/style-names.ts';
import { posterTitle } from './own-poster-grid.tsx';
import { RejectionNote, StatusBadge } from './status-badge.tsx';
import { badgeOf } from '../poster-navigation.ts';

type OwnPosterDialogProps = {
  posters: OwnPoster[];
  index: number | null;
  sharing: boolean;
  /** A nested dialog (sell, unpublish) has the keyboard: the arrows leave it alone. */
  nestedOpen: boolean;
  onIndexChange: (index: number | null) => void;
  onPublish: (poster: OwnPoster) => void;
  onUnpublish: (poster: OwnPoster) => void;
  onShare: (poster: OwnPoster) => void;
  children?: ReactNode;
  /** The checkout's Order print button, handed in by the page. */
  OrderButton: PosterOrderButtonComponent;
};

const arrowClass =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center bg-paper/90 text-ink ' +
  'shadow transition-colors hover:bg-ink hover:text-paper focus-visible:outline-3 focus-visible:outline-swiss ' +
  'disabled:pointer-events-none disabled:opacity-0';

/**
 * One of the user's posters (docs/product/community.md#dashboard): its size and frame, Order print (quantity 1) and Add
 * to cart in that format, Publish or Unpublish,
 * share, close,
 * previous and next. Escape closes; the arrow keys move between posters.
 */
export function OwnPosterDialog({
  posters,
  index,
  sharing,
  nestedOpen,
  onIndexChange,
  onPublish,
  onUnpublish,
  onShare,
  children,
  OrderButton,
}: OwnPosterDialogProps) {
  const m = useMessages('dashboard');
  const checkout = useMessages('checkout');
  // The size and frame picker speaks the prints' words: loaded with the dialog, never inside it.
  usePreloadedAreas('prints');
  const poster = index === null ? null : (posters[index] ?? null);
  const [loadedId, setLoadedId] = useState<number | null>(null);
  const [ordering, setOrdering] = useState(false);
  // The size and frame to order and to show on the wall: kept while moving between posters.
  const [printFormat, setPrintFormat] = usePrintFormat();
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < posters.length - 1;

  const onKeyDown = (event: KeyboardEvent) => {
    if (nestedOpen || ordering || index === null) return;
    // The size and frame radios take the arrows for themselves.
    if (event.target instanceof HTMLInputElement) return;
    if (event.key === 'ArrowLeft' && hasPrevious) {
      event.preventDefault();
      onIndexChange(index - 1);
    } else if (event.key === 'ArrowRight' && hasNext) {
      event.preventDefault();
      onIndexChange(index + 1);
    }
  };

  return (
    <Dialog open={poster !== null} onOpenChange={(open) => (open ? undefined : onIndexChange(null))}>
      {poster && index !== null ? (
        // While its order runs, the order's sheet is the only one shown: this one steps out of sight (not out of the
        // tree).
        <DialogContent
          size="lg"
          className={clsx('md:max-w-4xl', ordering && 'invisible')}
          onKeyDown={onKeyDown}
          data-testid="own-poster-dialog"
        >
          <div className="grid min-h-0 flex-1 overflow-y-auto md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
            {/* on wider screens the poster and its arrows stay in view beside a long column of choices */}
            <div className="bg-paper-deep">
              <div
                className={clsx(
                  'relative flex items-center justify-center px-14 py-5',
                  'md:sticky md:top-0 md:p-8 md:px-16',
                )}
              >
                <button
                  type="button"
                  aria-label={m.previous}
                  className={`${arrowClass} left-2`}
                  disabled={!hasPrevious}
                  onClick={() => onIndexChange(index - 1)}
                >
                  <ChevronLeft aria-hidden="true" className="size-6" />
                </button>
                <div
                  className={clsx(
                    'relative aspect-[1/1.414] w-full max-w-[14rem] bg-white p-2',
                    'shadow-[0_18px_40px_-24px_rgb(20_20_20/0.6)] md:max-w-[21rem] md:p-3',
                  )}
                >
                  {loadedId !== poster.id ? (
                    <div aria-hidden="true" className="absolute inset-2 animate-pulse bg-ink/10 md:inset-3" />
                  ) : null}
                  <img
                    key={poster.id}
                    src={poster.previewPath}
                    alt={
                      poster.name
                        ? m.posterAlt({ name: poster.name, style: styleName(poster.style) })
                        : m.posterAltUntitled({ style: styleName(poster.style) })
                    }
                    onLoad={() => setLoadedId(poster.id)}
                    className="relative size-full object-cover"
                  />
                </div>
                <button
                  type="button"
                  aria-label={m.next}
                  className={`${arrowClass} right-2`}
                  disabled={!hasNext}
                  onClick={() => onIndexChange(index + 1)}
                >
                  <ChevronRight aria-hidden="true" className="size-6" />
                </button>
              </div>
            </div>
            <div className="flex flex-col gap-4 px-6 pt-5 pb-6 md:pt-10">
              <div className="pr-10">
                <p className="text-xs font-bold tracking-[0.14em] text-ink-soft uppercase" aria-live="polite">
                  {m.position({ index: index + 1, total: posters.length })}
                </p>
                <DialogTitle className="mt-1 text-3xl leading-none tracking-tighter">{posterTitle(poster)}</DialogTitle>
                {/* The style under a name of its own; a poster without one is already titled by its style. */}
                <DialogDescription className="mt-2 text-sm">
                  {[poster.name ? styleName(poster.style) : null, poster.city].filter(Boolean).join(' · ')}
                </DialogDescription>
                <StatusBadge poster={poster} className="mt-3" />
                {badgeOf(poster) === 'rejected' && poster.rejection ? (
                  <RejectionNote rejection={poster.rejection} />
                ) : null}
              </div>
              <PrintFormatPicker
                value={printFormat}
                onChange={setPrintFormat}
                a3Price={A3_POSTER_PRICE}
                shownPhotoWidth={shownPhotoWidthOf(poster)}
              />
              <div className="mt-auto grid gap-2">
                <OrderButton
                  key={poster.id}
                  format={printFormat}
                  poster={{
                    imageId: poster.id,
                    imageUrl: poster.generatedPath,
                    previewUrl: poster.thumbnailPath,
                    originalImageUrl: null,
                    style: poster.style,
                    title: posterTitle(poster),
                  }}
                  label={m.orderPrint}
                  prepareFailedText={checkout.initializePaymentFailed}
                  onOrderOpenChange={setOrdering}
                />
                {poster.isPublic ? (
                  <Button variant="primary" size="lg" className="w-full" onClick={() => onUnpublish(poster)}>
                    <EyeOff aria-hidden="true" className="size-5" />
                    {m.unpublish}
                  </Button>
                ) : (
                  <Button variant="primary" size="lg" className="w-full" onClick={() => onPublish(poster)}>
                    <Tag aria-hidden="true" className="size-5" />
                    {m.publish}
                  </Button>
                )}
                <Button
                  variant="accent"
                  size="lg"
                  className="w-full"
                  onClick={() => onShare(poster)}
                  disabled={sharing}
                >
                  {sharing ? (
                    <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                  ) : (
                    <Share2 aria-hidden="true" className="size-5" />
                  )}
                  {m.share}
                </Button>
              </div>
              <WallPreview key={poster.id} poster={{ id: poster.id }} format={printFormat} own />
            </div>
          </div>
          {children}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
