import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AdminCataloguePoster } from '../../../../shared/admin.ts';
import { creatorHandle } from '../../../../shared/creator-handle.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError } from '../../../lib/api-request.ts';
import { CatalogueGrid, CatalogueGridSkeleton } from '../../../components/poster/catalogue-grid.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import {
  adminCatalogueQuery,
  setPosterVisibility,
  setSoldCount,
  useAdminCatalogue,
  usePosterAudit,
} from '../api/admin-catalogue.ts';
import { AdminPageHeader } from './admin-gate.tsx';
import { AdminPosterTile } from './admin-poster-tile.tsx';
import { AuditLog } from './audit-log.tsx';

/** /admin/catalogue (docs/product/admin.md#catalogue): the catalogue grid in admin mode, removed posters included. */
export function AdminCatalogueView() {
  const m = useMessages('admin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), 300);
  const list = useAdminCatalogue(search);
  const posters = useMemo(() => list.data?.pages.flatMap((page) => page.images) ?? [], [list.data]);
  const [history, setHistory] = useState<AdminCataloguePoster | null>(null);

  useEffect(() => {
    if (!list.isError) return;
    if (ApiError.of(list.error).status === 401) void navigate('/admin/login', { replace: true });
    else toast({ title: m.failedToLoadImages, description: list.error.message, variant: 'destructive' });
  }, [list.isError, list.error, navigate, m]);

  /** Writes a changed poster into the loaded pages, so the grid keeps its place. */
  const patchPoster = (id: number, change: Partial<AdminCataloguePoster>) =>
    queryClient.setQueryData(adminCatalogueQuery(search).queryKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              images: page.images.map((p) => (p.id === id ? { ...p, ...change } : p)),
            })),
          }
        : data,
    );

  const goLoginOn401 = (error: unknown) => {
    if (ApiError.of(error).status !== 401) return false;
    void navigate('/admin/login');
    return true;
  };

  const visibility = useMutation({
    mutationFn: (poster: AdminCataloguePoster) => setPosterVisibility(poster.id, !poster.isPublic),
    onSuccess: (result, poster) => {
      patchPoster(poster.id, { isPublic: result.isPublic });
      toast({ title: result.message, duration: 3000 });
    },
    onError: (error) => {
      if (!goLoginOn401(error))
        toast({
          title: m.actionFailed,
          description: ApiError.of(error).serverMessage ?? undefined,
          variant: 'destructive',
        });
    },
  });

  const edition = useMutation({
    mutationFn: ({ poster, soldCount }: { poster: AdminCataloguePoster; soldCount: number }) =>
      setSoldCount(poster.id, soldCount),
    onSuccess: (result, { poster }) => {
      patchPoster(poster.id, {
        soldCount: result.soldCount,
        remainingSupply: result.totalSupply - result.soldCount,
        isAvailable: result.soldCount < result.totalSupply,
      });
      toast({ title: m.editionUpdated({ edition: result.editionNumber, total: result.totalSupply }), duration: 2000 });
    },
    onError: (error) => {
      if (!goLoginOn401(error))
        toast({
          title: m.updateFailed,
          description: ApiError.of(error).serverMessage ?? m.failedToUpdateEdition,
          variant: 'destructive',
        });
    },
  });

  const busyId = visibility.isPending
    ? visibility.variables?.id
    : edition.isPending
      ? edition.variables?.poster.id
      : undefined;

  return (
    <section
      aria-labelledby="admin-catalogue-title"
      className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 md:px-8 md:pt-10"
    >
      <AdminPageHeader
        title={m.catalogueTitle}
        back={
          <Button asChild variant="outline" size="icon" className="mt-5 shrink-0">
            <Link to="/admin/orders" aria-label={m.backToOrders}>
              <ArrowLeft aria-hidden="true" className="size-5" />
            </Link>
          </Button>
        }
      >
        <div className="relative w-full sm:w-96">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-soft"
          />
          <Input
            type="search"
            aria-label={m.searchCatalogue}
            placeholder={m.searchCatalogue}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
      </AdminPageHeader>
      <p className="-mt-3 mb-6 text-ink-soft" id="admin-catalogue-title">
        {m.catalogueIntro}
      </p>
      {list.isPending ? (
        <CatalogueGridSkeleton />
      ) : posters.length === 0 ? (
        <div
          className="border-2 border-dashed border-ink/40 px-6 py-16 text-center"
          data-testid="admin-catalogue-empty"
        >
          <p className="text-2xl font-bold tracking-tight">{m.noCataloguePosters}</p>
        </div>
      ) : (
        <CatalogueGrid<AdminCataloguePoster>
          posters={posters}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => {
            if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
          }}
          onOpen={setHistory}
          renderTile={(poster) => (
            <AdminPosterTile
              key={poster.id}
              poster={poster}
              busy={busyId === poster.id}
              onToggleVisibility={(p) => visibility.mutate(p)}
              onSoldCount={(p, soldCount) => edition.mutate({ poster: p, soldCount })}
              onHistory={setHistory}
            />
          )}
        />
      )}
      <PosterHistoryDialog poster={history} onClose={() => setHistory(null)} />
    </section>
  );
}

function PosterHistoryDialog({ poster, onClose }: { poster: AdminCataloguePoster | null; onClose: () => void }) {
  const m = useMessages('admin');
  const common = useMessages('common');
  const audit = usePosterAudit(poster?.id ?? 0, poster !== null);
  return (
    <Dialog open={poster !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent data-testid="poster-history-dialog">
        <DialogHeader>
          <DialogTitle>{poster?.name || m.history}</DialogTitle>
          <DialogDescription>{poster ? creatorHandle(poster.username, common.formerCreator) : ''}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <AuditLog entries={audit.data} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
