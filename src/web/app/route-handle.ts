import { useMatches } from 'react-router';
import type { AreaTexts } from '../../shared/i18n/catalogue.ts';

/** Which icon row the header shows on a page (docs/product/accounts.md#landing-header-footer). */
export type HeaderNav = 'create' | 'feed' | 'account';

export type PageKey = keyof AreaTexts<'shell'>['pages'];
export type SectionKey = keyof AreaTexts<'shell'>['sections'];

/** What a route tells the shell: the page (its title and description), the header's section, large title and icons. */
export type RouteHandle = {
  page?: PageKey;
  /** Shown beside the brand: Catalogue, Moments, Create. */
  section?: SectionKey;
  /** The page's title is shown as its large heading in the header: Dashboard, Settings. */
  largeTitle?: true;
  nav?: HeaderNav;
  /** The page names the document itself (a poster's page: the poster's name), not its page title. */
  ownTitle?: true;
};

/** The handles of the matched routes, deepest last, merged into one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((match) => (match.handle ?? {}) as RouteHandle)) as RouteHandle;
}
