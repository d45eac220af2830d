import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { CataloguePoster } from '../../../shared/catalogue.ts';
import { useMessages } from '../../lib/i18n/i18n.tsx';
import { isPlainClick } from '../../lib/plain-click.ts';
import { PosterTile } from './poster-tile.tsx';

type CatalogueGridProps<Poster extends { id: number }> = {
  posters: Poster[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (poster: Poster) => void;
  /**
   * The next page's own address: a link there stands in the list's end, so a reader without scripts (a search
   * engine) can follow it; a click loads the next page in place.
   */
  nextPageHref?: string;
  /** Admin mode (docs/product/admin.md#catalogue): the admin's own tile in place of the public one. */
  renderTile?: (poster: Poster, index: number) => ReactNode;
};

/** Eager images above the fold on a wide screen (one row of 4). */
const EAGER_TILES = 4;

/**
 * The infinite grid (docs/product/catalogue.md#what-the-catalogue-shows): 2, 3 or 4 columns; the next page of 12 loads
 * as its end nears.
 */
export function CatalogueGrid<Poster extends { id: number } = CataloguePoster>({
  posters,
  hasMore,
  loadingMore,
  onLoadMore,
  onOpen,
  nextPageHref,
  renderTile,
}: CatalogueGridProps<Poster>) {
  const m = useMessages('catalogue');
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, posters.length]);

  return (
    <>
      <ul
        className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:gap-x-5 md:gap-y-8 lg:grid-cols-4"
        data-testid="catalogue-grid"
      >
        {posters.map((poster, index) =>
          renderTile ? (
            renderTile(poster, index)
          ) : (
            <PosterTile
              key={poster.id}
              poster={poster as unknown as CataloguePoster}
              onOpen={onOpen as unknown as (poster: CataloguePoster) => void}
              eager={index < EAGER_TILES}
            />
          ),
        )}
      </ul>
      <div ref={sentinel} className="flex h-16 items-center justify-center">
        {loadingMore ? (
          <span role="status" className="inline-flex items-center gap-2 text-sm text-ink-soft">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {m.loadingMore}
          </span>
        ) : hasMore && nextPageHref ? (
          <a
            href={nextPageHref}
            rel="next"
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              loadMore.current();
            }}
            className="text-sm font-semibold underline underline-offset-4"
          >
            {m.morePosters}
          </a>
        ) : null}
      </div>
    </>
  );
}

/** The loading grid: placeholder tiles in the same A3 boxes. */
export function CatalogueGridSkeleton({ tiles = 8 }: { tiles?: number }) {
  return (
    <ul
      aria-hidden="true"
      className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:gap-x-5 md:gap-y-8 lg:grid-cols-4"
      data-testid="catalogue-loading"
    >
      {Array.from({ length: tiles }, (_, index) => (
        <li key={index}>
          <div className="aspect-[1/1.414] animate-pulse bg-ink/10" />
          <div className="mt-2 h-4 w-3/4 animate-pulse bg-ink/10" />
          <div className="mt-1 h-3 w-1/2 animate-pulse bg-ink/10" />
        </li>
      ))}
    </ul>
  );
}
