import { Navigate } from 'react-router';
import { useAuth } from '../hooks/use-auth.ts';
import { PosterOrderButton } from '../features/checkout/components/poster-order-button.tsx';
import { DashboardView } from '../features/dashboard/components/dashboard-view.tsx';
import { OwnPosterGridSkeleton } from '../features/dashboard/components/own-poster-grid.tsx';
import { useMessages } from '../lib/i18n/i18n.tsx';

/**
 * /dashboard (docs/product/community.md#dashboard): the user's posters, each with the checkout's order button; signed
 * out it sends to /create. The header shows the title.
 */
export function Component() {
  const { status } = useAuth();
  const m = useMessages('dashboard');
  if (status === 'signedOut') return <Navigate to="/create" replace />;
  if (status === 'loading') {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 pt-2 pb-16 md:px-8 md:pt-4" aria-label={m.loading}>
        <OwnPosterGridSkeleton />
      </div>
    );
  }
  return <DashboardView OrderButton={PosterOrderButton} />;
}
