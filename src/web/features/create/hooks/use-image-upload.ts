import { useCallback, useState } from 'react';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { checkFileCount, checkImageDataUrl, checkUploadedFile, isImageTooSmall } from '../file-validation.ts';
import type { FileSource, Refusal } from '../file-validation.ts';
import { loadImageSize, readFileAsDataUrl, READ_TIMEOUT_MS, ReadTimeoutError } from '../read-file.ts';

export type UploadedImage = { dataUrl: string; width: number; height: number };

type Handlers = {
  onImage: (image: UploadedImage) => void;
  /** A clip, wherever it arrived: the video flow takes it from here. */
  onVideo: (file: File) => void;
};

const TOAST_MS = 5000;

export function showRefusal(refusal: Refusal) {
  toast({ title: refusal.title, description: refusal.description, variant: 'destructive', duration: TOAST_MS });
}

/**
 * The photo path of the upload panel (docs/product/create.md#uploading-a-photo): one file, the format and size rules, a
 * clip handed to the video flow, the read with its 15 s time-out, the data URL and decode checks, and
 * the small-image warning that lets the upload go on.
 */
export function useImageUpload({ onImage, onVideo }: Handlers) {
  const m = useMessages('create');
  const [reading, setReading] = useState(false);

  const refuse = useCallback((refusal: Refusal, reason: string) => {
    showRefusal(refusal);
    trackEvent('Image', 'upload_error', reason);
  }, []);

  const accept = useCallback(
    async (files: File[], source: FileSource) => {
      if (files.length === 0) return;
      trackEvent('Image', 'upload_attempt', source);
      const tooMany = checkFileCount(files.length, m);
      if (tooMany) return refuse(tooMany, 'too_many_files');
      const file = files[0]!;
      const decision = checkUploadedFile(file, source, m);
      if (decision.kind === 'video') return onVideo(file);
      if (decision.kind === 'refused') return refuse(decision.refusal, decision.analytics);

      setReading(true);
      try {
        let dataUrl: string;
        try {
          dataUrl = await readFileAsDataUrl(file, READ_TIMEOUT_MS);
        } catch (error) {
          const timedOut = error instanceof ReadTimeoutError;
          return refuse(
            timedOut
              ? { title: m.uploadTimeoutTitle, description: m.uploadTimeout }
              : { title: m.uploadErrorTitle, description: m.uploadError },
            timedOut ? 'read_timeout' : 'read_error',
          );
        }
        const badData = checkImageDataUrl(dataUrl, m);
        if (badData) return refuse(badData, 'not_an_image');

        let size: { width: number; height: number };
        try {
          size = await loadImageSize(dataUrl);
        } catch {
          return refuse({ title: m.imageLoadingFailedTitle, description: m.imageLoadingFailed }, 'image_load_failed');
        }
        if (isImageTooSmall(size.width, size.height)) {
          toast({ title: m.imageTooSmallTitle, description: m.imageTooSmall, duration: TOAST_MS });
          trackEvent('Image', 'upload_error', 'too_small');
        } else {
          trackEvent('Image', 'upload_success');
        }
        onImage({ dataUrl, ...size });
      } finally {
        setReading(false);
      }
    },
    [onImage, onVideo, refuse, m],
  );

  return { accept, reading };
}
