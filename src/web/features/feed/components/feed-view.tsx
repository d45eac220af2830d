import { clsx } from 'clsx';
import { ArrowRight, ChevronDown, ChevronUp, LoaderCircle, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FeedPost } from '../../../../shared/feed.ts';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { appEvents, emitAppEvent } from '../../../lib/app-events.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { useFeed } from '../api/get-feed.ts';
import { useToggleLike } from '../api/toggle-like.ts';
import { FeedItem } from './feed-item.tsx';
import {
  FEED_ITEM_HEIGHT_PX,
  SCROLL_DEBOUNCE_MS,
  itemIndexAt,
  postsOfPages,
  shouldFetchNextPage,
  videoRole,
} from '../feed-paging.ts';

function FeedMessage({
  title,
  text,
  children,
  testId,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex h-[600px] flex-col items-center justify-center px-6 text-center" data-testid={testId}>
      <div className="w-full max-w-md border-2 border-dashed border-ink/40 px-6 py-14">
        <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
        {text ? <p className="mt-2 text-ink-soft">{text}</p> : null}
        {children ? <div className="mt-6 flex justify-center">{children}</div> : null}
      </div>
    </div>
  );
}

/**
 * /feed, Moments (docs/product/community.md#moments-feed): one poster at a time in a vertical scroller that snaps to
 * 600 px
 * items. The scroll position is read 100 ms after scrolling settles; within two items of the end the
 * next page loads. Only the post in view plays its video.
 */
export function FeedView({ signedIn }: { signedIn: boolean | null }) {
  const m = useMessages('feed');
  const feed = useFeed();
  const like = useToggleLike();
  const posts = useMemo(() => postsOfPages(feed.data?.pages), [feed.data]);
  const [activeIndex, setActiveIndex] = useState(0);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;
  const hasPosts = posts.length > 0;

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          setActiveIndex(
            itemIndexAt(scroller.scrollTop, scroller.querySelectorAll('[data-testid="feed-post"]').length),
          ),
        SCROLL_DEBOUNCE_MS,
      );
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      scroller.removeEventListener('scroll', onScroll);
    };
  }, [hasPosts]);

  useEffect(() => {
    if (isFetchNextPageError) return;
    if (shouldFetchNextPage({ index: activeIndex, loaded: posts.length, hasNextPage, isFetching: isFetchingNextPage }))
      void fetchNextPage();
  }, [activeIndex, posts.length, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const onToggleLike = useCallback(
    (post: FeedPost) => {
      if (signedIn !== true) {
        emitAppEvent(appEvents.openLoginModal);
        return;
      }
      like.mutate(post.id);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `like.mutate` is stable; the whole mutation object is not
    [signedIn, like.mutate],
  );
  const pendingLike = like.isPending ? like.variables : undefined;
  const scrollByItems = (delta: number) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scroller.scrollBy({ top: delta * FEED_ITEM_HEIGHT_PX, behavior: reduce ? 'auto' : 'smooth' });
  };
  const stepButtonClass =
    'inline-flex size-11 items-center justify-center border-2 border-ink bg-paper text-ink transition-colors ' +
    'hover:bg-ink hover:text-paper focus-visible:outline-3 focus-visible:outline-offset-2 ' +
    'focus-visible:outline-swiss disabled:pointer-events-none disabled:opacity-30';

  let content;
  if (feed.isPending) {
    content = (
      <div className="flex h-[600px] items-center justify-center" role="status" data-testid="feed-loading">
        <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-ink-soft motion-reduce:animate-none" />
        <span className="sr-only">{m.loading}</span>
      </div>
    );
  } else if (feed.isError && posts.length === 0) {
    content = (
      <FeedMessage title={m.loadFailedTitle} text={m.loadFailedText} testId="feed-error">
        <Button variant="primary" onClick={() => void feed.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" strokeWidth={2.5} />
          {m.tryAgain}
        </Button>
      </FeedMessage>
    );
  } else if (posts.length === 0) {
    content = (
      <FeedMessage title={m.emptyTitle} text={m.emptyText} testId="feed-empty">
        <Link to="/catalogue" className={buttonClassName({ variant: 'outline' })}>
          {m.browseCatalogue}
        </Link>
      </FeedMessage>
    );
  } else {
    content = (
      <div className="relative">
        {/* The scroller takes focus so the arrow keys scroll it; the feed inside holds only the posts' articles, as its
           role requires. */}
        <div
          ref={scrollerRef}
          tabIndex={0}
          data-testid="feed-scroller"
          className={clsx(
            'relative h-[600px] snap-y snap-mandatory overflow-y-auto overscroll-contain',
            '[scrollbar-width:none] focus-visible:outline-3 focus-visible:-outline-offset-3',
            'focus-visible:outline-swiss [&::-webkit-scrollbar]:hidden',
          )}
        >
          <div role="feed" aria-label={m.label} aria-busy={isFetchingNextPage}>
            {posts.map((post, index) => (
              <FeedItem
                key={post.id}
                post={post}
                index={index}
                total={posts.length}
                video={videoRole(index, activeIndex)}
                eager={index === 0}
                likeBusy={pendingLike === post.id}
                likeReady={signedIn !== null}
                onToggleLike={onToggleLike}
              />
            ))}
          </div>
          {isFetchingNextPage ? (
            <div className="flex h-[600px] snap-start items-center justify-center gap-3 text-ink-soft" role="status">
              <LoaderCircle aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
              {m.loadingMore}
            </div>
          ) : isFetchNextPageError ? (
            <div className="snap-start">
              <FeedMessage title={m.loadFailedTitle} text={m.loadFailedText} testId="feed-error">
                <Button variant="primary" onClick={() => void fetchNextPage()}>
                  <RotateCw aria-hidden="true" className="size-4" strokeWidth={2.5} />
                  {m.tryAgain}
                </Button>
              </FeedMessage>
            </div>
          ) : !hasNextPage ? (
            <div
              className="flex h-[600px] snap-start flex-col items-center justify-center gap-6 px-6 text-center"
              data-testid="feed-end"
            >
              <p className="max-w-xs text-2xl leading-tight font-bold tracking-tight">{m.end}</p>
              <Link to="/create" className={buttonClassName({ variant: 'accent' })}>
                {m.createPoster}
                <ArrowRight aria-hidden="true" className="size-4" strokeWidth={2.5} />
              </Link>
            </div>
          ) : null}
        </div>
        <div className="absolute top-1/2 right-0 hidden -translate-y-1/2 flex-col gap-2 lg:flex">
          <button
            type="button"
            className={stepButtonClass}
            aria-label={m.previous}
            title={m.previous}
            disabled={activeIndex === 0}
            onClick={() => scrollByItems(-1)}
          >
            <ChevronUp aria-hidden="true" className="size-5" strokeWidth={2.25} />
          </button>
          <button
            type="button"
            className={stepButtonClass}
            aria-label={m.next}
            title={m.next}
            disabled={activeIndex >= posts.length - 1 && !hasNextPage}
            onClick={() => scrollByItems(1)}
          >
            <ChevronDown aria-hidden="true" className="size-5" strokeWidth={2.25} />
          </button>
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="feed-title" className="mx-auto w-full max-w-5xl md:px-8">
      {/* The header shows the section's name; the page still needs its one h1 for headings navigation. */}
      <h1 id="feed-title" className="sr-only">
        {m.label}
      </h1>
      {content}
    </section>
  );
}
