import { Minus, Plus, RotateCcw, Type, X } from 'lucide-react';
import type { PosterWindow } from '../../../../shared/create.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { CaptionPlacement } from '../caption-position.ts';
import type { FrameSize } from '../frame-size.ts';
import { ZOOM_STEP } from '../hooks/use-window-gestures.ts';
import { reachesPastPhoto, stageSize, zoomedWindow } from '../poster-window.ts';
import type { PhotoSize, WindowBounds } from '../poster-window.ts';
import { GeneratingOverlay } from './frame-overlays.tsx';
import { WindowPicker } from './window-picker.tsx';

/** The poster's window over the photo (see usePosterWindow): null until the photo's size is known. */
export type WindowChoice = {
  photo: PhotoSize | null;
  window: PosterWindow | null;
  /** How far the window may zoom out, and the part of it that shows the photo (see WindowPicker). */
  bounds: WindowBounds;
  isSuggested: boolean;
  moved: boolean;
  move: (window: PosterWindow) => void;
  reset: () => void;
};

/** A stage lower than this (a landscape photo on a phone) gets the compact generating overlay. */
const COMPACT_BELOW = 300;

type ImageStageProps = {
  imageUrl: string;
  /** The room the photo may take on the page. */
  box: FrameSize;
  choice: WindowChoice;
  caption: CaptionPlacement | null;
  editorOpen: boolean;
  generating: boolean;
  onAddText: () => void;
  onRemove: () => void;
};

/**
 * The chosen photo or frame with the poster's window over it and its caption; under it 'Add text', the zoom and
 * Reset (kept off the photo, whose corners the window may need); the generating overlay
 * (docs/product/create.md#the-posters-window).
 */
export function ImageStage({
  imageUrl,
  box,
  choice,
  caption,
  editorOpen,
  generating,
  onAddText,
  onRemove,
}: ImageStageProps) {
  const m = useMessages('create');
  const { photo, window, bounds } = choice;
  if (!photo || !window) {
    return (
      <div aria-busy="true" className="animate-pulse bg-ink/10" style={{ width: box.width, height: box.height }} />
    );
  }
  const stage = stageSize(photo, box);
  const zoom = (factor: number) => choice.move(zoomedWindow(window, factor, photo, bounds));

  return (
    <div className="flex flex-col gap-3" style={{ width: stage.width }}>
      <WindowPicker
        imageUrl={imageUrl}
        photo={photo}
        window={window}
        bounds={bounds}
        stage={stage}
        caption={caption}
        captionDimmed={editorOpen}
        interactive={!generating}
        onMove={choice.move}
      >
        {generating ? (
          <GeneratingOverlay compact={stage.height < COMPACT_BELOW} />
        ) : (
          <Button
            variant="primary"
            size="icon"
            aria-label={m.removeImage}
            title={m.removeImage}
            onClick={onRemove}
            className="absolute top-3 right-3"
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        )}
      </WindowPicker>
      {generating ? null : (
        <div className="flex flex-col gap-2">
          <p className="text-xs text-ink-soft" data-testid="window-hint">
            {bounds.shows
              ? m.windowShowsPart
              : reachesPastPhoto(window)
                ? m.windowPaintsRest
                : choice.isSuggested
                  ? m.windowSuggested
                  : m.windowHint}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button variant="primary" size="sm" className="min-h-10" onClick={onAddText}>
              <Type aria-hidden="true" className="size-4" strokeWidth={2.5} />
              {caption ? m.editText : m.addText}
            </Button>
            <div className="flex items-center gap-1.5">
              <Button
                variant="outline"
                size="icon"
                aria-label={m.zoomOut}
                title={m.zoomOut}
                onClick={() => zoom(1 / ZOOM_STEP)}
              >
                <Minus aria-hidden="true" className="size-4" strokeWidth={2.5} />
              </Button>
              <Button
                variant="outline"
                size="icon"
                aria-label={m.zoomIn}
                title={m.zoomIn}
                onClick={() => zoom(ZOOM_STEP)}
              >
                <Plus aria-hidden="true" className="size-4" strokeWidth={2.5} />
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="min-h-10"
                aria-label={m.resetWindowLabel}
                disabled={!choice.moved}
                onClick={choice.reset}
              >
                <RotateCcw aria-hidden="true" className="size-4" strokeWidth={2.5} />
                {m.resetWindow}
              </Button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
