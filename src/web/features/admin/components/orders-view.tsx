import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  AlertTriangle,
  ChevronLeft,
  ChevronRight,
  Download,
  FileSpreadsheet,
  Images,
  ListChecks,
  LogOut,
  Printer,
  RefreshCw,
  Search,
} from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ADMIN_ORDERS_PAGE_SIZE, ORDER_STATUSES } from '../../../../shared/admin.ts';
import type { OrderStatus } from '../../../../shared/admin.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError } from '../../../lib/api-request.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { adminLogout } from '../api/admin-session.ts';
import { downloadObjectStorage, downloadPrintFiles, exportOrdersCsv } from '../api/exports.ts';
import { useOrders } from '../api/orders.ts';
import type { OrderKind } from '../api/orders.ts';
import { AdminPageHeader, AdminSpinner } from './admin-gate.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import { OrdersTable } from './orders-table.tsx';

/**
 * /admin/orders (docs/product/admin.md#orders): the two lists with search, status filter, the print lab's "needs
 * attention" filter when the shop has a lab, paging, the exports and the way out.
 */
export function OrdersView() {
  const m = useMessages('admin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<OrderKind>('standard');
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), 300);
  const [status, setStatus] = useState<OrderStatus | 'all'>('all');
  const [needsAttention, setNeedsAttention] = useState(false);
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<number | null>(null);
  const [busy, setBusy] = useState<'csv' | 'zip' | 'prints' | 'logout' | null>(null);

  useEffect(() => setOffset(0), [kind, search, status, needsAttention]);

  const filter = { search, status, needsAttention, offset, limit: ADMIN_ORDERS_PAGE_SIZE };
  const list = useOrders(kind, filter);
  const unauthorised = list.isError && ApiError.of(list.error).status === 401;
  useEffect(() => {
    if (unauthorised) void navigate('/admin/login', { replace: true });
  }, [unauthorised, navigate]);

  const closeDialog = useCallback(() => setOpenId(null), []);

  async function run(what: 'csv' | 'zip' | 'prints' | 'logout', action: () => Promise<void>, failure: string) {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      toast({ title: failure, description: ApiError.of(error).serverMessage ?? undefined, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  const logout = () =>
    run(
      'logout',
      async () => {
        await adminLogout();
        queryClient.removeQueries({ queryKey: ['/api/admin/session'] });
        void navigate('/admin/login');
      },
      m.logoutFailed,
    );

  const pagination = list.data?.pagination;
  const first = pagination && pagination.total > 0 ? pagination.offset + 1 : 0;
  const last = pagination ? pagination.offset + (list.data?.orders.length ?? 0) : 0;

  return (
    <section aria-labelledby="orders-title" className="mx-auto w-full max-w-7xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <AdminPageHeader title={m.ordersTitle}>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void run('csv', exportOrdersCsv, m.exportFailed)}
          disabled={busy === 'csv'}
        >
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          {m.exportCsv}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void run(
              'zip',
              async () => {
                await downloadObjectStorage();
                toast({ title: m.downloadStarted, description: m.downloadStartedText, duration: 4000 });
              },
              m.downloadFailed,
            )
          }
          disabled={busy === 'zip'}
        >
          <Download aria-hidden="true" className="size-4" />
          {m.downloadStorage}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void run(
              'prints',
              async () => {
                await downloadPrintFiles({ type: kind, search, status: status === 'all' ? null : status });
                toast({ title: m.downloadStarted, description: m.printFilesStartedText, duration: 4000 });
              },
              m.downloadFailed,
            )
          }
          disabled={busy === 'prints'}
        >
          <Printer aria-hidden="true" className="size-4" />
          {m.downloadPrintFiles}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RefreshCw aria-hidden="true" className={list.isFetching ? 'size-4 animate-spin' : 'size-4'} />
          {m.refresh}
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/catalogue">
            <Images aria-hidden="true" className="size-4" />
            {m.viewFullImages}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/review">
            <ListChecks aria-hidden="true" className="size-4" />
            {m.reviewQueue}
          </Link>
        </Button>
        <Button variant="primary" size="sm" onClick={() => void logout()} disabled={busy === 'logout'}>
          <LogOut aria-hidden="true" className="size-4" />
          {m.logout}
        </Button>
      </AdminPageHeader>
      <h2 id="orders-title" className="sr-only">
        {kind === 'standard' ? m.standardOrders : m.catalogueOrders}
      </h2>

      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div
          role="group"
          aria-label={m.ordersTitle}
          className="inline-flex self-start border-2 border-ink md:self-auto"
        >
          {(['standard', 'catalogue'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={kind === option}
              onClick={() => setKind(option)}
              className={
                kind === option
                  ? 'h-10 bg-ink px-4 text-sm font-bold text-paper'
                  : 'h-10 px-4 text-sm font-semibold text-ink transition-colors hover:bg-ink/8'
              }
            >
              {option === 'standard' ? m.standardOrders : m.catalogueOrders}
            </button>
          ))}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative sm:w-[27rem]">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-soft"
            />
            <Input
              type="search"
              aria-label={m.searchLabel}
              placeholder={m.searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="pl-9 text-[0.9375rem]"
            />
          </div>
          <select
            aria-label={m.statusFilterLabel}
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus | 'all')}
            className={clsx(
              'h-11 cursor-pointer border-2 border-ink bg-white/70 px-3 text-base font-semibold',
              'focus-visible:outline-3 focus-visible:outline-swiss',
            )}
          >
            <option value="all">{m.allStatuses}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {m.statusLabels[value]}
              </option>
            ))}
          </select>
          {list.data?.printLab || needsAttention ? (
            <button
              type="button"
              aria-pressed={needsAttention}
              onClick={() => setNeedsAttention(!needsAttention)}
              data-testid="needs-attention-filter"
              className={clsx(
                'inline-flex h-11 shrink-0 items-center justify-center gap-2 border-2 px-3 text-sm font-bold ' +
                  'whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-swiss',
                needsAttention ? 'border-swiss bg-swiss text-white' : 'border-ink bg-white/70 text-ink hover:bg-ink/8',
              )}
            >
              <AlertTriangle aria-hidden="true" className="size-4" />
              {m.needsAttention}
            </button>
          ) : null}
        </div>
      </div>

      {list.isPending || unauthorised ? (
        <AdminSpinner />
      ) : list.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 border-2 border-swiss bg-swiss/5 p-6"
          data-testid="orders-error"
        >
          <h2 className="inline-flex items-center gap-2 text-xl font-bold text-swiss-deep">
            <AlertTriangle aria-hidden="true" className="size-5" />
            {kind === 'standard' ? m.errorLoadingOrders : m.errorLoadingCatalogueOrders}
          </h2>
          <p className="text-ink-soft">
            {ApiError.of(list.error).serverMessage ?? (list.error.message || m.unknownError)}
          </p>
          <Button variant="primary" size="sm" onClick={() => void list.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {m.retry}
          </Button>
        </div>
      ) : (
        <>
          <OrdersTable
            kind={kind}
            orders={list.data.orders}
            onView={setOpenId}
            stale={list.isPlaceholderData}
            needsAttention={needsAttention}
          />
          {pagination && pagination.total > 0 ? (
            <nav aria-label={m.pagesLabel} className="mt-4 flex items-center justify-between gap-4 text-sm">
              <span className="text-ink-soft tabular-nums" data-testid="orders-range">
                {m.pageRange({ first, last, total: pagination.total })}
              </span>
              <span className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - ADMIN_ORDERS_PAGE_SIZE))}
                >
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  {m.previousPage}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!pagination.hasMore}
                  onClick={() => setOffset(offset + ADMIN_ORDERS_PAGE_SIZE)}
                >
                  {m.nextPage}
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Button>
              </span>
            </nav>
          ) : null}
        </>
      )}
      <OrderDetailDialog key={kind} kind={kind} orderId={openId} onClose={closeDialog} />
    </section>
  );
}
