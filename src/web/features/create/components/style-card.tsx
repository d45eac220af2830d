import { clsx } from 'clsx';
import { Check, Lock } from 'lucide-react';
import { useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { styleThumbnailKey } from '../../../../shared/styles.ts';
import type { StyleDefinition } from '../../../../shared/styles.ts';

/** The palette as bars, shown when the thumbnail is missing: the style's colours still say what it is. */
function PaletteFallback({ style }: { style: StyleDefinition }) {
  return (
    <div aria-hidden="true" className="flex size-full" data-testid="style-thumbnail-fallback">
      {style.palette.map((colour) => (
        <span key={colour} className="h-full flex-1" style={{ backgroundColor: colour }} />
      ))}
    </div>
  );
}

type StyleCardProps = {
  style: StyleDefinition;
  index: number;
  total: number;
  selected: boolean;
  locked: boolean;
  focusable: boolean;
  ref?: Ref<HTMLButtonElement>;
  onChoose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

/**
 * One style in the carousel: its name and whole description, thumbnail, palette of 3–5 colours, finish; a lock when
 * members only.
 */
export function StyleCard({
  style,
  index,
  total,
  selected,
  locked,
  focusable,
  ref,
  onChoose,
  onKeyDown,
}: StyleCardProps) {
  const m = useMessages('create');
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const thumbnailKey = styleThumbnailKey(style.id);

  return (
    <button
      ref={ref}
      type="button"
      role="radio"
      aria-checked={selected}
      aria-label={locked ? m.lockedStyleLabel({ name: style.name }) : style.name}
      tabIndex={focusable ? 0 : -1}
      data-style={style.id}
      data-locked={locked || undefined}
      onClick={onChoose}
      onKeyDown={onKeyDown}
      className={clsx(
        'group flex h-[396px] w-full flex-col gap-3 border-2 bg-white p-3 text-left',
        'transition-[border-color,box-shadow]',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-swiss',
        selected ? 'border-ink shadow-[6px_6px_0_0_var(--color-swiss)]' : 'border-ink/25 hover:border-ink',
      )}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-lg leading-tight font-bold tracking-tight">{style.name}</span>
        <span className="text-xs font-semibold text-ink-soft tabular-nums">
          {m.stylePosition({ position: index + 1, total })}
        </span>
      </div>
      {/* whole, whatever the language and the phone (two lines cut most off); the picture takes the room left */}
      <p className="-mt-2 text-sm leading-snug text-ink-soft">{m.styles[style.id]}</p>
      <div className="relative flex min-h-0 flex-1 gap-2">
        <div className="relative aspect-[1/1.414] h-full shrink-0 overflow-hidden bg-paper-deep">
          {thumbnailKey && !thumbnailFailed ? (
            <img
              src={`/api/storage-image/${thumbnailKey}`}
              alt=""
              loading="lazy"
              decoding="async"
              draggable={false}
              onError={() => setThumbnailFailed(true)}
              className={clsx('size-full object-cover transition', locked && 'grayscale-[0.5]')}
            />
          ) : (
            <PaletteFallback style={style} />
          )}
          {locked ? (
            <span
              className={clsx(
                'absolute inset-x-0 bottom-0 flex items-center gap-1.5 bg-ink/85 px-2 py-1.5 text-xs',
                'font-bold tracking-wide text-paper uppercase',
              )}
            >
              <Lock aria-hidden="true" className="size-3.5 text-gold" strokeWidth={2.5} />
              {m.membersOnly}
            </span>
          ) : null}
          {selected ? (
            <span
              aria-hidden="true"
              className="absolute top-2 right-2 flex size-7 items-center justify-center bg-swiss text-white"
            >
              <Check className="size-4" strokeWidth={3} />
            </span>
          ) : null}
        </div>
        {/* The colours are seen, never named: no colour code reaches a shopper, nor a screen reader (the card is named
            by its style). */}
        <div aria-hidden="true" className="flex min-w-5 flex-1 flex-col gap-1" data-testid="style-palette">
          {style.palette.map((colour) => (
            <span key={colour} className="min-h-0 flex-1 border border-ink/10" style={{ backgroundColor: colour }} />
          ))}
        </div>
      </div>
      <p className="flex items-center justify-between text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase">
        <span>{m.finishes[style.printFinish]}</span>
        {locked ? <Lock aria-hidden="true" className="size-4 text-ink" strokeWidth={2.5} /> : null}
      </p>
    </button>
  );
}
