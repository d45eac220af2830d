import { clsx } from 'clsx';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { AdminCatalogueOrder, AdminOrder, AdminPrintMaster } from '../../../../shared/admin.ts';
import { formatLabel, formatOf } from '../../../../shared/print-formats.ts';
import type { AreaTexts } from '../../../../shared/i18n/catalogue.ts';
import { useFormat, useMessages, usePreloadedAreas } from '../../../lib/i18n/i18n.tsx';
import { styleName as nameOfStyle } from '../../../../shared/style-names.ts';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { absoluteImageUrl, orderDetailQuery } from '../api/orders.ts';
import type { CatalogueOrderDetail, OrderKind, StandardOrderDetail } from '../api/orders.ts';
import { useOrderStatus } from '../use-order-status.ts';
import { AuditLog } from './audit-log.tsx';
import { DetailRow } from './detail-row.tsx';
import { OrderAfterSalePanel } from './order-after-sale.tsx';
import { OrderLabPanel } from './order-lab-panel.tsx';
import { StatusSelect } from './status-select.tsx';

const orNA = (value: string | null | undefined, m: AreaTexts<'admin'>) =>
  value && value.trim() ? value : m.notAvailable;
export const styleName = (style: string | null | undefined, m: AreaTexts<'admin'>) =>
  style ? nameOfStyle(style) : m.standardStyle;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="mb-1 text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">{title}</h3>
      <dl>{children}</dl>
    </section>
  );
}

/** One line: the size, the master's pixels and a link the admin opens signed in (or that the job still makes it). */
function PrintFile({ master }: { master: AdminPrintMaster }) {
  const m = useMessages('admin');
  const url = absoluteImageUrl(master.url);
  return (
    <span data-testid="print-file">
      {m.printFilePixels({ size: master.size, width: master.width, height: master.height })}
      {' · '}
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
          {m.printFileOpen}
        </a>
      ) : (
        <span className="font-normal text-ink-soft">{m.printFilePending}</span>
      )}
    </span>
  );
}

function CustomerInfo({ order }: { order: AdminOrder | AdminCatalogueOrder }) {
  const m = useMessages('admin');
  const { country } = useFormat();
  return (
    <Section title={m.customerInfo}>
      <DetailRow label={m.name}>{orNA(`${order.firstName ?? ''} ${order.lastName ?? ''}`, m)}</DetailRow>
      <DetailRow label={m.email}>{orNA(order.email, m)}</DetailRow>
      <DetailRow label={m.address}>{orNA(order.address, m)}</DetailRow>
      <DetailRow label={m.city}>{orNA(order.city, m)}</DetailRow>
      <DetailRow label={m.postalCode}>{orNA(order.zipCode, m)}</DetailRow>
      {order.state ? <DetailRow label={m.region}>{order.state}</DetailRow> : null}
      <DetailRow label={m.country}>{orNA(order.country && country(order.country), m)}</DetailRow>
    </Section>
  );
}

/**
 * The View dialog of an order (docs/product/admin.md#orders): every field, N/A for a missing one, the status selector,
 * the print lab's side when a lab has it, the after-sale panel and the audit log.
 */
