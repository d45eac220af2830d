import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Slide } from '../../../../shared/slides.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';

/** Each image shows this long (docs/product/accounts.md#landing-header-footer). */
export const IMAGE_SLIDE_MS = 1000;
/** Moves on from the video if `ended` never comes (autoplay blocked, say); longer videos get their length. */
export const VIDEO_SAFETY_MS = 12_000;
export const INTRO_VIDEO_POSTER = '/media/slides/intro-poster.webp';

/** Sets `muted` as attribute and property: React sets only the property, and autoplay needs both on some browsers. */
function muteVideo(video: HTMLVideoElement | null) {
  if (!video) return;
  video.muted = true;
  video.defaultMuted = true;
  video.setAttribute('muted', '');
}

/**
 * The landing slideshow (docs/product/accounts.md#landing-header-footer): the video first, advancing when it ends, then
 * each image for
 * one second, looping. Posters sit in a portrait 1:1.414 frame. The next slide is mounted ahead so it
 * is ready when its turn comes.
 */
export function Slideshow({ slides }: { slides: Slide[] }) {
  const text = useMessages('shell').landing;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  const videoRef = useRef<HTMLVideoElement>(null);
  const count = slides.length;
  const currentType = slides[index]?.type;

  const advance = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  /** Advances only while the video is the slide shown (its events can arrive late). */
  const advanceFromVideo = useCallback(
    () => setIndex((i) => (slides[i]?.type === 'video' ? (i + 1) % count : i)),
    [slides, count],
  );

  useEffect(() => {
    const next = (index + 1) % count;
    setMounted((previous) => (previous.has(next) ? previous : new Set(previous).add(next)));
  }, [index, count]);

  useEffect(() => {
    if (currentType === 'video' && videoRef.current) videoRef.current.currentTime = 0;
  }, [index, currentType]);

  useEffect(() => {
    if (paused || currentType !== 'image') return;
    const timer = setTimeout(advance, IMAGE_SLIDE_MS);
    return () => clearTimeout(timer);
  }, [index, paused, currentType, advance]);

  useEffect(() => {
    const video = videoRef.current;
    if (currentType !== 'video' || !video) return;
    if (paused) {
      video.pause();
      return;
    }
    if (video.error) {
      const timer = setTimeout(advanceFromVideo, IMAGE_SLIDE_MS);
      return () => clearTimeout(timer);
    }
    video.play().catch(() => {
      // Autoplay refused: the poster frame shows and the safety timer moves on.
    });
    let timer: ReturnType<typeof setTimeout>;
    const moveOnUnlessPlaying = () => {
      const playing = !video.paused && !video.ended && Number.isFinite(video.duration);
      const remainingMs = playing ? (video.duration - video.currentTime) * 1000 : 0;
      if (remainingMs > 0) timer = setTimeout(moveOnUnlessPlaying, remainingMs + 1000);
      else advanceFromVideo();
    };
    timer = setTimeout(moveOnUnlessPlaying, VIDEO_SAFETY_MS);
    return () => {
      clearTimeout(timer);
      video.pause();
    };
  }, [index, paused, currentType, advanceFromVideo]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={text.slideshowLabel}
      className="poster-frame relative mx-auto md:mx-0"
    >
      <div className="bg-white p-2 shadow-[0_30px_60px_-28px_rgb(20_20_20/0.55)] md:p-3">
        <div
          data-testid="slideshow"
          data-slide-index={index}
          data-slide-type={currentType}
          aria-live="off"
          className="relative aspect-[1/1.414] overflow-hidden bg-paper-deep"
        >
          {slides.map((slide, i) => {
            const isCurrent = i === index;
            const slideClass = clsx(
              'absolute inset-0 transition-opacity duration-300 motion-reduce:transition-none',
              isCurrent ? 'opacity-100' : 'opacity-0',
            );
            return (
              <div
                key={slide.src}
                role="group"
                aria-roledescription="slide"
                aria-label={text.slideLabel({ position: i + 1, total: count })}
                aria-hidden={!isCurrent}
                className={slideClass}
              >
                {slide.type === 'video' ? (
                  <video
                    ref={(video) => {
                      videoRef.current = video;
                      muteVideo(video);
                    }}
                    className="size-full object-cover"
                    src={slide.src}
                    poster={INTRO_VIDEO_POSTER}
                    aria-label={slide.type === 'video' ? text.introVideoLabel : imageAlt(slides, i, text.slideAlts)}
                    muted
                    autoPlay
                    playsInline
                    preload="auto"
                    onEnded={advanceFromVideo}
                    onError={advanceFromVideo}
                  />
                ) : mounted.has(i) ? (
                  <img
                    className="size-full object-cover"
                    src={slide.src}
                    alt={imageAlt(slides, i, text.slideAlts)}
                    width={707}
                    height={1000}
                    decoding="async"
                    draggable={false}
                  />
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-4 flex items-center gap-3">
        <ol aria-hidden="true" className="flex flex-1 gap-1">
          {slides.map((slide, i) => (
            <li
              key={slide.src}
              className={clsx('h-[3px] flex-1 transition-colors', i === index ? 'bg-swiss' : 'bg-ink/15')}
            />
          ))}
        </ol>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? text.playSlideshow : text.pauseSlideshow}
          title={paused ? text.playSlideshow : text.pauseSlideshow}
          className={clsx(
            'inline-flex size-8 items-center justify-center text-ink transition-colors',
            'hover:bg-ink hover:text-paper focus-visible:outline-3 focus-visible:outline-swiss',
          )}
        >
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        </button>
      </div>
    </section>
  );
}

/** A poster image's description in the visitor's language: the catalogue lists them in the slides' image order. */
function imageAlt(slides: Slide[], index: number, alts: readonly string[]): string {
  const position = slides.slice(0, index).filter((slide) => slide.type === 'image').length;
  return alts[position] ?? '';
}
