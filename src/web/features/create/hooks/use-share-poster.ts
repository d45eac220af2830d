import { useCallback } from 'react';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { getSettings } from '../../../lib/settings.ts';
import { downloadBlob, useBorderedPoster } from '../../../lib/bordered-poster.ts';

const FILE_NAME = 'poster.png';

async function copyPageLink(): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    return true;
  } catch {
    return false;
  }
}

/**
 * Share (docs/product/create.md#after-generation): the poster with its white border as a PNG, handed to the system
 * share sheet
 * where the browser can share files, else downloaded with the page link copied. Failures only reach
 * analytics (docs/product/create.md#after-generation).
 */
export function useSharePoster() {
  const m = useMessages('create');
  const sharable = useBorderedPoster();
  const { mutateAsync } = sharable;

  const share = useCallback(
    async (posterUrl: string) => {
      try {
        const blob = await mutateAsync(posterUrl);
        const file = new File([blob], FILE_NAME, { type: 'image/png' });
        if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
          try {
            await navigator.share({ files: [file], title: m.shareTitle({ brand: getSettings().brandName }) });
            trackEvent('Share', 'shared');
          } catch (error) {
            if ((error as Error).name !== 'AbortError') throw error;
          }
          return;
        }
        downloadBlob(blob, FILE_NAME);
        const copied = await copyPageLink();
        toast({ title: m.posterDownloadedTitle, description: copied ? m.linkCopied : undefined, duration: 5000 });
        trackEvent('Share', 'downloaded');
      } catch (error) {
        console.warn('Sharing the poster failed.', error);
        trackEvent('Share', 'share_failed');
      }
    },
    [mutateAsync, m],
  );

  return { share, sharing: sharable.isPending };
}