export function OrderDetailDialog({
  kind,
  orderId,
  onClose,
}: {
  kind: OrderKind;
  orderId: number | null;
  onClose: () => void;
}) {
  const m = useMessages('admin');
  // The after-sale panel appears once the order has loaded: its words come with the dialog, never mid-flow.
  usePreloadedAreas('afterSale', 'prints');
  // The last order shown stays in place while the dialog plays its closing animation.
  const shownId = useRef(orderId);
  if (orderId !== null) shownId.current = orderId;
  const detail = useQuery({
    ...orderDetailQuery(kind, shownId.current ?? 0),
    enabled: shownId.current !== null,
    // A refund is pending until the payment provider confirms it: look again until it settles.
    refetchInterval: (query) =>
      query.state.data?.afterSale?.refunds.some((refund) => refund.status === 'pending') ? 1500 : false,
  });
  const status = useOrderStatus(kind);

  useEffect(() => {
    if (!detail.isError || orderId === null) return;
    toast({
      title: m.error,
      description: kind === 'catalogue' ? m.failedToLoadCatalogueOrder : m.failedToLoadOrder,
      variant: 'destructive',
    });
    onClose();
  }, [detail.isError, orderId, kind, onClose, m]);

  const data = detail.data;
  const order = data?.order;
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" data-testid="order-dialog">
        <DialogHeader>
          <DialogTitle>{kind === 'catalogue' ? m.catalogueOrderDetails : m.orderDetails}</DialogTitle>
          <DialogDescription className="font-mono">{order?.confirmationId ?? '…'}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {!data || !order ? (
            <div role="status" className="flex justify-center py-12 text-ink-soft">
              <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
              <span className="sr-only">{m.loading}</span>
            </div>
          ) : (
            <>
              {kind === 'standard' ? (
                <StandardOrderBody detail={data as StandardOrderDetail} />
              ) : (
                <CatalogueOrderBody detail={data as CatalogueOrderDetail} />
              )}
              <section className="mt-5 flex items-center justify-between gap-4 bg-paper-deep px-4 py-3">
                <span className="text-sm font-bold">{m.updateStatus}</span>
                <StatusSelect
                  size="md"
                  value={order.status}
                  allowed={order.allowedStatuses}
                  label={m.updateStatus}
                  disabled={status.isPending}
                  onChange={(next) =>
                    status.mutate({ id: order.id, status: next, confirmationId: order.confirmationId })
                  }
                />
              </section>
              {order.lab ? <OrderLabPanel kind={kind} order={{ ...order, lab: order.lab }} /> : null}
              {data.afterSale ? <OrderAfterSalePanel kind={kind} order={order} afterSale={data.afterSale} /> : null}
              <AuditLog entries={data.audit} />
            </>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

function StandardOrderBody({ detail }: { detail: StandardOrderDetail }) {
  const m = useMessages('admin');
  const prints = useMessages('prints');
  const format = useFormat();
  const { order } = detail;
  const image = absoluteImageUrl(order.posterImageUrl) ?? absoluteImageUrl(order.originalImageUrl);
  return (
    <div className="grid gap-6 sm:grid-cols-[11rem_1fr]">
      <div>
        {image ? (
          <img
            src={image}
            alt={m.posterImage}
            className="aspect-[1/1.414] w-full bg-paper-deep object-cover shadow-md"
            data-testid="order-image"
          />
        ) : (
          <div
            className={clsx(
              'flex aspect-[1/1.414] w-full items-center justify-center border-2 border-dashed',
              'border-ink/30 p-3 text-center text-sm text-ink-soft',
            )}
          >
            {m.noImageAvailable}
          </div>
        )}
        <p className="mt-2 text-sm font-semibold">{styleName(order.style, m)}</p>
      </div>
      <div>
        <CustomerInfo order={order} />
        <Section title={m.orderInfo}>
          <DetailRow label={m.date}>{format.dateTime(order.createdAt)}</DetailRow>
          <DetailRow label={m.amount}>{format.price(order.amount)}</DetailRow>
          <DetailRow label={m.status}>{m.statusLabels[order.status]}</DetailRow>
          <DetailRow label={m.style}>{styleName(order.style, m)}</DetailRow>
          <DetailRow label={m.printFormat}>
            <span data-testid="order-format">{formatLabel(prints, formatOf(order))}</span>
          </DetailRow>
          <DetailRow label={m.printFile}>
            <PrintFile master={order.printMaster} />
          </DetailRow>
        </Section>
      </div>
    </div>
  );
}

function CatalogueOrderBody({ detail }: { detail: CatalogueOrderDetail }) {
  const m = useMessages('admin');
  const prints = useMessages('prints');
  const common = useMessages('common');
  const format = useFormat();
  const { order, items } = detail;
  return (
    <>
      <div className="grid gap-x-8 sm:grid-cols-2">
        <CustomerInfo order={order} />
        <Section title={m.orderInfo}>
          <DetailRow label={m.date}>{format.dateTime(order.createdAt)}</DetailRow>
          <DetailRow label={m.amount}>{format.price(order.amount)}</DetailRow>
          <DetailRow label={m.status}>{m.statusLabels[order.status]}</DetailRow>
          <DetailRow label={m.itemCountLabel}>{m.itemCount({ count: items.length })}</DetailRow>
          <DetailRow label={m.quantity}>{order.quantity}</DetailRow>
        </Section>
      </div>
      <section className="mt-5">
        <h3 className="mb-2 text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">{m.items}</h3>
        <ul className="divide-y divide-ink/10 border-y border-ink/10" data-testid="order-items">
          {items.map((item) => {
            const image = absoluteImageUrl(item.posterImageUrl);
            return (
              <li key={item.id} className="flex items-center gap-4 py-3">
                {image ? (
                  <img
                    src={image}
                    alt={item.name ?? m.posterImage}
                    className="aspect-[1/1.414] w-14 shrink-0 bg-paper-deep object-cover"
                  />
                ) : (
                  <div
                    className={clsx(
                      'flex aspect-[1/1.414] w-14 shrink-0 items-center justify-center border-2',
                      'border-dashed border-ink/30 text-center text-[0.625rem] text-ink-soft',
                    )}
                  >
                    {m.noImage}
                  </div>
                )}
                {/* on a phone the quantity and price go under the details, which keep the row's width */}
                <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-bold [overflow-wrap:anywhere]">{item.name || styleName(item.style, m)}</p>
                    <p className="text-ink-soft">
                      {styleName(item.style, m)} · {m.itemId} {item.id}
                    </p>
                    <p className="font-semibold" data-testid="order-item-format">
                      {formatLabel(prints, formatOf(item))}
                    </p>
                    <p className="text-ink-soft">
                      {common.labelled({ label: m.printFile })} <PrintFile master={item.printMaster} />
                    </p>
                  </div>
                  <div className="text-sm tabular-nums sm:text-right">
                    <p>
                      {common.labelled({ label: m.quantity })} <span className="font-bold">{item.quantity}</span>
                    </p>
                    <p>
                      {common.labelled({ label: m.price })}{' '}
                      <span className="font-bold">{format.price(item.price)}</span>
                    </p>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
