import { clsx } from 'clsx';
import { LogIn, LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import type { AuthStatus } from '../../hooks/use-auth.ts';
import { appEvents, emitAppEvent } from '../../lib/app-events.ts';
import { CreditBadge } from '../../features/credits/components/credit-badge.tsx';
import { useMessages } from '../../lib/i18n/i18n.tsx';
import type { HeaderNav as HeaderNavKind } from '../route-handle.ts';
import { HeaderMenu } from './header-menu.tsx';
import { guestLinks, guestMenuLinks, iconButtonClass, memberLinks } from './header-nav-items.ts';
import type { IconLink } from './header-nav-items.ts';

function IconNavLink({ to, label: labelKey, Icon, inMenu }: IconLink) {
  const label = useMessages('shell').nav[labelKey];
  return (
    <li className={inMenu ? 'max-sm:hidden' : undefined}>
      <NavLink
        to={to}
        aria-label={label}
        title={label}
        className={({ isActive }) =>
          clsx(
            iconButtonClass,
            isActive && 'after:absolute after:inset-x-2 after:bottom-0 after:h-[3px] after:bg-swiss',
          )
        }
      >
        <Icon aria-hidden="true" className="size-5" strokeWidth={2} />
      </NavLink>
    </li>
  );
}

type HeaderNavProps = {
  kind: HeaderNavKind | undefined;
  status: AuthStatus;
  /** The signed-in user's address, for the credit badge. */
  email: string | null;
  /**
   * On pages where the header would otherwise show nothing (landing, catalogue, earn…): 'Sign in' when signed
   * out, the icon row without the badge when signed in (docs/decisions/006). False on admin pages.
   */
  offerAccount: boolean;
  onLogout: () => void;
};

/**
 * The header's icon row by page and sign-in state (docs/product/accounts.md#landing-header-footer): signed in on
 * /create and /feed the
 * credit badge and the full row with logout; on /dashboard and /settings the same row; signed out on
 * /feed only create, catalogue and a login trigger. Elsewhere, see `offerAccount`; a guest's 'Sign in' comes with the
 * menu of the catalogue, Moments and create on a phone (decision 029).
 */
export function HeaderNav({ kind, status, email, offerAccount, onLogout }: HeaderNavProps) {
  const m = useMessages('shell');
  const labels = m.nav;
  if (status === 'loading') return null;

  if (status === 'signedOut') {
    if (kind !== 'feed') {
      if (!offerAccount) return null;
      // On a phone a guest also gets the menu of the shop's places (decision 029); from 640 px only 'Sign in'.
      return (
        <div className="flex shrink-0 items-center gap-1">
          <button
            type="button"
            className={clsx(
              'inline-flex h-9 shrink-0 items-center gap-2 border-2 border-ink px-3 text-sm',
              'font-semibold tracking-tight transition-colors hover:bg-ink hover:text-paper',
              'focus-visible:outline-3 focus-visible:outline-offset-2',
              'focus-visible:outline-swiss md:h-10 md:px-4',
            )}
            onClick={() => emitAppEvent(appEvents.openLoginModal)}
            data-opens-auth
          >
            {/* Below 360 px the words alone: 'Se connecter' and the menu then leave the wordmark whole. */}
            <LogIn aria-hidden="true" className="size-4 max-[359px]:hidden" strokeWidth={2.25} />
            {labels.signIn}
          </button>
          <nav aria-label={m.primaryNavigation} className="sm:hidden">
            <ul className="flex items-center">
              <HeaderMenu links={guestMenuLinks} />
            </ul>
          </nav>
        </div>
      );
    }
    return (
      <nav aria-label={m.primaryNavigation}>
        <ul className="flex items-center gap-0.5">
          {guestLinks.map((link) => (
            <IconNavLink key={link.to} {...link} />
          ))}
          <li>
            <button
              type="button"
              className={iconButtonClass}
              aria-label={labels.login}
              title={labels.login}
              onClick={() => emitAppEvent(appEvents.openLoginModal)}
              data-opens-auth
            >
              <LogIn aria-hidden="true" className="size-5" strokeWidth={2} />
            </button>
          </li>
        </ul>
      </nav>
    );
  }

  if (!kind && !offerAccount) return null;
  return (
    <div className="flex shrink-0 items-center gap-1 md:gap-2">
      {(kind === 'create' || kind === 'feed') && email ? <CreditBadge email={email} /> : null}
      <nav aria-label={m.primaryNavigation}>
        <ul className="flex items-center sm:gap-0.5">
          {memberLinks.map((link) => (
            <IconNavLink key={link.to} {...link} />
          ))}
          <li className="max-sm:hidden">
            <button
              type="button"
              className={iconButtonClass}
              aria-label={labels.logout}
              title={labels.logout}
              onClick={onLogout}
            >
              <LogOut aria-hidden="true" className="size-5" strokeWidth={2} />
            </button>
          </li>
          <HeaderMenu links={memberLinks.filter((link) => link.inMenu)} onLogout={onLogout} />
        </ul>
      </nav>
    </div>
  );
}
