import { Type, X } from 'lucide-react';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { CaptionPlacement } from '../caption-position.ts';
import type { FrameSize } from '../frame-size.ts';
import { CaptionOverlay } from './caption-plate.tsx';
import { GeneratingOverlay } from './frame-overlays.tsx';

type ImageStageProps = {
  imageUrl: string;
  frame: FrameSize;
  caption: CaptionPlacement | null;
  editorOpen: boolean;
  generating: boolean;
  onAddText: () => void;
  onRemove: () => void;
};

/** The chosen photo or frame in the portrait frame, with its caption, 'Add text', and the generating overlay. */
export function ImageStage({ imageUrl, frame, caption, editorOpen, generating, onAddText, onRemove }: ImageStageProps) {
  const m = useMessages('create');
  return (
    <div
      className="relative overflow-hidden bg-ink shadow-[0_18px_40px_-24px_rgb(20_20_20/0.6)]"
      style={{ width: frame.width, height: frame.height }}
      data-testid="image-frame"
      aria-busy={generating || undefined}
    >
      <img
        src={imageUrl}
        alt={m.yourImage}
        draggable={false}
        className="size-full object-cover"
        data-testid="uploaded-image"
      />
      {caption ? <CaptionOverlay caption={caption} frame={frame} dimmed={editorOpen} /> : null}
      {generating ? (
        <GeneratingOverlay />
      ) : (
        <>
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
          <Button variant="primary" size="sm" onClick={onAddText} className="absolute bottom-3 left-3">
            <Type aria-hidden="true" className="size-4" strokeWidth={2.5} />
            {caption ? m.editText : m.addText}
          </Button>
        </>
      )}
    </div>
  );
}
