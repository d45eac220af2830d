import { CircleUser, GalleryVerticalEnd, LayoutGrid, Package, Plus, Settings } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/**
 * The header's icon links (docs/product/accounts.md#landing-header-footer) and their look, shared by its row and its
 * phone menu.
 */

type NavLabel = 'feed' | 'create' | 'catalogue' | 'dashboard' | 'orders' | 'settings';
/**
 * `inMenu`: on a phone the link leaves the row for the header's menu, so the wordmark and the page's name stay whole.
 */
export type IconLink = { to: string; label: NavLabel; Icon: LucideIcon; inMenu?: boolean };

export const memberLinks: IconLink[] = [
  { to: '/feed', label: 'feed', Icon: GalleryVerticalEnd },
  { to: '/create', label: 'create', Icon: Plus },
  { to: '/catalogue', label: 'catalogue', Icon: LayoutGrid, inMenu: true },
  { to: '/dashboard', label: 'dashboard', Icon: CircleUser, inMenu: true },
  { to: '/orders', label: 'orders', Icon: Package, inMenu: true },
  { to: '/settings', label: 'settings', Icon: Settings, inMenu: true },
];

export const guestLinks: IconLink[] = [
  { to: '/create', label: 'create', Icon: Plus },
  { to: '/catalogue', label: 'catalogue', Icon: LayoutGrid },
];

/** A guest's menu on a phone, beside 'Sign in' (decision 029): the shop's places, the catalogue first. */
export const guestMenuLinks: IconLink[] = [
  { to: '/catalogue', label: 'catalogue', Icon: LayoutGrid },
  { to: '/feed', label: 'feed', Icon: GalleryVerticalEnd },
  { to: '/create', label: 'create', Icon: Plus },
];

export const iconButtonClass =
  'relative inline-flex size-8 items-center justify-center sm:size-9 md:size-10 text-ink transition-colors ' +
  'hover:bg-ink hover:text-paper focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-swiss';
