import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';

type LikeButtonProps = {
  name: string;
  likeCount: number;
  hasLiked: boolean;
  busy: boolean;
  /** Whether a tap can be answered: false while it is not yet known whether the viewer is signed in. */
  ready: boolean;
  onToggle: () => void;
};

/**
 * The heart and the like count; pressed while the viewer likes the poster. On a page drawn by the server it is
 * disabled until the browser has taken the page over and knows whether the viewer is signed in: a tap before that
 * would be lost, or would ask a signed-in member to sign in.
 */
export function LikeButton({ name, likeCount, hasLiked, busy, ready, onToggle }: LikeButtonProps) {
  const m = useMessages('feed');
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated || !ready}
      aria-pressed={hasLiked}
      aria-label={m.like({ name })}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onToggle();
      }}
      data-testid="like-button"
      className={clsx(
        'inline-flex h-11 shrink-0 items-center gap-2 border-2 px-3.5 font-semibold tabular-nums transition-colors',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-swiss',
        hasLiked
          ? 'border-swiss bg-swiss text-white hover:border-swiss-deep hover:bg-swiss-deep'
          : 'border-ink text-ink hover:bg-ink hover:text-paper',
      )}
    >
      <Heart
        aria-hidden="true"
        className={clsx('size-5 transition-transform', hasLiked && 'scale-110 fill-current')}
        strokeWidth={2.25}
      />
      <span data-testid="like-count">{likeCount}</span>
      <span className="sr-only">{m.likes({ count: likeCount })}</span>
    </button>
  );
}
