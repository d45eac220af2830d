import { clsx } from 'clsx';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { CAPTION_EDGE_SHARE, CAPTION_FONT_SHARE, smallerCaptionType } from '../../../../shared/caption-type.ts';
import type { CaptionPlacement } from '../caption-position.ts';
import type { FrameSize } from '../frame-size.ts';

/** As many tries as the print's layout takes before it settles. */
const MAX_TRIES = 40;

type CaptionPlateProps = HTMLAttributes<HTMLDivElement> & {
  text: string;
  /** The frame the caption is drawn in: type size and wrapping follow its width, as on the poster. */
  frameWidth: number;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The caption as the poster shows it: bold type on a paper-coloured plate, at most three lines. Words that need more
 * take smaller type until they fit, as the print's do (the poster engine's caption.ts): a long caption shows whole.
 */
export function CaptionPlate({ text, frameWidth, className, style, ref, ...props }: CaptionPlateProps) {
  const plate = useRef<HTMLDivElement | null>(null);
  const [fontSize, setFontSize] = useState(frameWidth * CAPTION_FONT_SHARE);
  useLayoutEffect(() => {
    const node = plate.current;
    if (!node) return;
    let size = frameWidth * CAPTION_FONT_SHARE;
    node.style.fontSize = `${size}px`;
    // the clamp hides a fourth line: the plate's content is then taller than the plate
    for (let tries = 0; node.scrollHeight > node.clientHeight + 1 && tries < MAX_TRIES; tries++) {
      size = smallerCaptionType(size, frameWidth);
      node.style.fontSize = `${size}px`;
    }
    setFontSize(size);
  }, [text, frameWidth]);
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      plate.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  const plateStyle: CSSProperties = {
    fontSize: `${fontSize}px`,
    maxWidth: `${frameWidth * (1 - 2 * CAPTION_EDGE_SHARE)}px`,
    ...style,
  };
  return (
    <div
      ref={setRefs}
      className={clsx(
        'w-max bg-paper px-[0.55em] py-[0.32em] text-center leading-[1.22] font-bold break-words',
        'text-ink shadow-[0_1px_0_rgb(20_20_20/0.15)]',
        // CAPTION_MAX_LINES
        '[display:-webkit-box] [-webkit-box-orient:vertical] [-webkit-line-clamp:3] overflow-hidden',
        className,
      )}
      style={plateStyle}
      {...props}
    >
      {text}
    </div>
  );
}

/** A saved caption on the page's frame, at the same relative spot it was placed in the editor. */
export function CaptionOverlay({
  caption,
  frame,
  dimmed,
}: {
  caption: CaptionPlacement;
  frame: FrameSize;
  dimmed: boolean;
}) {
  return (
    <CaptionPlate
      data-testid="caption-overlay"
      text={caption.text}
      frameWidth={frame.width}
      className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 transition-opacity duration-200"
      style={{
        left: `${(caption.x / caption.frameWidth) * 100}%`,
        top: `${(caption.y / caption.frameHeight) * 100}%`,
        opacity: dimmed ? 0.5 : 1,
      }}
    />
  );
}
