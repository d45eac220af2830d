import { clsx } from 'clsx';
import type { CataloguePoster } from '../../../shared/catalogue.ts';
import { creatorHandle } from '../../../shared/creator-handle.ts';
import { POSTER_SIZES } from '../../../shared/poster-pictures.ts';
import { posterPath } from '../../../shared/poster-url.ts';
import { useFormat, useMessages } from '../../lib/i18n/i18n.tsx';
import { isPlainClick } from '../../lib/plain-click.ts';
import { EditionBadge } from './edition-badge.tsx';
import { PosterPicture } from './poster-picture.tsx';

/**
 * One poster in the grid: a fixed A3 box (no layout shift), its picture in the width the tile needs, loaded lazily
 * (decision 039). It links to the poster's own page, which a new tab
 * or a search engine follows; a plain click opens the poster in place.
 */
export function PosterTile({
  poster,
  onOpen,
  eager = false,
}: {
  poster: CataloguePoster;
  onOpen: (poster: CataloguePoster) => void;
  eager?: boolean;
}) {
  const m = useMessages('catalogue');
  const common = useMessages('common');
  const format = useFormat();
  const creator = creatorHandle(poster.username, common.formerCreator);
  return (
    <li>
      <a
        href={posterPath(poster.id, poster.name)}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onOpen(poster);
        }}
        className={clsx(
          'group block w-full text-left focus-visible:outline-3',
          'focus-visible:outline-offset-4 focus-visible:outline-swiss',
        )}
        data-testid="catalogue-poster"
        data-poster-id={poster.id}
      >
        <span
          className={clsx(
            'relative block aspect-[1/1.414] overflow-hidden bg-paper-deep',
            'shadow-[0_10px_24px_-18px_rgb(20_20_20/0.7)]',
          )}
        >
          <PosterPicture
            pictures={poster.pictures}
            src={poster.thumbnailUrl || poster.imageUrl}
            fallbackSrcSet={
              `${poster.thumbnailUrl || poster.imageUrl} 340w, ` + `${poster.previewUrl || poster.fullImageUrl} 849w`
            }
            sizes={POSTER_SIZES.tile}
            alt={m.posterAlt({ name: poster.name || m.untitledPoster, creator })}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width={340}
            height={481}
            className={clsx(
              'absolute inset-0 size-full object-cover transition-transform duration-500',
              'group-hover:scale-[1.03]',
            )}
          />
          <EditionBadge
            soldCount={poster.soldCount}
            totalSupply={poster.totalSupply}
            className="absolute top-2 left-2"
          />
        </span>
        <span className="mt-2 block truncate text-sm leading-tight font-bold tracking-tight md:text-base">
          {poster.name}
        </span>
        <span className="flex items-baseline justify-between gap-2 text-xs text-ink-soft md:text-sm">
          <span className="truncate">{creator}</span>
          <span className="shrink-0 font-semibold text-ink">{format.price(poster.pricePerUnit)}</span>
        </span>
      </a>
    </li>
  );
}
