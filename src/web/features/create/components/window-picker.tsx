import { clsx } from 'clsx';
import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import type { PosterWindow, WindowPart } from '../../../../shared/create.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import type { CaptionPlacement } from '../caption-position.ts';
import { useWindowGestures } from '../hooks/use-window-gestures.ts';
import { stageLayout } from '../poster-window.ts';
import type { PhotoSize, WindowBounds } from '../poster-window.ts';
import { CaptionOverlay } from './caption-plate.tsx';

type WindowPickerProps = {
  imageUrl: string;
  photo: PhotoSize;
  window: PosterWindow;
  /** How far it may go, and the part of it that shows the photo (drawn in it where the style paints the rest). */
  bounds: WindowBounds;
  /** The stage's size: the photo as large as the page gives it room. */
  stage: PhotoSize;
  caption: CaptionPlacement | null;
  captionDimmed: boolean;
  /** Off while the poster is made: the window stays where it was sent. */
  interactive: boolean;
  onMove: (window: PosterWindow) => void;
  /** Laid over the stage: its buttons and the generating overlay. */
  children?: ReactNode;
};

const percent = (share: number) => Math.round(share * 100);

/**
 * The oval of the window that shows the photo (psychedelic concert's bands around a photo without a subject): the
 * window's rest dimmed a little and the oval's edge dashed, in shares of the window (a 100 × 100 box stretched to it).
 */
function ShownPart({ part }: { part: WindowPart }) {
  const cx = (part.left + part.width / 2) * 100,
    cy = (part.top + part.height / 2) * 100;
  const rx = (part.width / 2) * 100,
    ry = (part.height / 2) * 100;
  const edge = { cx, cy, rx, ry, fill: 'none', vectorEffect: 'non-scaling-stroke' } as const;
  const oval = `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-0 size-full"
      data-testid="window-shown-part"
    >
      <path d={`M0 0H100V100H0Z${oval}`} fillRule="evenodd" className="fill-ink/45" />
      {/* a dark line under the dashes: the edge reads on a light photo as on a dark one */}
      <ellipse {...edge} className="stroke-ink/60" strokeWidth={4} />
      <ellipse {...edge} className="stroke-paper" strokeWidth={2} strokeDasharray="6 4" />
    </svg>
  );
}

/** What the poster pads around a photo that does not fill its window: paper, hatched. */
export const PADDING_HATCH =
  'bg-[repeating-linear-gradient(45deg,var(--color-paper)_0_6px,var(--color-paper-deep)_6px_12px)]';

/**
 * The whole photo (or frame) with the poster's window over it, the rest dimmed
 * (docs/product/create.md#the-posters-window): the caption is shown in the window as the poster will show it, and
 * the part of it that shows the photo where the style paints its ground around it. Drag, pinch, the wheel and the
 * keys move and zoom it.
 */
export function WindowPicker(props: WindowPickerProps) {
  const { imageUrl, photo, window, bounds, stage, caption, captionDimmed, interactive, onMove } = props;
  const m = useMessages('create');
  const stageRef = useRef<HTMLDivElement>(null);
  const keysId = useId();
  const positionId = useId();
  const shownId = useId();
  const layout = stageLayout(window, stage);
  const gestures = useWindowGestures({
    window,
    photo,
    bounds,
    scale: layout.scale,
    photoRect: layout.photo,
    stageRef,
    onMove,
  });
  const box = layout.window;

  return (
    <div
      ref={stageRef}
      className="relative touch-none overflow-hidden bg-ink shadow-[0_18px_40px_-24px_rgb(20_20_20/0.6)] select-none"
      style={{ width: stage.width, height: stage.height }}
      data-testid="image-frame"
      {...(interactive ? gestures.stageHandlers : {})}
    >
      {/* what the poster pads around a photo that does not fill its window */}
      <div
        aria-hidden="true"
        className={clsx('absolute', PADDING_HATCH)}
        style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
      />
      <img
        src={imageUrl}
        alt={m.yourImage}
        draggable={false}
        className="pointer-events-none absolute max-w-none"
        style={{ ...layout.photo }}
        data-testid="uploaded-image"
      />
      <div
        role="group"
        tabIndex={interactive ? 0 : -1}
        aria-label={m.windowLabel}
        aria-roledescription={m.windowRoleDescription}
        aria-describedby={bounds.shows ? `${keysId} ${shownId} ${positionId}` : `${keysId} ${positionId}`}
        className={clsx(
          'absolute cursor-move shadow-[0_0_0_9999px_rgb(20_20_20/0.62)]',
          'outline-2 -outline-offset-1 outline-paper focus-visible:outline-3 focus-visible:outline-swiss',
        )}
        style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
        data-testid="poster-window"
        data-window={JSON.stringify(window)}
        onKeyDown={interactive ? gestures.onKeyDown : undefined}
      >
        {bounds.shows ? <ShownPart part={bounds.shows} /> : null}
        {caption ? (
          <CaptionOverlay caption={caption} frame={{ width: box.width, height: box.height }} dimmed={captionDimmed} />
        ) : null}
      </div>
      <p id={keysId} className="sr-only">
        {m.windowKeys}
      </p>
      {bounds.shows ? (
        <p id={shownId} className="sr-only">
          {m.windowShowsPart}
        </p>
      ) : null}
      <p id={positionId} className="sr-only" aria-live="polite" data-testid="window-position">
        {m.windowPosition({
          share: percent(window.width),
          x: percent(window.left + window.width / 2),
          y: percent(window.top + window.height / 2),
        })}
      </p>
      {props.children}
    </div>
  );
}
