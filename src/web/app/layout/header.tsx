import { clsx } from 'clsx';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../hooks/use-auth.ts';
import { useMessages } from '../../lib/i18n/i18n.tsx';
import { getSettings } from '../../lib/settings.ts';
import { useRouteHandle } from '../route-handle.ts';
import { HeaderNav } from './header-nav.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

/**
 * The brand title with a section (Catalogue, Moments, Create) or a large title (Dashboard, Settings),
 * the icon row of the page (docs/product/accounts.md#landing-header-footer) and, from tablet width, the language choice
 * (on phones it is in the footer).
 */
export function Header() {
  const { brandName } = getSettings();
  const m = useMessages('shell');
  const { page, section, largeTitle, nav } = useRouteHandle();
  const { status, user, logout } = useAuth();
  const { pathname } = useLocation();

  return (
    <header className="border-b-2 border-ink">
      <div className="mx-auto flex min-h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 md:px-8">
        <div className="flex min-w-0 flex-col md:flex-row md:items-baseline md:gap-3">
          <Link
            to="/"
            className={clsx(
              'group inline-flex items-center gap-2 text-xl leading-none font-bold',
              'tracking-tight focus-visible:outline-3 focus-visible:outline-offset-4',
              'focus-visible:outline-swiss md:text-2xl',
            )}
          >
            <span
              aria-hidden="true"
              className="size-3.5 shrink-0 bg-swiss transition-transform group-hover:rotate-45 md:size-4"
            />
            {brandName}
          </Link>
          {section ? (
            <p
              className={clsx(
                'mt-0.5 truncate pl-5.5 text-xs font-semibold tracking-[0.14em] text-ink-soft',
                'uppercase md:mt-0 md:pl-0 md:text-2xl md:font-normal md:tracking-tight md:normal-case',
              )}
            >
              <span aria-hidden="true" className="hidden text-swiss md:inline">
                /{' '}
              </span>
              {m.sections[section]}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-2 md:gap-3">
          <HeaderNav
            kind={nav}
            status={status}
            email={user?.email ?? null}
            offerAccount={!pathname.startsWith('/admin')}
            onLogout={() => void logout()}
          />
          <LanguageSwitcher className="max-md:hidden" />
        </div>
      </div>
      {largeTitle && page ? (
        <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-7 md:px-8 md:pt-10 md:pb-10">
          <h1
            className={clsx(
              'text-4xl leading-[0.95] font-bold tracking-tighter [overflow-wrap:anywhere]',
              'min-[400px]:text-5xl md:text-8xl',
            )}
          >
            {m.pages[page].title}
          </h1>
        </div>
      ) : null}
    </header>
  );
}
