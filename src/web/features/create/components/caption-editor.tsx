import { clsx } from 'clsx';
import { Move } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { MAX_CAPTION_LENGTH } from '../../../../shared/create.ts';
import type { PosterWindow } from '../../../../shared/create.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { trackEvent } from '../../../lib/analytics.ts';
import { clampCaptionCentre, frameCentre, scalePoint, toCaptionPlacement } from '../caption-position.ts';
import type { CaptionPlacement, Point } from '../caption-position.ts';
import { FRAME_HEIGHT, FRAME_RATIO } from '../frame-size.ts';
import type { FrameSize, Viewport } from '../frame-size.ts';
import { useCaptionDrag } from '../hooks/use-caption-drag.ts';
import { photoInWindow } from '../poster-window.ts';
import { CaptionPlate } from './caption-plate.tsx';
import { PADDING_HATCH } from './window-picker.tsx';

/** The editor's own frame: as large as the dialog leaves room for, never larger than the page's frame. */
function editorFrame(viewport: Viewport | null): FrameSize {
  // Room left by the dialog's title, field and buttons: they stack higher on a phone.
  const chrome = viewport && viewport.width < 768 ? 430 : 400;
  const byHeight = viewport ? Math.min(FRAME_HEIGHT, Math.max(240, viewport.height - chrome)) : FRAME_HEIGHT;
  const byWidth = viewport ? (Math.min(viewport.width, 448) - 48) / FRAME_RATIO : FRAME_HEIGHT;
  const height = Math.round(Math.min(byHeight, byWidth));
  return { width: Math.round(height * FRAME_RATIO), height };
}

type CaptionEditorProps = {
  open: boolean;
  imageUrl: string;
  /** The poster's window over the photo: the editor's frame shows what the poster will (null: the photo's middle). */
  window: PosterWindow | null;
  caption: CaptionPlacement | null;
  viewport: Viewport | null;
  onSave: (caption: CaptionPlacement) => void;
  onClose: () => void;
};

/**
 * The text tool (docs/product/create.md#caption): the photo in a frame with the caption to drag (a new one starts in
 * the
 * centre), the text field, Cancel and Save. Save needs non-blank text, as does Enter; Escape, the close
 * button and a click on the backdrop cancel.
 */
export function CaptionEditor({ open, imageUrl, window, caption, viewport, onSave, onClose }: CaptionEditorProps) {
  const m = useMessages('create');
  const crop = window ? photoInWindow(window) : null;
  const frame = editorFrame(viewport);
  const [text, setText] = useState('');
  const [centre, setCentre] = useState<Point>(() => frameCentre(frame));
  const captionRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const blank = text.trim() === '';
  const atLimit = text.length >= MAX_CAPTION_LENGTH;
  const limitReached = m.captionAtLimit({ max: MAX_CAPTION_LENGTH });

  // Each opening starts from the saved caption, or empty and centred.
  useEffect(() => {
    if (!open) return;
    setText(caption?.text ?? '');
    setCentre(
      caption
        ? scalePoint(caption, { width: caption.frameWidth, height: caption.frameHeight }, frame)
        : frameCentre(frame),
    );
    /* eslint-disable-next-line react-hooks/exhaustive-deps --
       the frame only changes with the window; reopening is what resets the editor */
  }, [open]);

  // A longer text makes the plate wider: keep it inside the frame.
  useLayoutEffect(() => {
    const element = captionRef.current;
    if (!element) return;
    const size = { width: element.offsetWidth, height: element.offsetHeight };
    setCentre((current) => {
      const next = clampCaptionCentre(current, size, frame);
      return next.x === current.x && next.y === current.y ? current : next;
    });
    /* eslint-disable-next-line react-hooks/exhaustive-deps --
       `frame` is a new object each render: its size is what counts */
  }, [text, frame.width, frame.height]);

  const dragHandlers = useCaptionDrag({ centre, onMove: setCentre, frame, captionRef });

  const cancel = () => {
    trackEvent('Customization', 'text_cancelled');
    onClose();
  };

  const save = () => {
    const placement = toCaptionPlacement(text, centre, frame);
    if (!placement) return;
    trackEvent('Customization', 'text_saved');
    onSave(placement);
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : cancel())}>
      <DialogContent data-testid="caption-editor">
        <DialogHeader className="pb-3">
          <DialogTitle>{m.captionEditorTitle}</DialogTitle>
          <DialogDescription className="sr-only">{m.captionHint}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col items-center gap-4">
          <div
            className={clsx('relative shrink-0 touch-none overflow-hidden select-none', PADDING_HATCH)}
            style={{ width: frame.width, height: frame.height }}
            data-testid="caption-editor-frame"
          >
            {crop ? (
              <img
                src={imageUrl}
                alt=""
                draggable={false}
                className="pointer-events-none absolute max-w-none"
                style={{
                  left: `${crop.left}%`,
                  top: `${crop.top}%`,
                  width: `${crop.width}%`,
                  height: `${crop.height}%`,
                }}
              />
            ) : (
              <img src={imageUrl} alt="" draggable={false} className="pointer-events-none size-full object-cover" />
            )}
            <p
              aria-hidden="true"
              className={clsx(
                // within the frame at any width: a long hint (French on a 320 px phone) wraps instead of being cut
                'pointer-events-none absolute inset-x-3 top-3 mx-auto flex w-fit items-center justify-center',
                'gap-1.5 bg-ink/80 px-2.5 py-1 text-center text-xs font-semibold text-balance text-paper',
              )}
            >
              <Move aria-hidden="true" className="size-3.5" />
              {m.captionHint}
            </p>
            {blank ? null : (
              <CaptionPlate
                ref={captionRef}
                text={text}
                frameWidth={frame.width}
                tabIndex={0}
                role="button"
                aria-roledescription={m.captionRoleDescription}
                aria-label={m.captionDragLabel({ text: text.trim() })}
                data-testid="caption-draggable"
                data-x={Math.round(centre.x)}
                data-y={Math.round(centre.y)}
                className={clsx(
                  'absolute cursor-grab -translate-x-1/2 -translate-y-1/2 outline-offset-2',
                  'active:cursor-grabbing focus-visible:outline-3 focus-visible:outline-swiss',
                )}
                style={{ left: centre.x, top: centre.y }}
                {...dragHandlers}
              />
            )}
          </div>
          <div className="grid w-full gap-1.5" style={{ maxWidth: Math.max(frame.width, 280) }}>
            <label htmlFor={inputId} className="text-sm font-semibold tracking-tight">
              {m.captionInputLabel}
            </label>
            <Input
              id={inputId}
              value={text}
              maxLength={MAX_CAPTION_LENGTH}
              aria-describedby={`${inputId}-count`}
              placeholder={m.captionPlaceholder}
              autoComplete="off"
              enterKeyHint="done"
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                if (!blank) save();
              }}
            />
            {/* the field takes no more: at the limit it says so, rather than the typing just stopping */}
            <p
              id={`${inputId}-count`}
              className={clsx(
                'text-right text-xs',
                atLimit ? 'font-semibold text-swiss-deep' : 'text-ink-soft tabular-nums',
              )}
              data-testid="caption-count"
            >
              {atLimit ? limitReached : m.captionCount({ count: text.length, max: MAX_CAPTION_LENGTH })}
            </p>
            {/* a screen reader hears the limit once it is reached, not the count at every key */}
            <span role="status" className="sr-only">
              {atLimit ? limitReached : null}
            </span>
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={cancel}>
            {m.captionCancel}
          </Button>
          <Button variant="accent" disabled={blank} onClick={save}>
            {m.captionConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
