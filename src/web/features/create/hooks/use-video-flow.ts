import { useCallback, useEffect, useRef, useState } from 'react';
import { VIDEO_EXTENSIONS } from '../../../../shared/create.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { ApiError } from '../../../lib/api-request.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { uploadVideo } from '../api/upload-video.ts';
import type { UploadedVideo } from '../api/upload-video.ts';
import { checkVideoDuration, fileExtension } from '../file-validation.ts';
import { readFileAsDataUrl, readVideoDuration } from '../read-file.ts';
import { showRefusal } from './use-image-upload.ts';

export type ClipState = {
  filename: string;
  /** What the frame picker plays: the file itself, or the server's copy when this browser cannot play the file. */
  playableUrl: string | null;
  /** Seconds; null until known (a clip only the server could read). */
  duration: number | null;
  uploading: boolean;
  upload: UploadedVideo | null;
};

/** Containers a browser may fail to play (QuickTime with HEVC, AVI): the server's copy is used instead. */
const serverPlayable = new Set(['mov', 'avi']);

/**
 * The video flow (docs/product/create.md#uploading-a-video): extension and metadata checks, the 10 s limit, the upload
 * as a
 * data URL with its flag, and Cancel, which forgets the clip and stops the upload.
 */
export function useVideoFlow(email: string | null) {
  const m = useMessages('create');
  const [clip, setClip] = useState<ClipState | null>(null);
  const session = useRef<{ controller: AbortController; objectUrl: string } | null>(null);

  const stop = useCallback(() => {
    if (!session.current) return;
    session.current.controller.abort();
    URL.revokeObjectURL(session.current.objectUrl);
    session.current = null;
  }, []);

  const clear = useCallback(() => {
    stop();
    setClip(null);
  }, [stop]);

  useEffect(() => stop, [stop]);

  const start = useCallback(
    async (file: File) => {
      stop();
      setClip(null);
      const extension = fileExtension(file.name);
      if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extension)) {
        showRefusal({ title: m.videoErrorTitle, description: m.videoError });
        return trackEvent('Video', 'upload_error', 'unsupported_format');
      }
      const controller = new AbortController();
      const objectUrl = URL.createObjectURL(file);
      session.current = { controller, objectUrl };
      const current = () => session.current?.controller === controller;

      let duration: number | null = null;
      try {
        duration = await readVideoDuration(objectUrl);
      } catch {
        if (!serverPlayable.has(extension)) {
          if (current()) clear();
          showRefusal({ title: m.videoErrorTitle, description: m.videoError });
          return trackEvent('Video', 'upload_error', 'metadata');
        }
      }
      if (!current()) return;
      if (duration !== null) {
        const refusal = checkVideoDuration(duration, m);
        if (refusal) {
          clear();
          showRefusal(refusal);
          return trackEvent('Video', 'upload_rejected_duration', String(Math.round(duration)));
        }
      }
      setClip({
        filename: file.name,
        playableUrl: duration === null ? null : objectUrl,
        duration,
        uploading: true,
        upload: null,
      });

      try {
        let videoData: string;
        try {
          videoData = await readFileAsDataUrl(file);
        } catch {
          if (current()) setClip((state) => state && { ...state, uploading: false });
          showRefusal({ title: m.videoReadError, description: m.videoError });
          return trackEvent('Video', 'upload_error', 'read');
        }
        const upload = await uploadVideo(
          { videoData, filename: file.name, email: email ?? undefined },
          controller.signal,
        );
        if (!current()) return;
        setClip(
          (state) =>
            state && {
              ...state,
              uploading: false,
              upload,
              playableUrl: state.playableUrl ?? upload.compressedVideoPath,
              duration: state.duration ?? upload.durationSeconds,
            },
        );
        trackEvent('Video', 'upload_success');
      } catch (error) {
        if (!current()) return;
        const { code, serverMessage: message } = ApiError.of(error);
        const tooLong = code === 'video_too_long' && message !== null;
        // A clip the server refused outright is of no use to the picker.
        if (tooLong || duration === null) clear();
        else setClip((state) => state && { ...state, uploading: false });
        showRefusal(
          tooLong
            ? { title: m.videoTooLongTitle, description: message! }
            : { title: m.videoUploadFailedTitle, description: m.videoUploadFailed },
        );
        trackEvent('Video', tooLong ? 'upload_rejected_duration' : 'upload_error', 'server');
      }
    },
    [clear, email, stop, m],
  );

  return { clip, start, clear };
}
