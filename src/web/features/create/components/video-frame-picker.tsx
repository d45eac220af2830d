import { clsx } from 'clsx';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import type { FrameSize } from '../frame-size.ts';
import type { ClipState } from '../hooks/use-video-flow.ts';
import { formatClock, SLIDER_STEP, toSliderValue } from '../video-clock.ts';
import { VideoUploadingOverlay } from './frame-overlays.tsx';

/** The chosen moment (docs/product/create.md#uploading-a-video), plus the playback copy the result preview plays. */
export type SelectedFrame = {
  frameDataUrl: string;
  timestamp: number;
  videoDuration: number;
  videoPath: string;
  compressedVideoPath: string;
};

const JPEG_QUALITY = 0.9;

/** Draws the frame on screen at the clip's own size, as a JPEG of quality 0.9. */
function captureFrame(video: HTMLVideoElement): string | null {
  if (video.readyState < 2 || !video.videoWidth) return null;
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}

const waitForSeek = (video: HTMLVideoElement) =>
  new Promise<void>((resolve) =>
    video.seeking ? video.addEventListener('seeked', () => resolve(), { once: true }) : resolve(),
  );

type VideoFramePickerProps = {
  clip: ClipState;
  frame: FrameSize;
  onCancel: () => void;
  onUse: (frame: SelectedFrame) => void;
};

/**
 * The frame picker (docs/product/create.md#uploading-a-video): the clip, play/pause, restart, m:ss clock, a 0.1 s
 * slider, Cancel and
 * 'Use This Frame', which waits for the upload and a decoded frame and says why when clicked too early.
 */
export function VideoFramePicker({ clip, frame, onCancel, onUse }: VideoFramePickerProps) {
  const m = useMessages('create');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(clip.duration ?? 0);
  const [playing, setPlaying] = useState(false);
  const [frameReady, setFrameReady] = useState(false);
  // The clip is shown whole, so the box takes its shape (at most the poster frame's height).
  const [aspect, setAspect] = useState<number | null>(null);
  const boxHeight = aspect ? Math.round(Math.min(frame.height, Math.max(180, frame.width / aspect))) : frame.height;

  useEffect(() => {
    if (clip.duration) setDuration(clip.duration);
  }, [clip.duration]);

  const videoPath = clip.upload?.videoPath ?? null;
  const blockedBy = clip.uploading
    ? ({ title: m.videoStillUploadingTitle, description: m.videoStillUploading } as const)
    : !frameReady
      ? ({ title: m.noFrameSelectedTitle, description: m.noFrameSelected } as const)
      : !videoPath
        ? ({ title: m.videoUploadIncompleteTitle, description: m.videoUploadIncomplete } as const)
        : null;

  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.pause();
    video.currentTime = seconds;
    setTime(seconds);
  };

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => setPlaying(false));
    else video.pause();
  };

  const chooseFrame = async () => {
    const video = videoRef.current;
    if (blockedBy || !video || !clip.upload) {
      toast({
        ...(blockedBy ?? { title: m.noFrameSelectedTitle, description: m.noFrameSelected }),
        variant: 'destructive',
        duration: 5000,
      });
      return;
    }
    video.pause();
    await waitForSeek(video);
    const frameDataUrl = captureFrame(video);
    if (!frameDataUrl) {
      toast({ title: m.noFrameSelectedTitle, description: m.noFrameSelected, variant: 'destructive', duration: 5000 });
      return;
    }
    trackEvent('Video', 'frame_selected', video.currentTime.toFixed(1));
    onUse({
      frameDataUrl,
      timestamp: video.currentTime,
      videoDuration: duration || video.duration,
      videoPath: clip.upload.videoPath,
      compressedVideoPath: clip.upload.compressedVideoPath,
    });
  };

  return (
    <div className="flex flex-col gap-3" style={{ width: frame.width }} data-testid="frame-picker">
      <h2 className="text-lg leading-snug font-bold tracking-tight text-balance">{m.framePickerTitle}</h2>
      <div
        className="relative overflow-hidden bg-ink transition-[height] duration-300"
        style={{ width: frame.width, height: boxHeight }}
      >
        {clip.playableUrl ? (
          <video
            ref={videoRef}
            src={clip.playableUrl}
            aria-label={m.framePickerVideoLabel}
            muted
            playsInline
            preload="auto"
            className="size-full object-contain"
            onLoadedMetadata={(event) => {
              const { duration: length, videoWidth, videoHeight } = event.currentTarget;
              if (Number.isFinite(length)) setDuration(length);
              if (videoWidth && videoHeight) setAspect(videoWidth / videoHeight);
            }}
            onLoadedData={() => setFrameReady(true)}
            onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
          />
        ) : null}
        {clip.uploading ? <VideoUploadingOverlay /> : null}
      </div>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          onClick={togglePlay}
          aria-label={playing ? m.pause : m.play}
          disabled={!clip.playableUrl}
        >
          {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
        </Button>
        <Button variant="ghost" size="icon" onClick={() => seek(0)} aria-label={m.restart} disabled={!clip.playableUrl}>
          <RotateCcw aria-hidden="true" className="size-5" />
        </Button>
        <p className="ml-auto text-sm font-semibold tabular-nums" data-testid="frame-picker-clock">
          <span>{formatClock(time)}</span>
          <span className="text-ink-soft"> / {formatClock(duration)}</span>
        </p>
      </div>
      <input
        type="range"
        min={0}
        max={Math.max(duration, SLIDER_STEP)}
        step={SLIDER_STEP}
        value={toSliderValue(Math.min(time, duration))}
        disabled={!clip.playableUrl}
        aria-label={m.momentSlider}
        aria-valuetext={`${formatClock(time)} / ${formatClock(duration)}`}
        onChange={(event) => seek(Number(event.target.value))}
        className="h-2 w-full cursor-pointer accent-swiss disabled:cursor-not-allowed"
      />
      <div className="mt-1 grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={onCancel}>
          {m.cancel}
        </Button>
        <Button
          variant="accent"
          aria-disabled={blockedBy ? true : undefined}
          onClick={() => void chooseFrame()}
          className={clsx(blockedBy && 'cursor-not-allowed opacity-50 hover:bg-swiss')}
          data-testid="use-this-frame"
        >
          {clip.uploading ? m.uploadingVideo : m.useThisFrame}
        </Button>
      </div>
    </div>
  );
}
