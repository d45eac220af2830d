import type { CataloguePoster } from '../../../../shared/catalogue.ts';
import { creatorHandle } from '../../../../shared/creator-handle.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { tripled } from '../moments-strip.ts';
import { PosterPicture } from '../../../components/poster/poster-picture.tsx';
import { POSTER_SIZES } from '../../../../shared/poster-pictures.ts';

/**
 * Up to 12 catalogue posters scrolling sideways forever: the list three times, moved by one copy's
 * width. The copies are hidden from assistive technology. It pauses on hover and stands still (and
 * scrolls by hand) for people who prefer reduced motion.
 */
export function MomentsStrip({ posters }: { posters: CataloguePoster[] }) {
  const m = useMessages('earn');
  const common = useMessages('common');
  return (
    <div
      className="moments-strip relative overflow-hidden"
      data-testid="moments-strip"
      aria-label={m.stripLabel}
      role="region"
    >
      <ul
        className="moments-strip-track flex w-max py-2"
        style={{ ['--moments-duration' as string]: `${Math.max(20, posters.length * 5)}s` }}
      >
        {tripled(posters).map(({ item: poster, copy }) => (
          <li
            key={`${copy}-${poster.id}`}
            aria-hidden={copy > 0 || undefined}
            data-testid={copy === 0 ? 'moments-strip-poster' : undefined}
            className="mr-4 w-36 shrink-0 md:mr-6 md:w-48"
          >
            <div className="bg-white p-1.5 shadow-[0_14px_28px_-20px_rgb(20_20_20/0.7)]">
              <PosterPicture
                pictures={poster.pictures}
                sizes={POSTER_SIZES.strip}
                src={poster.thumbnailUrl || poster.imageUrl}
                alt={
                  copy === 0
                    ? m.posterAlt({
                        name: poster.name || m.untitledPoster,
                        creator: creatorHandle(poster.username, common.formerCreator),
                      })
                    : ''
                }
                width={192}
                height={272}
                loading="lazy"
                decoding="async"
                className="aspect-[1/1.414] w-full bg-paper-deep object-cover"
              />
            </div>
            <p className="mt-2 truncate text-sm font-bold tracking-tight">{poster.name}</p>
            <p className="truncate text-xs text-ink-soft">{creatorHandle(poster.username, common.formerCreator)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
