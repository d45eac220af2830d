import type { FeedPage, FeedPost } from '../../../shared/feed.ts';

/** One feed item is this tall (docs/product/community.md#moments-feed). */
export const FEED_ITEM_HEIGHT_PX = 600;
/**
 * The next page is asked for once the post in view is this close to the last one loaded
 * (docs/product/community.md#moments-feed).
 */
export const PREFETCH_DISTANCE = 2;
/** Scroll events settle this long before the position is read (docs/product/community.md#moments-feed). */
export const SCROLL_DEBOUNCE_MS = 100;

/** The page after `last` (pages count from 1), or undefined when the server said there is none. */
export function nextFeedPage(last: FeedPage, pageParams: readonly number[]): number | undefined {
  if (!last.hasMore || last.posts.length === 0) return undefined;
  return (pageParams.at(-1) ?? 1) + 1;
}

/** The post whose item fills most of the scroller at `scrollTop`. */
export function itemIndexAt(scrollTop: number, count: number, itemHeight = FEED_ITEM_HEIGHT_PX): number {
  if (count <= 0 || !Number.isFinite(scrollTop)) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollTop / itemHeight)));
}

/**
 * Whether to load the next page: the post in view is within two items of the end and one is neither due nor loading.
 */
export function shouldFetchNextPage(state: {
  index: number;
  loaded: number;
  hasNextPage: boolean;
  isFetching: boolean;
}): boolean {
  if (!state.hasNextPage || state.isFetching) return false;
  return state.index >= state.loaded - 1 - PREFETCH_DISTANCE;
}

/** The posts of all loaded pages in order, each once (a poster approved meanwhile shifts the pages by one). */
export function postsOfPages(pages: readonly FeedPage[] | undefined): FeedPost[] {
  const seen = new Set<number>();
  const posts: FeedPost[] = [];
  for (const page of pages ?? []) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      posts.push(post);
    }
  }
  return posts;
}

/**
 * What an item renders of its video: the one in view plays, the next one may load ahead, every other
 * shows its poster image only: no preloading beyond the next one (docs/product/community.md#moments-feed).
 */
export function videoRole(index: number, activeIndex: number): 'play' | 'preload' | 'none' {
  if (index === activeIndex) return 'play';
  if (index === activeIndex + 1) return 'preload';
  return 'none';
}

/** Pages with one post's like state replaced (the optimistic toggle, then the server's exact count). */
export function withLike(
  pages: readonly FeedPage[],
  postId: number,
  like: { likeCount: number; hasLiked: boolean },
): FeedPage[] {
  return pages.map((page) =>
    page.posts.some((post) => post.id === postId)
      ? {
          ...page,
          posts: page.posts.map((post) =>
            post.id === postId ? { ...post, likeCount: Math.max(0, like.likeCount), hasLiked: like.hasLiked } : post,
          ),
        }
      : page,
  );
}

/** The guess shown before the server answers: the like flipped, the count one up or down. */
export function toggledLike(post: Pick<FeedPost, 'likeCount' | 'hasLiked'>): { likeCount: number; hasLiked: boolean } {
  return post.hasLiked
    ? { likeCount: Math.max(0, post.likeCount - 1), hasLiked: false }
    : { likeCount: post.likeCount + 1, hasLiked: true };
}
