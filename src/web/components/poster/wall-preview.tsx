import { clsx } from 'clsx';
import { Suspense, useId, useState } from 'react';
import { formatLabel } from '../../../shared/print-formats.ts';
import type { PrintFormat } from '../../../shared/print-formats.ts';
import { DEFAULT_WALL_ROOM, WALL_PREVIEW_SIZE, WALL_ROOMS, wallPreviewUrl } from '../../../shared/wall-preview.ts';
import type { WallRoom } from '../../../shared/wall-preview.ts';
import { useMessages } from '../../lib/i18n/i18n.tsx';

export type WallPreviewProps = {
  /** The poster: a catalogue poster (its name names it) or the viewer's own (by id alone). */
  poster: { id: number; name?: string | null };
  /** The size and finish shown: the picker's choice (A3 unframed until there is one). */
  format: PrintFormat;
  /** The viewer's own poster: the server shows a private poster to its owner alone. */
  own?: boolean;
  className?: string;
};

const box = 'relative aspect-[4/3] w-full overflow-hidden border-2 border-ink bg-paper-deep';

/**
 * "On your wall" (docs/product/catalogue.md#on-your-wall, decision 040): the poster in its size and frame on the wall
 * of a living room, a hallway or a café, at true scale, drawn by the server. The picture keeps its 4 : 3 box while it
 * loads (nothing moves), loads lazily, and the room is chosen with labelled radio buttons.
 */
export function WallPreview(props: WallPreviewProps) {
  return (
    <Suspense fallback={<div className={clsx(box, props.className)} aria-hidden="true" />}>
      <WallPreviewView {...props} />
    </Suspense>
  );
}

function WallPreviewView({ poster, format, own = false, className }: WallPreviewProps) {
  const m = useMessages('walls');
  const prints = useMessages('prints');
  const headingId = useId();
  const group = useId();
  const [room, setRoom] = useState<WallRoom>(DEFAULT_WALL_ROOM);
  const [failed, setFailed] = useState<string | null>(null);
  const src = wallPreviewUrl(poster.id, format, room);
  const who = own ? m.yourPoster : poster.name ? m.namedPoster({ name: poster.name }) : m.thisPoster;
  return (
    <section aria-labelledby={headingId} className={clsx('grid gap-2', className)} data-testid="wall-preview">
      <h2 id={headingId} className="text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">
        {m.heading}
      </h2>
      <div className={box}>
        <img
          src={src}
          alt={m.alts[room]({ poster: who, format: formatLabel(prints, format) })}
          width={WALL_PREVIEW_SIZE.width}
          height={WALL_PREVIEW_SIZE.height}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(src)}
          className="absolute inset-0 size-full object-cover"
          data-testid="wall-preview-image"
        />
        {failed === src ? (
          <p role="status" className="absolute inset-x-0 bottom-0 bg-paper/95 px-3 py-2 text-sm">
            {m.failed}
          </p>
        ) : null}
      </div>
      <fieldset>
        <legend className="sr-only">{m.roomLabel}</legend>
        {/* each as wide as its name needs, the rest shared, a row more where three do not fit */}
        <div className="flex flex-wrap gap-1.5">
          {WALL_ROOMS.map((id) => (
            <label
              key={id}
              className={clsx(
                'flex min-h-10 flex-auto cursor-pointer items-center justify-center border-2 border-ink px-1.5 py-1',
                'text-center',
                'text-sm leading-tight font-semibold',
                'has-checked:bg-ink has-checked:text-paper hover:bg-ink/10 has-checked:hover:bg-ink',
                'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-swiss',
              )}
            >
              <input
                type="radio"
                name={group}
                value={id}
                checked={room === id}
                onChange={() => setRoom(id)}
                className="sr-only"
              />
              {m.rooms[id]}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-xs text-ink-soft">{m.scales[room]}</p>
    </section>
  );
}
