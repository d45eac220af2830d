import { useMatches } from 'react-router';

/** Which icon row the header shows on a page (spec 000 §2). */
export type HeaderNav = 'create' | 'feed' | 'account';

/** What a route tells the shell: the document title and the header's section, large title and icons. */
export type RouteHandle = {
  title?: string;
  /** Shown beside the brand: Catalogue, Moments, Create. */
  section?: string;
  /** Shown as the page's large heading in the header: Dashboard, Settings. */
  largeTitle?: string;
  nav?: HeaderNav;
};

/** The handles of the matched routes, deepest last, merged into one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((match) => (match.handle ?? {}) as RouteHandle)) as RouteHandle;
}
