import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../lib/i18n/i18n.tsx';
import type { PosterPictures } from '../../../shared/poster-pictures.ts';
import { PosterPicture } from './poster-picture.tsx';

/** The poster's moment in the clip (docs/product/create.md#after-generation): a 500 ms fade, a 3 s pause. */
const FADE_MS = 500;
const PAUSE_MS = 3000;

type VideoPosterPreviewProps = {
  videoUrl: string;
  posterUrl: string;
  posterAlt: string;
  /** The poster's pictures in every width, and how wide the frame draws it (decision 039). */
  posterPictures?: PosterPictures | null;
  posterSizes?: string;
  timestamp: number;
  /** False holds the clip paused at its start with the poster hidden (the feed plays only the post in view). */
  playing?: boolean;
  /** How much of the clip the browser may load ahead while it is not playing. */
  preload?: 'auto' | 'metadata' | 'none';
  videoLabel?: string;
  /** Shown as the video's own poster frame until it plays. */
  stillUrl?: string;
};

/**
 * The clip plays muted and looping in the frame; at the chosen moment the poster fades in over it, the
 * clip waits 3 s, then plays on while the poster fades out.
 */
export function VideoPosterPreview({
  videoUrl,
  posterUrl,
  posterAlt,
  posterPictures = null,
  posterSizes = '100vw',
  timestamp,
  playing = true,
  preload = 'auto',
  videoLabel,
  stillUrl,
}: VideoPosterPreviewProps) {
  const m = useMessages('create');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [posterShown, setPosterShown] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!playing) {
      video.pause();
      setPosterShown(false);
      return;
    }
    let previous = video.currentTime;
    let frame = 0;
    let resume: ReturnType<typeof setTimeout> | undefined;

    const watch = () => {
      const now = video.currentTime;
      // Reaching the moment, or looping past it when it sits at the very end.
      const reached = previous < timestamp && (now >= timestamp || now < previous);
      previous = now;
      if (reached && !video.paused) {
        video.pause();
        setPosterShown(true);
        resume = setTimeout(() => {
          setPosterShown(false);
          previous = video.currentTime;
          void video.play().catch(() => {});
          frame = requestAnimationFrame(watch);
        }, PAUSE_MS);
        return;
      }
      frame = requestAnimationFrame(watch);
    };
    if (video.paused) void video.play().catch(() => {});
    frame = requestAnimationFrame(watch);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(resume);
    };
  }, [timestamp, playing]);

  return (
    <div className="relative size-full bg-ink">
      <video
        ref={videoRef}
        src={videoUrl}
        poster={stillUrl}
        aria-label={videoLabel ?? m.framePickerVideoLabel}
        muted
        loop
        playsInline
        autoPlay={playing}
        preload={playing ? 'auto' : preload}
        className="size-full object-cover"
        data-testid="poster-video"
        data-playing={playing || undefined}
      />
      <PosterPicture
        pictures={posterPictures}
        sizes={posterSizes}
        src={posterUrl}
        alt={posterAlt}
        data-testid="poster-image"
        data-shown={posterShown || undefined}
        className="absolute inset-0 size-full object-cover transition-opacity ease-in-out"
        style={{ opacity: posterShown ? 1 : 0, transitionDuration: `${FADE_MS}ms` }}
      />
    </div>
  );
}
