import { clsx } from 'clsx';
import { ExternalLink, MapPin, Palette } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CataloguePoster } from '../../../../shared/catalogue.ts';
import { creatorHandle } from '../../../../shared/creator-handle.ts';
import { styleName } from '../../../../shared/style-names.ts';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { editionCounter } from '../../../components/poster/edition-counter.ts';
import { EditionBadge } from '../../../components/poster/edition-badge.tsx';
import { PosterShare } from './poster-share.tsx';
import { PosterPicture } from '../../../components/poster/poster-picture.tsx';
import { POSTER_SIZES } from '../../../../shared/poster-pictures.ts';
import { DeliveryEstimate } from '../../../components/delivery/delivery-estimate.tsx';
import {
  PrintFormatPicker,
  shownPhotoWidthOf,
  usePrintFormat,
} from '../../../components/poster/print-format-picker.tsx';
import { FramedPrint } from '../../../components/poster/framed-print.tsx';
import { WallPreview } from '../../../components/poster/wall-preview.tsx';
import { priceOf } from '../../../../shared/print-formats.ts';
import type { PrintFormat } from '../../../../shared/print-formats.ts';

export type PosterDetailsProps = {
  poster: CataloguePoster;
  /** The poster's name and creator: the dialog's title, or the poster page's heading. */
  heading: (creator: string) => ReactNode;
  /** The picture is the page's largest (the poster's own page): it is fetched first. */
  priority?: boolean;
  /** Add to cart and Buy now in the chosen size and frame: the checkout's, handed in by the page. */
  renderActions: (poster: CataloguePoster, soldOut: boolean, format: PrintFormat) => ReactNode;
};

/**
 * A catalogue poster up close (docs/product/catalogue.md#poster-detail-and-links): the preview, name, creator, city,
 * style, the edition counter, the size and frame with the price of one print in CHF, add to cart and buy now, the
 * moment link and share. The catalogue's dialog and the poster's own page show the same.
 */
export function PosterDetails({ poster, heading, priority = false, renderActions }: PosterDetailsProps) {
  const m = useMessages('catalogue');
  const common = useMessages('common');
  const format = useFormat();
  const creator = creatorHandle(poster.username, common.formerCreator);
  // The chosen size and frame: the price, the actions (and the wall preview) follow it.
  const [printFormat, setPrintFormat] = usePrintFormat();
  const soldOut = editionCounter(poster.soldCount, poster.totalSupply).soldOut || !poster.isAvailable;
  return (
    // Phones read it top to bottom: the poster, its details and choices, the wall, sharing. Wider screens put the wall
    // under the poster, beside the choices that change it.
    <div
      className={clsx(
        'grid min-h-0 flex-1 overflow-y-auto md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]',
        'md:grid-rows-[auto_auto_1fr]',
      )}
    >
      <div
        className={clsx(
          'flex items-center justify-center bg-paper-deep p-4 md:col-start-1 md:row-start-1',
          'md:items-start md:p-8',
        )}
      >
        {/* in the frame the buyer chooses below */}
        <FramedPrint
          format={printFormat}
          className={clsx(
            'w-full max-w-[15rem] shadow-[0_18px_40px_-24px_rgb(20_20_20/0.6)]',
            'md:sticky md:top-8 md:max-w-[22rem]',
          )}
        >
          <PosterPicture
            pictures={poster.pictures}
            sizes={POSTER_SIZES.detail}
            src={poster.fullImageUrl || poster.previewUrl}
            alt={m.posterAlt({ name: poster.name || m.untitledPoster, creator })}
            className="aspect-[1/1.414] size-full object-cover"
            fetchPriority={priority ? 'high' : undefined}
            width={849}
            height={1200}
          />
        </FramedPrint>
      </div>
      <div className="flex flex-col gap-5 px-6 pt-6 pb-6 md:col-start-2 md:row-span-2 md:row-start-1 md:pt-10">
        {heading(creator)}
        <dl className="grid gap-2 text-sm">
          {poster.city ? (
            <div className="flex items-center gap-2">
              <dt className="sr-only">{m.city}</dt>
              <MapPin aria-hidden="true" className="size-4 text-ink-soft" />
              <dd>{poster.city}</dd>
            </div>
          ) : null}
          <div className="flex items-center gap-2">
            <dt className="sr-only">{m.style}</dt>
            <Palette aria-hidden="true" className="size-4 text-ink-soft" />
            <dd>{styleName(poster.style)}</dd>
          </div>
        </dl>
        <div className="flex items-end justify-between gap-3 border-y-2 border-ink py-3">
          <div>
            <p className="text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">{m.editionLabel}</p>
            <EditionBadge soldCount={poster.soldCount} totalSupply={poster.totalSupply} className="mt-1 text-base" />
            {editionCounter(poster.soldCount, poster.totalSupply).soldOut ? (
              <p className="mt-1 text-xs font-semibold text-swiss-deep">{m.soldOut}</p>
            ) : null}
          </div>
          <p className="text-2xl font-bold tracking-tight" data-testid="poster-price">
            {format.price(priceOf(printFormat, poster.pricePerUnit).unitPrice)}
          </p>
        </div>
        {poster.momentLink ? (
          <a
            href={poster.momentLink}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={clsx(
              'inline-flex items-center gap-2 self-start text-sm font-semibold underline',
              'decoration-1 underline-offset-4 hover:text-swiss-deep',
            )}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {m.momentLink}
          </a>
        ) : null}
        {soldOut ? null : (
          <PrintFormatPicker
            value={printFormat}
            onChange={setPrintFormat}
            a3Price={poster.pricePerUnit}
            shownPhotoWidth={shownPhotoWidthOf(poster)}
            showPrice={false}
          />
        )}
        {renderActions(poster, soldOut, printFormat)}
        <DeliveryEstimate />
      </div>
      <div
        className={clsx(
          'px-6 pb-6 md:col-start-1 md:row-span-2 md:row-start-2 md:flex md:justify-center',
          'md:bg-paper-deep md:px-8 md:pb-8',
        )}
      >
        <WallPreview poster={poster} format={printFormat} className="w-full md:max-w-[30rem] md:self-start" />
      </div>
      <div className="grid content-end gap-2 px-6 pb-6 md:col-start-2 md:row-start-3">
        <p className="text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">{m.share}</p>
        <PosterShare poster={poster} />
      </div>
    </div>
  );
}
