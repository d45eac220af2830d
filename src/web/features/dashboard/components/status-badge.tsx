import { clsx } from 'clsx';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { badgeOf } from '../poster-navigation.ts';
import type { BadgedPoster } from '../poster-navigation.ts';

const look = {
  public: 'bg-swiss text-white',
  in_review: 'border-2 border-ink bg-paper text-ink',
  rejected: 'border-2 border-swiss-deep bg-paper text-swiss-deep',
};

/**
 * 'Public' (approved), 'In Review' (published, waiting) or 'Not accepted' (sent back by the review) on a poster
 * (docs/product/community.md#dashboard); nothing when private.
 */
export function StatusBadge({ poster, className }: { poster: BadgedPoster; className?: string }) {
  const m = useMessages('sell');
  const badge = badgeOf(poster);
  if (!badge) return null;
  return (
    <span
      data-testid="status-badge"
      className={clsx(
        'inline-flex items-center px-2 py-0.5 text-[0.6875rem] font-bold tracking-[0.1em] uppercase',
        look[badge],
        className,
      )}
    >
      {{ public: m.statusPublic, in_review: m.statusInReview, rejected: m.statusRejected }[badge]}
    </span>
  );
}

/**
 * Under a poster the review sent back: when, the reviewer's note to its creator (as the mail gave it), and how to send
 * it to review again.
 */
export function RejectionNote({ rejection }: { rejection: { at: string; reason: string | null } }) {
  const m = useMessages('sell');
  const format = useFormat();
  return (
    <div data-testid="rejection-note" className="mt-3 border-l-4 border-swiss-deep pl-3 text-sm">
      <p className="font-semibold">{m.rejectedOn({ date: format.date(rejection.at) })}</p>
      {rejection.reason ? (
        <p className="mt-1 break-words whitespace-pre-line">
          {m.rejectedMail.reviewerNote({ reason: rejection.reason })}
        </p>
      ) : null}
      <p className="mt-1 text-ink-soft">{m.rejectedAgain}</p>
    </div>
  );
}
