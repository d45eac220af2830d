import { clsx } from 'clsx';
import { CircleUser, GalleryVerticalEnd, LayoutGrid, LogIn, LogOut, Plus, Settings } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { shellMessages } from '../../../shared/messages/shell.ts';
import type { AuthStatus } from '../../features/auth/use-auth.ts';
import { appEvents, emitAppEvent } from '../../lib/app-events.ts';
import { CreditBadgeSlot } from './credit-badge-slot.tsx';
import type { HeaderNav as HeaderNavKind } from '../route-handle.ts';

const { nav: labels } = shellMessages;

type IconLink = { to: string; label: string; Icon: LucideIcon };

const memberLinks: IconLink[] = [
  { to: '/feed', label: labels.feed, Icon: GalleryVerticalEnd },
  { to: '/create', label: labels.create, Icon: Plus },
  { to: '/catalogue', label: labels.catalogue, Icon: LayoutGrid },
  { to: '/dashboard', label: labels.dashboard, Icon: CircleUser },
  { to: '/settings', label: labels.settings, Icon: Settings },
];

const guestLinks: IconLink[] = [
  { to: '/create', label: labels.create, Icon: Plus },
  { to: '/catalogue', label: labels.catalogue, Icon: LayoutGrid },
];

const iconButtonClass =
  'relative inline-flex size-9 items-center md:size-10 justify-center text-ink transition-colors hover:bg-ink hover:text-paper focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-swiss';

function IconNavLink({ to, label, Icon }: IconLink) {
  return (
    <li>
      <NavLink
        to={to}
        aria-label={label}
        title={label}
        className={({ isActive }) =>
          clsx(iconButtonClass, isActive && 'after:absolute after:inset-x-2 after:bottom-0 after:h-[3px] after:bg-swiss')
        }
      >
        <Icon aria-hidden="true" className="size-5" strokeWidth={2} />
      </NavLink>
    </li>
  );
}

/**
 * The header's icon row by page and sign-in state (spec 000 §2): signed in on /create and /feed the
 * credit badge and the full row with logout; on /dashboard and /settings the same row; signed out on
 * /feed only create, catalogue and a login trigger.
 */
export function HeaderNav({ kind, status, onLogout }: { kind: HeaderNavKind | undefined; status: AuthStatus; onLogout: () => void }) {
  if (!kind || status === 'loading') return null;

  if (status === 'signedOut') {
    if (kind !== 'feed') return null;
    return (
      <nav aria-label={shellMessages.primaryNavigation}>
        <ul className="flex items-center gap-0.5">
          {guestLinks.map((link) => (
            <IconNavLink key={link.to} {...link} />
          ))}
          <li>
            <button type="button" className={iconButtonClass} aria-label={labels.login} title={labels.login} onClick={() => emitAppEvent(appEvents.openLoginModal)}>
              <LogIn aria-hidden="true" className="size-5" strokeWidth={2} />
            </button>
          </li>
        </ul>
      </nav>
    );
  }

  return (
    <div className="flex items-center gap-1">
      {kind !== 'account' ? <CreditBadgeSlot /> : null}
      <nav aria-label={shellMessages.primaryNavigation}>
        <ul className="flex items-center gap-0.5">
          {memberLinks.map((link) => (
            <IconNavLink key={link.to} {...link} />
          ))}
          <li>
            <button type="button" className={iconButtonClass} aria-label={labels.logout} title={labels.logout} onClick={onLogout}>
              <LogOut aria-hidden="true" className="size-5" strokeWidth={2} />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
