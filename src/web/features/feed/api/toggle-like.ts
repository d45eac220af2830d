import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { FeedPage, LikeResult } from '../../../../shared/feed.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { apiRequest, ApiError } from '../../../lib/api-request.ts';
import { appEvents, emitAppEvent } from '../../../lib/app-events.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { toggledLike, withLike } from '../feed-paging.ts';
import { feedQueryKey } from './get-feed.ts';

/** POST /api/posters/{id}/like (docs/product/community.md#likes): toggles the viewer's like; 401 when signed out. */
export async function toggleLike(posterId: number): Promise<LikeResult> {
  const response = await apiRequest('POST', `/api/posters/${posterId}/like`);
  return (await response.json()) as LikeResult;
}

type Feed = InfiniteData<FeedPage, number>;

function findPost(feed: Feed | undefined, posterId: number) {
  for (const page of feed?.pages ?? []) {
    const post = page.posts.find((candidate) => candidate.id === posterId);
    if (post) return post;
  }
  return undefined;
}

/**
 * The like button: the heart flips at once, the server's answer then sets the exact count. A failure
 * puts the post back and says so (docs/product/community.md#likes); an expired session asks to log in again.
 */
export function useToggleLike() {
  const m = useMessages('feed');
  const queryClient = useQueryClient();
  const update = (posterId: number, like: LikeResult) =>
    queryClient.setQueryData<Feed>(feedQueryKey, (feed) =>
      feed ? { ...feed, pages: withLike(feed.pages, posterId, like) } : feed,
    );

  return useMutation({
    mutationFn: toggleLike,
    onMutate: async (posterId: number) => {
      await queryClient.cancelQueries({ queryKey: feedQueryKey });
      const before = findPost(queryClient.getQueryData<Feed>(feedQueryKey), posterId);
      if (before) update(posterId, toggledLike(before));
      return { before };
    },
    onSuccess: (like, posterId) => update(posterId, like),
    onError: (error, posterId, context) => {
      if (context?.before) update(posterId, { likeCount: context.before.likeCount, hasLiked: context.before.hasLiked });
      const failure = ApiError.of(error);
      if (failure.status === 401) {
        emitAppEvent(appEvents.openLoginModal);
        return;
      }
      toast({
        title: m.likeFailedTitle,
        description: failure.serverMessage ?? m.likeFailedText,
        variant: 'destructive',
      });
    },
  });
}
