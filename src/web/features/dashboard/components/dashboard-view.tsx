import { clsx } from 'clsx';
import { useQueryClient } from '@tanstack/react-query';
import { Package, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { SellModal } from '../../../components/sell/sell-modal.tsx';
import type { PosterOrderButtonComponent } from '../../../components/poster/poster-order.ts';
import { downloadBlob, useBorderedPoster } from '../../../lib/bordered-poster.ts';
import { userImagesQueryKey, useUserImages } from '../api/get-user-images.ts';
import type { OwnPoster } from '../api/get-user-images.ts';
import { userPosterStatsQueryKey, useUserPosterStats } from '../../../lib/user-poster-stats.ts';
import { useUnpublishPoster } from '../api/unpublish-poster.ts';
import { OwnPosterDialog } from './own-poster-dialog.tsx';
import { OwnPosterGrid, OwnPosterGridSkeleton } from './own-poster-grid.tsx';
import { StatsStrip } from './stats-strip.tsx';
import { UnpublishDialog } from './unpublish-dialog.tsx';

type DashboardViewProps = {
  /** The checkout's Order (A3) button for the open poster, handed in by the page. */
  OrderButton: PosterOrderButtonComponent;
};

/**
 * /dashboard for a signed-in user (docs/product/community.md#dashboard): figures, the posters with their review state,
 * and the detail dialog.
 */
export function DashboardView({ OrderButton }: DashboardViewProps) {
  const m = useMessages('dashboard');
  const queryClient = useQueryClient();
  const images = useUserImages(true);
  const stats = useUserPosterStats(true);
  const unpublish = useUnpublishPoster();
  const bordered = useBorderedPoster();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [selling, setSelling] = useState<OwnPoster | null>(null);
  const [unpublishing, setUnpublishing] = useState<OwnPoster | null>(null);
  const posters = images.data ?? [];

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: userImagesQueryKey });
    void queryClient.invalidateQueries({ queryKey: userPosterStatsQueryKey });
  };

  const confirmUnpublish = async () => {
    if (!unpublishing) return;
    try {
      await unpublish.mutateAsync(unpublishing.id);
      setUnpublishing(null);
      toast({ title: m.unpublishedTitle, duration: 3000 });
      trackEvent('Dashboard', 'poster_unpublished');
    } catch {
      setUnpublishing(null);
      toast({ title: m.unpublishFailed, variant: 'destructive', duration: 5000 });
    }
  };

  const share = async (poster: OwnPoster) => {
    try {
      const blob = await bordered.mutateAsync(poster.previewPath);
      const file = new File([blob], `poster-${poster.id}.png`, { type: 'image/png' });
      if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
        try {
          await navigator.share({ files: [file], title: poster.name ?? undefined });
        } catch (error) {
          if ((error as Error).name !== 'AbortError') throw error;
        }
        return;
      }
      downloadBlob(blob, file.name);
      toast({ title: m.posterDownloadedTitle, duration: 3000 });
      trackEvent('Share', 'dashboard_downloaded');
    } catch (error) {
      // Sharing failures only reach analytics (docs/product/create.md#after-generation).
      console.warn('Sharing the poster failed.', error);
      trackEvent('Share', 'share_failed');
    }
  };

  let content;
  if (images.isPending) {
    content = <OwnPosterGridSkeleton />;
  } else if (images.isError) {
    content = (
      <div role="alert" className="flex flex-col items-center border-2 border-swiss-deep px-6 py-12 text-center">
        <p className="font-semibold text-swiss-deep">{m.loadFailed}</p>
        <button
          type="button"
          className={buttonClassName({ variant: 'outline', className: 'mt-4' })}
          onClick={() => void images.refetch()}
        >
          {m.tryAgain}
        </button>
      </div>
    );
  } else if (posters.length === 0) {
    content = (
      <div
        className="flex flex-col items-center border-2 border-dashed border-ink/40 px-6 py-16 text-center"
        data-testid="dashboard-empty"
      >
        <h2 className="text-2xl font-bold tracking-tight">{m.emptyTitle}</h2>
        <p className="mt-2 text-ink-soft">{m.emptyText}</p>
        <Link to="/create" className={buttonClassName({ variant: 'accent', className: 'mt-6' })}>
          <Plus aria-hidden="true" className="size-5" strokeWidth={2.5} />
          {m.createPoster}
        </Link>
      </div>
    );
  } else {
    content = <OwnPosterGrid posters={posters} onOpen={setOpenIndex} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 pt-6 pb-16 md:px-8 md:pt-8">
      <StatsStrip stats={stats.data} />
      <Link
        to="/orders"
        className={clsx(
          'inline-flex items-center gap-2 self-start font-semibold underline decoration-1',
          'underline-offset-4 hover:text-swiss-deep hover:decoration-2',
        )}
        data-testid="dashboard-orders-link"
      >
        <Package aria-hidden="true" className="size-4 shrink-0" />
        {m.myOrders}
      </Link>
      <section aria-labelledby="dashboard-posters" className="flex flex-col gap-4">
        <h2 id="dashboard-posters" className="text-xs font-bold tracking-[0.16em] text-ink-soft uppercase">
          {m.postersHeading}
        </h2>
        {content}
      </section>
      <OwnPosterDialog
        OrderButton={OrderButton}
        posters={posters}
        index={openIndex !== null && openIndex < posters.length ? openIndex : null}
        sharing={bordered.isPending}
        nestedOpen={selling !== null || unpublishing !== null}
        onIndexChange={setOpenIndex}
        onPublish={setSelling}
        onUnpublish={setUnpublishing}
        onShare={(poster) => void share(poster)}
      >
        <SellModal
          open={selling !== null}
          onOpenChange={(open) => (open ? undefined : setSelling(null))}
          poster={
            selling ? { id: selling.id, imageUrl: selling.thumbnailPath, name: selling.name, city: selling.city } : null
          }
          onPublished={refresh}
        />
        <UnpublishDialog
          open={unpublishing !== null}
          pending={unpublish.isPending}
          onOpenChange={(open) => (open ? undefined : setUnpublishing(null))}
          onConfirm={() => void confirmUnpublish()}
        />
      </OwnPosterDialog>
    </div>
  );
}
