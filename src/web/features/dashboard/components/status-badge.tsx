import { clsx } from 'clsx';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { badgeOf } from '../poster-navigation.ts';

/**
 * 'Public' (approved) or 'In Review' (published, waiting) on a poster (docs/product/community.md#dashboard); nothing
 * when private.
 */
export function StatusBadge({
  poster,
  className,
}: {
  poster: { isPublic: boolean; isApproved: boolean };
  className?: string;
}) {
  const m = useMessages('sell');
  const badge = badgeOf(poster);
  if (!badge) return null;
  return (
    <span
      data-testid="status-badge"
      className={clsx(
        'inline-flex items-center px-2 py-0.5 text-[0.6875rem] font-bold tracking-[0.1em] uppercase',
        badge === 'public' ? 'bg-swiss text-white' : 'border-2 border-ink bg-paper text-ink',
        className,
      )}
    >
      {badge === 'public' ? m.statusPublic : m.statusInReview}
    </span>
  );
}
