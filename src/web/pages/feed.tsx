import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '../hooks/use-auth.ts';
import { feedQueryKey } from '../features/feed/api/get-feed.ts';
import { FeedView } from '../features/feed/components/feed-view.tsx';
import { trackEvent } from '../lib/analytics.ts';

/**
 * /feed, titled Moments (docs/product/community.md#moments-feed): the vertical feed; the visit is tracked as
 * feed_page_visited.
 */
export function Component() {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const viewer = status === 'loading' ? undefined : (user?.email ?? null);
  const lastViewer = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    trackEvent('Feed', 'feed_page_visited');
  }, []);

  // Signing in or out changes which posts the viewer has liked: read the loaded pages again.
  useEffect(() => {
    if (viewer === undefined) return;
    if (lastViewer.current !== undefined && lastViewer.current !== viewer)
      void queryClient.invalidateQueries({ queryKey: feedQueryKey });
    lastViewer.current = viewer;
  }, [viewer, queryClient]);

  return <FeedView signedIn={status === 'loading' ? null : status === 'signedIn'} />;
}
