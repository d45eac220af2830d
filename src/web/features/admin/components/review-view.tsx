import { clsx } from 'clsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, LoaderCircle, TriangleAlert, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PendingPoster } from '../../../../shared/admin.ts';
import { PRINT_SIZES, largestSharpSize } from '../../../../shared/print-formats.ts';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError } from '../../../lib/api-request.ts';
import { CatalogueGridSkeleton } from '../../../components/poster/catalogue-grid.tsx';
import { pendingReviewQuery, reviewPoster, usePendingReview } from '../api/admin-catalogue.ts';
import { AdminPageHeader } from './admin-gate.tsx';
import { RejectDialog } from './reject-dialog.tsx';

/**
 * /admin/review (docs/product/admin.md#review-queue): the posters waiting for approval, 20 at a time, approve or reject
 * on hover; a rejection is confirmed in its dialog, with an optional note to the creator.
 */
export function ReviewView() {
  const m = useMessages('admin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = usePendingReview();
  const posters = useMemo(() => list.data?.pages.flatMap((page) => page.images) ?? [], [list.data]);
  const total = list.data?.pages.at(-1)?.pagination.total ?? 0;

  useEffect(() => {
    if (!list.isError) return;
    if (ApiError.of(list.error).status === 401) {
      toast({ title: m.unauthorized, variant: 'destructive' });
      void navigate('/admin/login', { replace: true });
    } else {
      toast({ title: m.failedToFetchPending, variant: 'destructive' });
    }
  }, [list.isError, list.error, navigate, m]);

  // The poster whose rejection is being confirmed (its dialog open).
  const [rejecting, setRejecting] = useState<PendingPoster | null>(null);
  const pendingCount = useRef<HTMLParagraphElement>(null);
  const decide = useMutation({
    mutationFn: ({
      poster,
      decision,
      reason,
    }: {
      poster: PendingPoster;
      decision: 'approve' | 'reject';
      reason?: string;
    }) => reviewPoster(poster.id, decision, reason),
    onSuccess: async (_, { poster, decision }) => {
      // only the dialog of the poster decided closes (an approval may end while another's rejection is asked)
      setRejecting((current) => (current?.id === poster.id ? null : current));
      toast({
        title: decision === 'approve' ? m.approvedTitle : m.rejectedTitle,
        description:
          decision === 'approve'
            ? m.approvedText({ name: poster.name || m.thePoster })
            : m.rejectedText({ name: poster.name || m.thePoster }),
        duration: 3000,
      });
      // The poster leaves the queue at once; the list is then read again (later pages shift by one).
      queryClient.setQueryData(pendingReviewQuery.queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                images: page.images.filter((image) => image.id !== poster.id),
                pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) },
              })),
            }
          : data,
      );
      await queryClient.invalidateQueries({ queryKey: ['admin-catalogue'] });
    },
    onError: (error, { decision }) => {
      if (ApiError.of(error).status === 401) {
        toast({ title: m.unauthorized, variant: 'destructive' });
        void navigate('/admin/login');
        return;
      }
      toast({
        title: decision === 'approve' ? m.approvalFailed : m.rejectionFailed,
        description: ApiError.of(error).serverMessage ?? undefined,
        variant: 'destructive',
      });
    },
  });

  let content;
  if (list.isPending) content = <CatalogueGridSkeleton tiles={8} />;
  else if (list.isError && posters.length === 0)
    content = (
      <div role="alert" className="border-2 border-swiss bg-swiss/5 p-6 text-swiss-deep" data-testid="review-error">
        <p className="font-bold">{m.failedToLoadPending}</p>
        <Button variant="primary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
          {m.retry}
        </Button>
      </div>
    );
  else if (posters.length === 0)
    content = (
      <div className="border-2 border-dashed border-ink/40 px-6 py-16 text-center" data-testid="review-empty">
        <p className="text-2xl font-bold tracking-tight">{m.noPendingTitle}</p>
        <p className="mt-2 text-ink-soft">{m.noPendingText}</p>
      </div>
    );
  else
    content = (
      <>
        <ul
          className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:gap-x-5 md:gap-y-8 lg:grid-cols-4"
          data-testid="review-grid"
        >
          {posters.map((poster) => (
            <ReviewTile
              key={poster.id}
              poster={poster}
              busy={decide.isPending && decide.variables?.poster.id === poster.id}
              onDecide={(decision) =>
                decision === 'approve' ? decide.mutate({ poster, decision }) : setRejecting(poster)
              }
            />
          ))}
        </ul>
        {list.hasNextPage ? (
          <div className="mt-8 flex justify-center">
            <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
              {m.loadMore}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <section className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <AdminPageHeader
        title={m.reviewTitle}
        back={
          <Button asChild variant="outline" size="icon" className="mt-5 shrink-0">
            <Link to="/admin/orders" aria-label={m.backToOrders}>
              <ArrowLeft aria-hidden="true" className="size-5" />
            </Link>
          </Button>
        }
      />
      <p ref={pendingCount} tabIndex={-1} className="-mt-3 mb-6 text-ink-soft outline-none" data-testid="pending-count">
        {m.pendingCount({ count: total })}
      </p>
      {content}
      <RejectDialog
        poster={rejecting}
        busy={decide.isPending && decide.variables?.poster.id === rejecting?.id}
        onCloseAutoFocus={(event, closed) => {
          // rejected, its tile (and the button that opened the dialog) is gone: to the queue's count
          if (document.querySelector(`[data-testid="review-poster"][data-poster-id="${closed?.id}"]`)) return;
          event.preventDefault();
          pendingCount.current?.focus();
        }}
        onReject={(reason) => rejecting && decide.mutate({ poster: rejecting, decision: 'reject', reason })}
        onClose={() => setRejecting(null)}
      />
    </section>
  );
}

function ReviewTile({
  poster,
  busy,
  onDecide,
}: {
  poster: PendingPoster;
  busy: boolean;
  onDecide: (decision: 'approve' | 'reject') => void;
}) {
  const m = useMessages('admin');
  const common = useMessages('common');
  const format = useFormat();
  return (
    <li data-testid="review-poster" data-poster-id={poster.id}>
      <div
        className={clsx(
          'group relative aspect-[1/1.414] overflow-hidden bg-paper-deep',
          'shadow-[0_10px_24px_-18px_rgb(20_20_20/0.7)]',
        )}
      >
        <img
          src={poster.imageUrl}
          alt={poster.name}
          loading="lazy"
          decoding="async"
          width={340}
          height={481}
          className="absolute inset-0 size-full object-cover"
        />
        <div
          className={clsx(
            'absolute inset-0 flex flex-col justify-end gap-1.5 bg-ink/55 p-3 opacity-0',
            'transition duration-200 group-focus-within:opacity-100 group-hover:opacity-100',
            '[@media(hover:none)]:bg-transparent [@media(hover:none)]:opacity-100',
          )}
        >
          <button
            type="button"
            disabled={busy}
            onClick={() => onDecide('approve')}
            className={clsx(
              'inline-flex h-10 items-center justify-center gap-2 bg-emerald-700 text-sm',
              'font-bold text-white transition-colors hover:bg-emerald-800 disabled:opacity-60',
            )}
          >
            <Check aria-hidden="true" className="size-4" />
            {m.approve}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => onDecide('reject')}
            className={clsx(
              'inline-flex h-10 items-center justify-center gap-2 bg-swiss text-sm font-bold',
              'text-white transition-colors hover:bg-swiss-deep disabled:opacity-60',
            )}
          >
            <X aria-hidden="true" className="size-4" />
            {m.reject}
          </button>
        </div>
      </div>
      <p className="mt-2 truncate text-sm leading-tight font-bold tracking-tight md:text-base">{poster.name}</p>
      <p className="truncate text-xs text-ink-soft md:text-sm">
        {m.byUsername({ username: poster.username ?? common.formerCreator })}
      </p>
      {poster.city ? <p className="truncate text-xs text-ink-soft md:text-sm">{poster.city}</p> : null}
      <p className="text-xs font-semibold md:text-sm">
        {m.printsAtPrice({ prints: poster.totalSupply, price: format.price(poster.pricePerUnit) })}
      </p>
      <Sharpness shownPhotoWidth={poster.shownPhotoWidth} />
    </li>
  );
}

/**
 * Whether the photo holds the print (docs/product/pay.md#sizes-and-frames, the 150 DPI the size picker warns under):
 * the largest size it prints sharp at, or a warning where it is soft at every size. Nothing where all are sharp.
 */
function Sharpness({ shownPhotoWidth }: { shownPhotoWidth: number | null }) {
  const m = useMessages('admin');
  if (shownPhotoWidth === null) return null;
  const sharp = largestSharpSize(shownPhotoWidth);
  if (sharp === PRINT_SIZES.at(-1)) return null;
  return sharp ? (
    <p className="text-xs text-ink-soft md:text-sm" data-testid="review-sharpness">
      {m.sharpUpTo({ size: sharp })}
    </p>
  ) : (
    <p
      className="flex items-start gap-1 text-xs font-semibold text-swiss-deep md:text-sm"
      data-testid="review-sharpness"
    >
      <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {m.softEverySize}
    </p>
  );
}
