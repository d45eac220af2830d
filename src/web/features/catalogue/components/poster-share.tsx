import { Download, Link2, LoaderCircle, Share2 } from 'lucide-react';
import type { CataloguePoster } from '../../../../shared/catalogue.ts';
import { creatorHandle } from '../../../../shared/creator-handle.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { downloadBlob, useBorderedPoster } from '../../../lib/bordered-poster.ts';
import { posterShareUrl } from '../poster-param.ts';
import { useHydrated } from '../../../hooks/use-hydrated.ts';

/**
 * Share a catalogue poster (docs/product/catalogue.md#sharing): copy its link, the system share sheet where there is
 * one, the bordered PNG.
 */
export function PosterShare({ poster }: { poster: CataloguePoster }) {
  const m = useMessages('catalogue');
  const common = useMessages('common');
  const bordered = useBorderedPoster();
  // The share sheet is the browser's to offer: asked after hydration, so the server's HTML matches the first render.
  const hydrated = useHydrated();
  const link = hydrated ? posterShareUrl(window.location.origin, poster) : '';
  const canShare = hydrated && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: m.linkCopiedTitle, description: m.linkCopiedText, duration: 3000 });
      trackEvent('Share', 'catalogue_link_copied');
    } catch {
      toast({ title: m.copyFailed, description: link, duration: 5000 });
    }
  };

  const shareNative = async () => {
    try {
      await navigator.share({
        title: m.shareTitle({ name: poster.name, creator: creatorHandle(poster.username, common.formerCreator) }),
        url: link,
      });
      trackEvent('Share', 'catalogue_shared');
    } catch (error) {
      if ((error as Error).name !== 'AbortError') trackEvent('Share', 'share_failed');
    }
  };

  const download = async () => {
    try {
      const blob = await bordered.mutateAsync(poster.fullImageUrl || poster.previewUrl);
      downloadBlob(blob, `poster-${poster.id}.png`);
      trackEvent('Share', 'catalogue_png_downloaded');
    } catch (error) {
      // Sharing failures only reach analytics (docs/product/accounts.md#analytics-and-consent).
      console.warn('Downloading the poster failed.', error);
      trackEvent('Share', 'share_failed');
    }
  };

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={m.share}>
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        <Link2 aria-hidden="true" className="size-4" />
        {m.copyLink}
      </Button>
      {canShare ? (
        <Button variant="outline" size="sm" onClick={() => void shareNative()}>
          <Share2 aria-hidden="true" className="size-4" />
          {m.shareWith}
        </Button>
      ) : null}
      <Button variant="outline" size="sm" onClick={() => void download()} disabled={bordered.isPending}>
        {bordered.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {m.downloadPng}
      </Button>
    </div>
  );
}
