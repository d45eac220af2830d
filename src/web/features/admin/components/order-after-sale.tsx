import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { OrderAfterSale, RefundView } from '../../../../shared/after-sale.ts';
import type { OrderStatus } from '../../../../shared/admin.ts';
import { CARRIERS, DEFAULT_CARRIER, carrierOf, isValidTrackingNumber } from '../../../../shared/shipping-carriers.ts';
import type { CarrierId } from '../../../../shared/shipping-carriers.ts';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError } from '../../../lib/api-request.ts';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { cancelOrder, receiptUrl, requestRefund, retryRefund } from '../api/after-sale.ts';
import type { OrderKind } from '../api/orders.ts';
import { useOrderStatus } from '../use-order-status.ts';

type OrderSummary = { id: number; confirmationId: string; status: OrderStatus; allowedStatuses: OrderStatus[] };

/**
 * Whether the order may be (re)shipped (decision 022): 'shipped' is allowed from here, or it is shipped and may
 * still move on (new tracking is refused once the money went back, as delivering it is).
 */
const mayShip = (order: OrderSummary) =>
  order.allowedStatuses.includes('shipped') ||
  (order.status === 'shipped' && order.allowedStatuses.includes('delivered'));

const newRequestKey = () => crypto.randomUUID();

/**
 * The order view's after-sale part (docs/product/after-the-sale.md#refunds): shipping with tracking, refunds,
 * cancelling, the receipt.
 */
export function OrderAfterSalePanel({
  kind,
  order,
  afterSale,
}: {
  kind: OrderKind;
  order: OrderSummary;
  afterSale: OrderAfterSale;
}) {
  const am = useMessages('admin');
  const m = useMessages('afterSale');
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin-order', kind, order.id] }),
      queryClient.invalidateQueries({ queryKey: ['admin-orders', kind] }),
    ]);
  const failed = (error: unknown) =>
    toast({
      title: am.updateFailed,
      description: ApiError.of(error).serverMessage ?? am.failedToUpdateStatus,
      variant: 'destructive',
    });
  return (
    <div className="mt-5 grid gap-5">
      <ShipmentSection kind={kind} order={order} afterSale={afterSale} />
      <RefundSection kind={kind} order={order} afterSale={afterSale} refresh={refresh} failed={failed} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <a
          href={receiptUrl(kind, order.id)}
          download
          className={buttonClassName({ variant: 'outline', size: 'sm' })}
          data-testid="receipt-download"
        >
          {m.downloadReceipt}
        </a>
        {order.allowedStatuses.includes('cancelled') ? (
          <CancelAction kind={kind} order={order} refresh={refresh} failed={failed} />
        ) : null}
      </div>
    </div>
  );
}

function ShipmentSection({
  kind,
  order,
  afterSale,
}: {
  kind: OrderKind;
  order: OrderSummary;
  afterSale: OrderAfterSale;
}) {
  const m = useMessages('afterSale');
  const status = useOrderStatus(kind);
  const [carrier, setCarrier] = useState<CarrierId>(afterSale.carrier ?? DEFAULT_CARRIER);
  const [trackingNumber, setTrackingNumber] = useState(afterSale.trackingNumber ?? '');
  const [error, setError] = useState<string | null>(null);
  const ids = { carrier: useId(), tracking: useId(), error: useId() };
  // Nothing to ship and no tracking to show (a cancelled or refunded order that never left).
  if (!mayShip(order) && !afterSale.trackingUrl) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trackingNumber.trim()) return setError(m.trackingNumberRequired);
    if (!isValidTrackingNumber(carrier, trackingNumber)) return setError(m.trackingNumberInvalid[carrier]);
    setError(null);
    status.mutate({
      id: order.id,
      status: 'shipped',
      confirmationId: order.confirmationId,
      shipment: { carrier, trackingNumber },
    });
  };
  return (
    <section className="bg-paper-deep px-4 py-3" aria-labelledby={`${ids.carrier}-title`}>
      <h3 id={`${ids.carrier}-title`} className="mb-2 text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">
        {m.shippingTitle}
      </h3>
      {afterSale.trackingUrl ? (
        <p className="mb-2 text-sm">
          {carrierOf(afterSale.carrier)?.name}:{' '}
          <a
            href={afterSale.trackingUrl}
            target="_blank"
            rel="noreferrer"
            className="font-mono font-semibold underline"
            data-testid="tracking-link"
          >
            {afterSale.trackingNumber}
          </a>
        </p>
      ) : null}
      {mayShip(order) ? (
        <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end" noValidate>
          <div>
            <Label htmlFor={ids.carrier}>{m.carrierLabel}</Label>
            <select
              id={ids.carrier}
              value={carrier}
              onChange={(event) => setCarrier(event.target.value as CarrierId)}
              className="h-11 w-full border-2 border-ink/30 bg-white px-2 text-sm"
            >
              {CARRIERS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Label htmlFor={ids.tracking}>{m.trackingNumberLabel}</Label>
            <Input
              id={ids.tracking}
              value={trackingNumber}
              onChange={(event) => setTrackingNumber(event.target.value)}
              invalid={error !== null}
              aria-describedby={error ? ids.error : undefined}
              autoComplete="off"
              placeholder="99.00.123456.12345678"
            />
          </div>
          <Button type="submit" size="md" disabled={status.isPending}>
            {order.status === 'shipped' ? m.updateTracking : m.markShipped}
          </Button>
        </form>
      ) : null}
      {error ? <FieldError id={ids.error}>{error}</FieldError> : null}
    </section>
  );
}

