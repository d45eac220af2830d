import { Hourglass, LoaderCircle, Plus, Share2, Tag } from 'lucide-react';
import type { PosterStatus } from '../../../../shared/sell.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { OrderablePoster, PosterOrderButtonComponent } from '../../../components/poster/poster-order.ts';
import { PrintFormatPicker } from '../../../components/poster/print-format-picker.tsx';
import { WallPreview } from '../../../components/poster/wall-preview.tsx';
import { A3_POSTER_PRICE } from '../../../../shared/checkout-limits.ts';
import type { PrintFormat } from '../../../../shared/print-formats.ts';

type ResultActionsProps = {
  signedIn: boolean;
  /** The generated poster to order; null while its id is unknown. */
  order: OrderablePoster | null;
  email: string;
  sharing: boolean;
  onShare: () => void;
  onSell: () => void;
  /** The poster's place in the publish life cycle: once submitted, its state shows where 'Sell' was. */
  status: PosterStatus;
  onNewPoster: () => void;
  /** The checkout's Order print button, handed in by the page. */
  OrderButton: PosterOrderButtonComponent;
  /** The size and frame to order, held by the studio. */
  format: PrintFormat;
  onFormatChange: (format: PrintFormat) => void;
  /** The width of the shown part of the photo, for the low-DPI warning; null: unknown. */
  shownPhotoWidth: number | null;
};

/**
 * After generation (docs/product/create.md#after-generation): the size and frame, then Order print first and foremost,
 * Add to cart, Share, Sell (signed-in only; once submitted, the poster's state, 'In review', instead) and New Poster.
 */
export function ResultActions({
  signedIn,
  order,
  email,
  sharing,
  onShare,
  onSell,
  status,
  onNewPoster,
  OrderButton,
  format,
  onFormatChange,
  shownPhotoWidth,
}: ResultActionsProps) {
  const m = useMessages('create');
  const sell = useMessages('sell');
  return (
    <div className="grid gap-2.5" data-testid="result-actions">
      <PrintFormatPicker
        value={format}
        onChange={onFormatChange}
        a3Price={A3_POSTER_PRICE}
        shownPhotoWidth={shownPhotoWidth}
        className="mb-2"
      />
      <OrderButton poster={order} format={format} label={m.orderPrint} variant="accent" defaultEmail={email} />
      <Button
        variant="outline"
        size="lg"
        onClick={onShare}
        disabled={sharing}
        className="w-full"
        data-testid="share-button"
      >
        {sharing ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Share2 aria-hidden="true" className="size-5" />
        )}
        {m.share}
      </Button>
      {signedIn && status === 'private' ? (
        <Button variant="outline" size="lg" onClick={onSell} className="w-full" data-testid="sell-button">
          <Tag aria-hidden="true" className="size-5" />
          {m.sell}
        </Button>
      ) : null}
      {signedIn && status !== 'private' ? (
        <p
          role="status"
          data-testid="poster-status"
          data-status={status}
          className="flex min-h-14 items-center gap-3 border-2 border-dashed border-ink px-4 py-2 text-sm"
        >
          <Hourglass aria-hidden="true" className="size-5 shrink-0" />
          <span className="grid gap-0.5">
            <span className="font-bold tracking-[0.1em] uppercase">
              {status === 'public' ? sell.statusPublic : sell.statusInReview}
            </span>
            {status === 'in_review' ? <span className="text-ink-soft">{sell.inReviewHint}</span> : null}
          </span>
        </p>
      ) : null}
      <Button variant="ghost" size="lg" onClick={onNewPoster} className="w-full">
        <Plus aria-hidden="true" className="size-5" strokeWidth={2.5} />
        {m.newPoster}
      </Button>
      {order ? <WallPreview poster={{ id: order.imageId }} format={format} own className="mt-3" /> : null}
    </div>
  );
}
