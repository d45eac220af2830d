import { clsx } from 'clsx';
import { ArrowUpRight } from 'lucide-react';
import { Suspense, lazy, memo } from 'react';
import { Link } from 'react-router';
import type { FeedPost } from '../../../../shared/feed.ts';
import { creatorHandle } from '../../../../shared/creator-handle.ts';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { styleName } from '../../../../shared/style-names.ts';
import { catalogueLink, editionLabel } from '../post-details.ts';
import { LikeButton } from './like-button.tsx';
import { PosterPicture } from '../../../components/poster/poster-picture.tsx';
import { POSTER_SIZES } from '../../../../shared/poster-pictures.ts';

// Video posters are the exception: their player loads with the first one in view.
const VideoPosterPreview = lazy(() =>
  import('../../../components/poster/video-poster-preview.tsx').then((module) => ({
    default: module.VideoPosterPreview,
  })),
);

/** The poster box: 277 × 392 CSS px on phones, 351 × 496 from 768 px, inside the 600 px item. */
type FeedItemProps = {
  post: FeedPost;
  index: number;
  total: number;
  /** What the item does with its video: play it (in view), load it ahead (next), or show the poster alone. */
  video: 'play' | 'preload' | 'none';
  eager: boolean;
  likeBusy: boolean;
  /** Whether a like can be answered: the viewer's session is known. */
  likeReady: boolean;
  onToggleLike: (post: FeedPost) => void;
};

/** One moment of the feed: the poster (or its video), name, @username, style, edition, likes and the catalogue link. */
export const FeedItem = memo(function FeedItem({
  post,
  index,
  total,
  video,
  eager,
  likeBusy,
  likeReady,
  onToggleLike,
}: FeedItemProps) {
  const m = useMessages('feed');
  const common = useMessages('common');
  const format = useFormat();
  const creator = creatorHandle(post.username, common.formerCreator);
  const alt = m.posterAlt({ name: post.name || m.untitledPoster, creator });
  const still = (
    <PosterPicture
      pictures={post.pictures}
      src={post.thumbnailPath || post.previewPath}
      fallbackSrcSet={`${post.thumbnailPath} 340w, ${post.previewPath} 849w`}
      sizes={POSTER_SIZES.feed}
      alt={alt}
      width={351}
      height={496}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className="absolute inset-0 size-full object-cover"
    />
  );
  const hasVideo = Boolean(post.compressedVideoPath) && post.videoFrameTimestamp !== null;
  const edition = editionLabel(post.soldCount, post.totalSupply);

  return (
    <article
      aria-roledescription="slide"
      aria-label={m.position({ index: index + 1, total })}
      data-testid="feed-post"
      data-post-id={post.id}
      data-active={video === 'play' || undefined}
      className={clsx(
        'relative flex h-[600px] snap-start snap-always flex-col items-center',
        'justify-center gap-4 px-4 py-5 md:flex-row md:items-center md:gap-10',
      )}
    >
      <div className="shrink-0 bg-white p-1.5 shadow-[0_16px_32px_-22px_rgb(20_20_20/0.6)] md:p-2">
        <div className="relative aspect-[1/1.414] h-[24.5rem] overflow-hidden bg-paper-deep md:h-[31rem]">
          {hasVideo && video !== 'none' ? (
            <Suspense fallback={still}>
              <VideoPosterPreview
                videoUrl={post.compressedVideoPath!}
                posterUrl={post.previewPath || post.thumbnailPath}
                posterPictures={post.pictures}
                posterSizes={POSTER_SIZES.feed}
                posterAlt={alt}
                stillUrl={post.thumbnailPath}
                timestamp={post.videoFrameTimestamp!}
                playing={video === 'play'}
                preload="auto"
                videoLabel={post.name ? m.videoLabel({ name: post.name }) : m.videoLabelUntitled}
              />
            </Suspense>
          ) : (
            still
          )}
          {edition ? (
            <span
              data-testid="feed-edition"
              className="absolute top-2 left-2 bg-ink px-1.5 py-0.5 font-mono text-xs font-bold text-paper tabular-nums"
            >
              {edition}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex w-full max-w-[18.1rem] min-w-0 flex-col gap-3 md:max-w-xs md:gap-5">
        <div className="min-w-0">
          <h2
            className={clsx(
              'truncate text-xl leading-tight font-bold tracking-tight md:line-clamp-2',
              'md:text-3xl md:leading-[1.05] md:tracking-tighter md:whitespace-normal',
            )}
            data-testid="feed-post-name"
          >
            {post.name}
          </h2>
          <p className="mt-1 flex min-w-0 items-baseline gap-2 text-sm text-ink-soft md:mt-2 md:text-base">
            <span className="truncate font-semibold text-ink">{creator}</span>
            <span aria-hidden="true" className="h-[2px] w-3 shrink-0 self-center bg-swiss" />
            <span className="truncate" data-testid="feed-post-style">
              <span className="sr-only">{common.labelled({ label: m.styleLabel })} </span>
              {styleName(post.style)}
            </span>
          </p>
        </div>
        <dl className="hidden grid-cols-2 border-y-2 border-ink py-3 md:grid">
          <div>
            <dt className="text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">{m.editionLabel}</dt>
            <dd className="mt-1 font-mono text-lg font-bold tabular-nums">{edition || '–'}</dd>
          </div>
          <div>
            <dt className="text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">{m.priceLabel}</dt>
            <dd className="mt-1 text-lg font-bold tabular-nums">{format.price(post.pricePerUnit)}</dd>
          </div>
        </dl>
        <div className="flex items-center justify-between gap-3 md:justify-start">
          <LikeButton
            name={post.name}
            likeCount={post.likeCount}
            hasLiked={post.hasLiked}
            busy={likeBusy}
            ready={likeReady}
            onToggle={() => onToggleLike(post)}
          />
          <Link
            to={catalogueLink(post.id)}
            data-testid="feed-catalogue-link"
            className={clsx(
              'inline-flex h-11 items-center gap-1.5 px-1 text-sm font-semibold underline',
              'decoration-1 underline-offset-4 transition-colors hover:text-swiss-deep',
              'hover:decoration-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-swiss',
            )}
          >
            {m.viewInCatalogue}
            <ArrowUpRight aria-hidden="true" className="size-4" strokeWidth={2.25} />
          </Link>
        </div>
      </div>
    </article>
  );
});