type Actions = {
  kind: OrderKind;
  order: OrderSummary;
  refresh: () => Promise<unknown>;
  failed: (error: unknown) => void;
};

function RefundSection({ kind, order, afterSale, refresh, failed }: Actions & { afterSale: OrderAfterSale }) {
  const m = useMessages('afterSale');
  const format = useFormat();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // One key per filled-in form: a double click or a resend makes one refund.
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [error, setError] = useState<string | null>(null);
  const ids = { amount: useId(), reason: useId(), error: useId() };
  const refund = useMutation({
    mutationFn: () =>
      requestRefund(kind, order.id, {
        amount: amount.trim() ? Number(amount) : undefined,
        reason: reason.trim(),
        requestKey,
      }),
    onSuccess: async () => {
      toast({ title: m.refund, description: m.refundRequested, duration: 4000 });
      setAmount('');
      setReason('');
      setRequestKey(newRequestKey());
      await refresh();
    },
    onError: failed,
  });
  const retry = useMutation({
    mutationFn: (refundId: number) => retryRefund(kind, order.id, refundId),
    onSuccess: () => refresh(),
    onError: failed,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = amount.trim() ? Number(amount) : afterSale.refundable;
    if (!Number.isFinite(value) || value < 0.01 || Math.round(value * 100) !== Number((value * 100).toFixed(6)))
      return setError(m.refundInvalidAmount);
    if (value > afterSale.refundable) return setError(m.refundTooLarge({ amount: format.price(afterSale.refundable) }));
    if (!reason.trim()) return setError(m.refundReasonRequired);
    setError(null);
    refund.mutate();
  };
  return (
    <section aria-labelledby={`${ids.amount}-title`}>
      <h3 id={`${ids.amount}-title`} className="mb-2 text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">
        {m.refund}
      </h3>
      {afterSale.refunds.length > 0 ? (
        <ul className="mb-3 divide-y divide-ink/10 border-y border-ink/10" data-testid="refunds">
          {afterSale.refunds.map((item) => (
            <RefundRow key={item.id} refund={item} onRetry={() => retry.mutate(item.id)} retrying={retry.isPending} />
          ))}
        </ul>
      ) : null}
      {afterSale.refundable > 0 ? (
        <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[9rem_1fr_auto] sm:items-end" noValidate>
          <div>
            <Label htmlFor={ids.amount}>{m.refundAmountLabel}</Label>
            <Input
              id={ids.amount}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              placeholder={afterSale.refundable.toFixed(2)}
            />
          </div>
          <div>
            <Label htmlFor={ids.reason}>{m.refundReasonLabel}</Label>
            <Input
              id={ids.reason}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={500}
              aria-describedby={error ? ids.error : undefined}
              invalid={error !== null}
            />
          </div>
          <Button type="submit" variant="outline" disabled={refund.isPending}>
            {m.refund}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-ink-soft">{m.nothingLeftToRefund}</p>
      )}
      {error ? <FieldError id={ids.error}>{error}</FieldError> : null}
    </section>
  );
}

const refundTone = {
  pending: 'bg-gold/20 text-ink',
  succeeded: 'bg-emerald-700/15 text-emerald-900',
  failed: 'bg-swiss/15 text-swiss-deep',
} as const;

function RefundRow({ refund, onRetry, retrying }: { refund: RefundView; onRetry: () => void; retrying: boolean }) {
  const m = useMessages('afterSale');
  const format = useFormat();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-testid="refund">
      <span className="font-bold tabular-nums">{format.price(refund.amount)}</span>
      <span className={clsx('px-2 py-0.5 text-xs font-bold', refundTone[refund.status])}>
        {m.refundStatus[refund.status]}
      </span>
      <span className="min-w-0 flex-1 truncate text-ink-soft">{refund.reason}</span>
      {refund.status === 'failed' ? (
        <Button type="button" size="sm" variant="outline" onClick={onRetry} disabled={retrying}>
          {m.retryRefund}
        </Button>
      ) : null}
      {refund.failureMessage ? (
        <p role="alert" className="w-full text-swiss-deep">
          {refund.failureMessage}
        </p>
      ) : null}
    </li>
  );
}

function CancelAction({ kind, order, refresh, failed }: Actions) {
  const m = useMessages('afterSale');
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelOrder(kind, order.id),
    onSuccess: async () => {
      toast({ title: m.cancelOrder, description: m.cancelled, duration: 4000 });
      setConfirming(false);
      await refresh();
    },
    onError: failed,
  });
  if (!confirming) {
    return (
      <Button type="button" variant="ghost" size="sm" className="text-swiss-deep" onClick={() => setConfirming(true)}>
        {m.cancelOrder}
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label={m.cancelOrder}
      className="flex w-full flex-wrap items-center gap-2 border-2 border-swiss px-3 py-2 text-sm"
    >
      <p className="min-w-0 flex-1">{m.cancelConfirm({ reference: order.confirmationId })}</p>
      <Button type="button" size="sm" variant="accent" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
        {m.cancelOrder}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(false)}>
        {m.keepOrder}
      </Button>
    </div>
  );
}
