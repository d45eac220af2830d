import { clsx } from 'clsx';
import { styleName } from '../../../../shared/style-names.ts';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import type { OwnPoster } from '../api/get-user-images.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * A poster's title in the grid, its dialog and the cart: its name, else its style's name (a brand name in every
 * language).
 */
export const posterTitle = (poster: Pick<OwnPoster, 'name' | 'style'>) => poster.name || styleName(poster.style);

/** The user's posters (docs/product/community.md#dashboard), in fixed A3 boxes with their review badge. */
export function OwnPosterGrid({ posters, onOpen }: { posters: OwnPoster[]; onOpen: (index: number) => void }) {
  const m = useMessages('dashboard');
  const format = useFormat();
  return (
    <ul
      className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:gap-x-5 lg:grid-cols-4"
      data-testid="dashboard-grid"
    >
      {posters.map((poster, index) => (
        <li key={poster.id}>
          <button
            type="button"
            onClick={() => onOpen(index)}
            className={clsx(
              'group block w-full text-left focus-visible:outline-3',
              'focus-visible:outline-offset-4 focus-visible:outline-swiss',
            )}
            data-testid="dashboard-poster"
            data-poster-id={poster.id}
          >
            <span
              className={clsx(
                'relative block aspect-[1/1.414] overflow-hidden bg-paper-deep',
                'shadow-[0_10px_24px_-18px_rgb(20_20_20/0.7)]',
              )}
            >
              <img
                src={poster.thumbnailPath}
                srcSet={`${poster.thumbnailPath} 340w, ${poster.previewPath} 849w`}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                alt={
                  poster.name
                    ? m.posterAlt({ name: poster.name, style: styleName(poster.style) })
                    : m.posterAltUntitled({ style: styleName(poster.style) })
                }
                loading={index < 4 ? 'eager' : 'lazy'}
                decoding="async"
                className={clsx(
                  'absolute inset-0 size-full object-cover transition-transform duration-500',
                  'group-hover:scale-[1.03]',
                )}
              />
              <StatusBadge poster={poster} className="absolute top-2 left-2" />
            </span>
            <span className="mt-2 block truncate text-sm font-bold tracking-tight md:text-base">
              {posterTitle(poster)}
            </span>
            <span className="block text-xs text-ink-soft">{format.date(poster.createdAt)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The loading grid: 8 placeholder tiles (docs/product/community.md#dashboard). */
export function OwnPosterGridSkeleton() {
  const m = useMessages('dashboard');
  return (
    <ul
      aria-busy="true"
      aria-label={m.loading}
      className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:gap-x-5 lg:grid-cols-4"
      data-testid="dashboard-loading"
    >
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index} data-testid="loading-tile">
          <div className="aspect-[1/1.414] animate-pulse bg-ink/10" />
          <div className="mt-2 h-4 w-2/3 animate-pulse bg-ink/10" />
        </li>
      ))}
    </ul>
  );
}
