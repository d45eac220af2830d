import { describe, expect, it } from 'vitest';
import type { FeedPage, FeedPost } from '../../../shared/feed.ts';
import {
  itemIndexAt,
  nextFeedPage,
  postsOfPages,
  shouldFetchNextPage,
  toggledLike,
  videoRole,
  withLike,
} from './feed-paging.ts';

const post = (id: number, extra: Partial<FeedPost> = {}): FeedPost => ({
  id,
  name: `Poster ${id}`,
  username: 'anna',
  style: 'popart',
  generatedPath: '',
  thumbnailPath: '',
  previewPath: '',
  pictures: null,
  originalVideoPath: null,
  compressedVideoPath: null,
  videoFrameTimestamp: null,
  totalSupply: 200,
  soldCount: 0,
  pricePerUnit: 30,
  likeCount: 0,
  hasLiked: false,
  ...extra,
});

describe('when the feed fetches its next page', () => {
  it('asks once the post in view is within two items of the end', () => {
    const base = { loaded: 10, hasNextPage: true, isFetching: false };
    expect(shouldFetchNextPage({ ...base, index: 6 })).toBe(false);
    expect(shouldFetchNextPage({ ...base, index: 7 })).toBe(true);
    expect(shouldFetchNextPage({ ...base, index: 9 })).toBe(true);
  });

  it('does not ask when there is no next page or one is loading', () => {
    expect(shouldFetchNextPage({ index: 9, loaded: 10, hasNextPage: false, isFetching: false })).toBe(false);
    expect(shouldFetchNextPage({ index: 9, loaded: 10, hasNextPage: true, isFetching: true })).toBe(false);
  });

  it('asks at once when the first page is short', () => {
    expect(shouldFetchNextPage({ index: 0, loaded: 2, hasNextPage: true, isFetching: false })).toBe(true);
  });

  it('numbers pages from 1 and stops when the server says there are no more', () => {
    expect(nextFeedPage({ posts: [post(1)], hasMore: true }, [1])).toBe(2);
    expect(nextFeedPage({ posts: [post(1)], hasMore: true }, [1, 2, 3])).toBe(4);
    expect(nextFeedPage({ posts: [post(1)], hasMore: false }, [1])).toBeUndefined();
    expect(nextFeedPage({ posts: [], hasMore: true }, [1])).toBeUndefined();
  });
});

describe('the post in view', () => {
  it('is the 600 px item nearest the scroll position', () => {
    expect(itemIndexAt(0, 5)).toBe(0);
    expect(itemIndexAt(299, 5)).toBe(0);
    expect(itemIndexAt(301, 5)).toBe(1);
    expect(itemIndexAt(1200, 5)).toBe(2);
    expect(itemIndexAt(99_999, 5)).toBe(4);
    expect(itemIndexAt(-40, 5)).toBe(0);
    expect(itemIndexAt(600, 0)).toBe(0);
  });

  it('plays its video; only the next one preloads', () => {
    expect(videoRole(3, 3)).toBe('play');
    expect(videoRole(4, 3)).toBe('preload');
    expect(videoRole(5, 3)).toBe('none');
    expect(videoRole(2, 3)).toBe('none');
  });
});

describe('feed pages', () => {
  it('lists every post once across pages', () => {
    const pages: FeedPage[] = [
      { posts: [post(5), post(4)], hasMore: true },
      { posts: [post(4), post(3)], hasMore: false },
    ];
    expect(postsOfPages(pages).map((p) => p.id)).toEqual([5, 4, 3]);
    expect(postsOfPages(undefined)).toEqual([]);
  });

  it('toggles a like optimistically and then takes the exact count', () => {
    expect(toggledLike({ likeCount: 4, hasLiked: false })).toEqual({ likeCount: 5, hasLiked: true });
    expect(toggledLike({ likeCount: 5, hasLiked: true })).toEqual({ likeCount: 4, hasLiked: false });
    expect(toggledLike({ likeCount: 0, hasLiked: true })).toEqual({ likeCount: 0, hasLiked: false });
    const pages: FeedPage[] = [{ posts: [post(1), post(2, { likeCount: 3 })], hasMore: false }];
    const next = withLike(pages, 2, { likeCount: 7, hasLiked: true });
    expect(next[0]!.posts[1]).toMatchObject({ id: 2, likeCount: 7, hasLiked: true });
    expect(next[0]!.posts[0]).toBe(pages[0]!.posts[0]);
  });
});
