import { clsx } from 'clsx';
import { EyeOff, History, Minus, Plus, RotateCcw } from 'lucide-react';
import type { AdminCataloguePoster } from '../../../../shared/admin.ts';
import { creatorHandle } from '../../../../shared/creator-handle.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { EditionBadge } from '../../../components/poster/edition-badge.tsx';

type Props = {
  poster: AdminCataloguePoster;
  busy: boolean;
  onToggleVisibility: (poster: AdminCataloguePoster) => void;
  onSoldCount: (poster: AdminCataloguePoster, soldCount: number) => void;
  onHistory: (poster: AdminCataloguePoster) => void;
};

/**
 * A poster of the admin catalogue (docs/product/admin.md#catalogue): the full-resolution image, draggable and
 * right-clickable
 * (its link is the print master), remove or restore on hover, and the edition counter's controls.
 */
export function AdminPosterTile({ poster, busy, onToggleVisibility, onSoldCount, onHistory }: Props) {
  const m = useMessages('admin');
  const catalogue = useMessages('catalogue');
  const common = useMessages('common');
  const creator = creatorHandle(poster.username, common.formerCreator);
  const atEnd = poster.soldCount >= poster.totalSupply;
  return (
    <li data-testid="admin-poster" data-poster-id={poster.id} data-public={poster.isPublic ? 'true' : 'false'}>
      <div
        className={clsx(
          'group relative aspect-[1/1.414] overflow-hidden bg-paper-deep',
          'shadow-[0_10px_24px_-18px_rgb(20_20_20/0.7)]',
        )}
      >
        <a
          href={poster.fullImageUrl}
          target="_blank"
          rel="noreferrer"
          title={m.openFullResolution}
          className="block size-full"
        >
          <img
            src={poster.imageUrl}
            alt={catalogue.posterAlt({ name: poster.name || catalogue.untitledPoster, creator })}
            loading="lazy"
            decoding="async"
            width={340}
            height={481}
            draggable
            className={clsx(
              'absolute inset-0 size-full object-cover transition duration-300',
              !poster.isPublic && 'opacity-45 grayscale',
            )}
          />
        </a>
        <EditionBadge soldCount={poster.soldCount} totalSupply={poster.totalSupply} className="absolute top-2 left-2" />
        {!poster.isPublic ? (
          <span
            className="absolute top-2 right-2 bg-swiss px-1.5 py-0.5 text-xs font-bold text-white uppercase"
            data-testid="removed-badge"
          >
            {m.removedBadge}
          </span>
        ) : null}
        <div
          className={clsx(
            'absolute inset-x-0 bottom-0 flex translate-y-1 gap-1 bg-gradient-to-t',
            'from-ink/85 to-transparent p-2 pt-8 opacity-0 transition duration-200',
            'group-focus-within:translate-y-0 group-focus-within:opacity-100',
            'group-hover:translate-y-0 group-hover:opacity-100',
            '[@media(hover:none)]:translate-y-0 [@media(hover:none)]:opacity-100',
          )}
        >
          <button
            type="button"
            disabled={busy}
            onClick={() => onToggleVisibility(poster)}
            className={clsx(
              'inline-flex h-8 flex-1 items-center justify-center gap-1.5 px-2 text-xs font-bold transition-colors ' +
                'disabled:opacity-50',
              poster.isPublic ? 'bg-swiss text-white hover:bg-swiss-deep' : 'bg-paper text-ink hover:bg-white',
            )}
          >
            {poster.isPublic ? (
              <EyeOff aria-hidden="true" className="size-3.5" />
            ) : (
              <RotateCcw aria-hidden="true" className="size-3.5" />
            )}
            {poster.isPublic ? m.removeFromCatalogue : m.restoreToCatalogue}
          </button>
          <button
            type="button"
            onClick={() => onHistory(poster)}
            aria-label={`${common.labelled({ label: m.history })} ${poster.name}`}
            className="inline-flex size-8 items-center justify-center bg-paper text-ink hover:bg-white"
          >
            <History aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      <div className="mt-2 flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-sm leading-tight font-bold tracking-tight md:text-base">{poster.name}</p>
          <p className="truncate text-xs text-ink-soft md:text-sm">{creator}</p>
        </div>
        <div className="flex shrink-0 items-center border-2 border-ink" data-testid="edition-controls">
          <button
            type="button"
            aria-label={`${common.labelled({ label: m.decreaseSold })} ${poster.name}`}
            disabled={busy || poster.soldCount <= 0}
            onClick={() => onSoldCount(poster, poster.soldCount - 1)}
            className={clsx(
              'inline-flex size-7 items-center justify-center hover:bg-ink hover:text-paper',
              'disabled:pointer-events-none disabled:opacity-30',
            )}
          >
            <Minus aria-hidden="true" className="size-3.5" />
          </button>
          <span className="min-w-9 px-1 text-center font-mono text-xs font-bold tabular-nums" data-testid="sold-count">
            {poster.soldCount}
          </span>
          <button
            type="button"
            aria-label={`${common.labelled({ label: m.increaseSold })} ${poster.name}`}
            disabled={busy || atEnd}
            onClick={() => onSoldCount(poster, poster.soldCount + 1)}
            className={clsx(
              'inline-flex size-7 items-center justify-center hover:bg-ink hover:text-paper',
              'disabled:pointer-events-none disabled:opacity-30',
            )}
          >
            <Plus aria-hidden="true" className="size-3.5" />
          </button>
        </div>
      </div>
    </li>
  );
}
