import { clsx } from 'clsx';
import { CircleUser, GalleryVerticalEnd, Plus, Search, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { MAX_SEARCH_LENGTH } from '../../../../shared/catalogue-limits.ts';
import { buttonClassName, iconLinkClass } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../lib/i18n/i18n.tsx';

type CatalogueToolbarProps = {
  signedIn: boolean;
  searchOpen: boolean;
  query: string;
  onSearchOpenChange: (open: boolean) => void;
  onQueryChange: (query: string) => void;
  /** The cart with its count: the checkout's, handed in by the page. */
  CartButton: ComponentType<{ className: string }>;
};

/**
 * The catalogue's header area (docs/product/catalogue.md#what-the-catalogue-shows): the create button, the search
 * toggle, links to the feed and
 * the dashboard, and the cart with its count. Escape or a click outside the search closes it and clears the query.
 */
export function CatalogueToolbar({
  signedIn,
  searchOpen,
  query,
  onSearchOpenChange,
  onQueryChange,
  CartButton,
}: CatalogueToolbarProps) {
  const m = useMessages('catalogue');
  const searchRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!searchOpen) return;
    inputRef.current?.focus();
    const close = () => {
      onQueryChange('');
      onSearchOpenChange(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (searchRef.current && !searchRef.current.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[role="dialog"][data-state="open"]')) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [searchOpen, onQueryChange, onSearchOpenChange]);

  return (
    <div className="flex flex-wrap items-center gap-1.5 sm:gap-2" data-testid="catalogue-toolbar">
      <Link
        to="/create"
        className={buttonClassName({
          variant: 'accent',
          size: 'md',
          className: 'h-10 min-w-0 grow px-4 text-sm whitespace-nowrap sm:grow-0 sm:px-5 sm:text-[0.9375rem]',
        })}
      >
        <Plus aria-hidden="true" className="size-5" strokeWidth={2.5} />
        {signedIn ? m.createSignedIn : m.createSignedOut}
      </Link>
      {searchOpen ? (
        <div ref={searchRef} className="relative order-last flex w-full items-center sm:order-none sm:w-auto sm:grow">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 size-5 text-ink-soft" />
          <input
            ref={inputRef}
            type="search"
            value={query}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={m.searchLabel}
            aria-label={m.searchLabel}
            className={clsx(
              'h-10 w-full min-w-0 border-2 border-ink bg-white pr-12 pl-10 text-base text-ink',
              'placeholder:text-ink-soft/70 focus-visible:outline-3',
              'focus-visible:outline-offset-0 focus-visible:outline-swiss [&::-webkit-search-cancel-button]:hidden',
            )}
          />
          <button
            type="button"
            aria-label={m.closeSearch}
            className={clsx(
              'absolute right-0.5 inline-flex size-9 items-center justify-center text-ink',
              'hover:bg-ink hover:text-paper focus-visible:outline-3 focus-visible:outline-swiss',
            )}
            onClick={() => {
              onQueryChange('');
              onSearchOpenChange(false);
            }}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
      {/* The icons keep together: where they do not fit beside the create button, they take the next row as one. */}
      <div className="flex shrink-0 items-center gap-1.5 sm:gap-2" data-testid="catalogue-icons">
        {searchOpen ? null : (
          <button
            type="button"
            aria-label={m.openSearch}
            title={m.openSearch}
            className={iconLinkClass}
            onClick={() => onSearchOpenChange(true)}
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
        )}
        <Link to="/feed" aria-label={m.feedLink} title={m.feedLink} className={iconLinkClass}>
          <GalleryVerticalEnd aria-hidden="true" className="size-5" />
        </Link>
        <Link to="/dashboard" aria-label={m.dashboardLink} title={m.dashboardLink} className={iconLinkClass}>
          <CircleUser aria-hidden="true" className="size-5" />
        </Link>
        <CartButton className={iconLinkClass} />
      </div>
    </div>
  );
}
