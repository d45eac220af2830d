import { clsx } from 'clsx';
import { LogOut, Menu } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useMessages } from '../../lib/i18n/i18n.tsx';
import { iconButtonClass } from './header-nav-items.ts';
import type { IconLink } from './header-nav-items.ts';

/**
 * The header’s menu on a phone (docs/product/accounts.md#landing-header-footer, decision 029): signed in, the actions
 * that leave the icon row there (catalogue, dashboard, orders, settings, log out); signed out, the shop's places
 * (catalogue, Moments, create) beside 'Sign in'; each with its icon and its name. A disclosure:
 * the button says whether it is open; Escape, a click outside or choosing an entry closes it. Marked like an icon of
 * the row when the page is one of its entries. Hidden from tablet width, where the row has room for every icon.
 */
export function HeaderMenu({ links, onLogout }: { links: IconLink[]; onLogout?: () => void }) {
  const m = useMessages('shell');
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const current = links.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const entryClass =
    'flex w-full items-center gap-3 px-4 py-3 text-left font-semibold tracking-tight transition-colors ' +
    'hover:bg-ink hover:text-paper focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-swiss';
  return (
    <li ref={root} className="relative sm:hidden">
      <button
        ref={button}
        type="button"
        className={clsx(
          iconButtonClass,
          current && 'after:absolute after:inset-x-2 after:bottom-0 after:h-[3px] after:bg-swiss',
        )}
        aria-label={m.nav.menu}
        title={m.nav.menu}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
        data-testid="header-menu-button"
      >
        <Menu aria-hidden="true" className="size-5" strokeWidth={2} />
      </button>
      {open ? (
        <ul
          id={id}
          className={clsx(
            'absolute top-full right-0 z-40 mt-2 w-max min-w-52 max-w-[calc(100vw-2rem)]',
            'border-2 border-ink bg-paper py-1 shadow-[4px_4px_0_0_var(--color-ink)]',
          )}
        >
          {links.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={() => setOpen(false)}
                className={({ isActive }) => clsx(entryClass, isActive && 'text-swiss-deep')}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" strokeWidth={2} />
                {m.nav[label]}
              </NavLink>
            </li>
          ))}
          {onLogout ? (
            <li className="border-t border-ink/15">
              <button
                type="button"
                className={entryClass}
                onClick={() => {
                  setOpen(false);
                  onLogout();
                }}
              >
                <LogOut aria-hidden="true" className="size-5 shrink-0" strokeWidth={2} />
                {m.nav.logout}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}
