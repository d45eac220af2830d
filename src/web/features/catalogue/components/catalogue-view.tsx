import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ComponentType } from 'react';
import type { CataloguePoster } from '../../../../shared/catalogue.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';
import { usePosterAvailability } from '../api/get-poster-availability.ts';
import { usePublicImages } from '../api/get-public-images.ts';
import { catalogueSearchOf, catalogueStartOf, postersOfPages } from '../catalogue-paging.ts';
import { posterIdFromSearch, searchWithPoster } from '../poster-param.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { CatalogueGrid, CatalogueGridSkeleton } from '../../../components/poster/catalogue-grid.tsx';
import { CatalogueToolbar } from './catalogue-toolbar.tsx';

/** Typing pauses this long before the catalogue is searched. */
const SEARCH_DEBOUNCE_MS = 300;

type CatalogueViewProps = {
  /** The cart with its count, in the toolbar. */
  CartButton: ComponentType<{ className: string }>;
  /** The poster up close with its cart actions; the page loads it when a poster is first opened. */
  PosterDetail: ComponentType<{ poster: CataloguePoster | null; onClose: () => void }>;
};

/**
 * /catalogue (docs/product/catalogue.md#what-the-catalogue-shows): toolbar, search, the infinite grid and the poster in
 * the address.
 */
export function CatalogueView({ CartButton, PosterDetail }: CatalogueViewProps) {
  const m = useMessages('catalogue');
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // The search and the page are in the address (docs/product/catalogue.md#search-and-paging): a shared or crawled
  // address shows what it names, and the server draws the same list.
  const addressed = catalogueStartOf(new URLSearchParams(location.search));
  const [searchOpen, setSearchOpen] = useState(addressed.search !== '');
  const [query, setQuery] = useState(addressed.search);
  const typed = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = addressed.search;
  useEffect(() => {
    // Once typing pauses, the search goes into the address; a new search starts at the first page.
    if (typed === search) return;
    void navigate(
      { search: catalogueSearchOf(location.search, typed), hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [typed, search, navigate, location.search, location.hash]);
  const list = usePublicImages(search, addressed.start);
  // A failing list (after its retries) is an empty page (docs/product/catalogue.md#search-and-paging): the posters
  // loaded so far stay.
  const posters = useMemo(() => postersOfPages(list.data?.pages), [list.data]);
  useEffect(() => {
    if (list.error) console.warn(m.loadFailed, list.error.message);
  }, [list.error, m]);

  const openId = posterIdFromSearch(location.search);
  const loaded = openId === null ? null : (posters.find((poster) => poster.id === openId) ?? null);
  // A poster outside the loaded pages (a shared link, the feed) is fetched on its own.
  const availability = usePosterAvailability(openId, loaded === null && !list.isPending);
  const openPoster: CataloguePoster | null = loaded ?? (openId !== null ? (availability.data ?? null) : null);
  // Once opened, the detail stays mounted so it can animate closed.
  const [detailRequested, setDetailRequested] = useState(false);
  if (openPoster !== null && !detailRequested) setDetailRequested(true);

  const setPosterInAddress = useCallback(
    (id: number | null) => {
      void navigate(
        { search: searchWithPoster(location.search, id), hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate, location.search, location.hash],
  );

  useEffect(() => {
    if (openId === null || loaded || !availability.isError) return;
    toast({ title: m.posterNotFoundTitle, description: m.posterNotAvailable, duration: 5000 });
    setPosterInAddress(null);
  }, [openId, loaded, availability.isError, setPosterInAddress, m]);

  const onSearchOpenChange = useCallback((open: boolean) => setSearchOpen(open), []);
  const onQueryChange = useCallback((next: string) => setQuery(next), []);

  /** The address without the open poster: where the links to the next page and back to the first posters go. */
  const withoutPoster = searchWithPoster(location.search, null);
  let content;
  if (list.isPending) {
    content = <CatalogueGridSkeleton />;
  } else if (posters.length === 0) {
    content = (
      <div className="border-2 border-dashed border-ink/40 px-6 py-16 text-center" data-testid="catalogue-empty">
        <h2 className="text-2xl font-bold tracking-tight">
          {search ? m.noResultsTitle({ query: search }) : m.emptyTitle}
        </h2>
        <p className="mt-2 text-ink-soft">{search ? m.noResultsText : m.emptyText}</p>
      </div>
    );
  } else {
    content = (
      <CatalogueGrid
        posters={posters}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => {
          if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
        }}
        onOpen={(poster) => setPosterInAddress(poster.id)}
        nextPageHref={`/catalogue${catalogueSearchOf(withoutPoster, search, addressed.page + 1)}`}
      />
    );
  }

  return (
    <section aria-labelledby="catalogue-title" className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <div className="mb-6 flex flex-col gap-4 md:mb-10 md:flex-row md:items-end md:justify-between">
        <div className="max-w-xl">
          <h1 id="catalogue-title" className="text-4xl leading-none font-bold tracking-tighter md:text-6xl">
            {m.heading}
          </h1>
          <p className="mt-3 text-ink-soft md:text-lg">{m.intro}</p>
        </div>
        <CatalogueToolbar
          signedIn={status === 'signedIn'}
          searchOpen={searchOpen}
          query={query}
          onSearchOpenChange={onSearchOpenChange}
          onQueryChange={onQueryChange}
          CartButton={CartButton}
        />
      </div>
      {addressed.page > 1 ? (
        <p className="mb-6">
          <a
            href={`/catalogue${catalogueSearchOf(withoutPoster, search)}`}
            rel="prev"
            className="font-semibold underline underline-offset-4"
          >
            {m.firstPosters}
          </a>
        </p>
      ) : null}
      {content}
      {detailRequested ? (
        <Suspense fallback={null}>
          <PosterDetail poster={openPoster} onClose={() => setPosterInAddress(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
