import { clsx } from 'clsx';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import type { GeneratedPoster } from '../api/generate-poster.ts';
import { FRAME_RATIO } from '../frame-size.ts';
import type { FrameSize } from '../frame-size.ts';
import type { SelectedFrame } from './video-frame-picker.tsx';
import { VideoPosterPreview } from '../../../components/poster/video-poster-preview.tsx';

/** The glow around a fresh poster: a gold hairline and two soft halos. */
const GLOW_CLASSES = clsx(
  'scale-[1.03]',
  'shadow-[0_0_0_1px_rgb(200_162_74/0.7),0_0_36px_6px_rgb(200_162_74/0.55),0_0_110px_28px_rgb(200_162_74/0.32)]',
);

/** The white border around the result (docs/product/create.md#the-create-page). */
const BORDER_PX = 30;

type PosterResultProps = {
  poster: GeneratedPoster;
  frame: FrameSize;
  glow: boolean;
  styleName: string;
  /** The clip behind the poster and its moment, when it has one. */
  video: Pick<SelectedFrame, 'compressedVideoPath' | 'timestamp'> | null;
};

/**
 * The generated poster in the frame: a 30 px white border, a slight scale-up and the golden glow, which
 * turn on together 200 ms after the result appears. With a clip, the clip plays and the poster appears
 * at its moment.
 */
export function PosterResult({ poster, frame, glow, styleName, video }: PosterResultProps) {
  const m = useMessages('create');
  // The poster keeps its A3 ratio inside the border, and the whole stays within the frame.
  const innerHeight = Math.round(Math.min(frame.height - 2 * BORDER_PX, (frame.width - 2 * BORDER_PX) / FRAME_RATIO));
  const innerWidth = Math.round(innerHeight * FRAME_RATIO);
  const alt = m.posterAlt({ styleName: styleName });
  return (
    <div
      data-testid="poster-result"
      data-glow={glow ? 'on' : 'off'}
      className={clsx(
        'relative bg-white transition-[transform,box-shadow] duration-700 ease-out',
        glow ? GLOW_CLASSES : 'scale-100 shadow-[0_18px_40px_-24px_rgb(20_20_20/0.6)]',
      )}
      style={{ padding: BORDER_PX, width: innerWidth + 2 * BORDER_PX, height: innerHeight + 2 * BORDER_PX }}
    >
      <div className="relative overflow-hidden bg-paper-deep" style={{ width: innerWidth, height: innerHeight }}>
        {video ? (
          <VideoPosterPreview
            videoUrl={video.compressedVideoPath}
            posterUrl={poster.previewUrl}
            posterAlt={alt}
            timestamp={video.timestamp}
          />
        ) : (
          <img src={poster.previewUrl} alt={alt} data-testid="poster-image" className="size-full object-cover" />
        )}
      </div>
    </div>
  );
}
