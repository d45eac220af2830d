import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Send } from 'lucide-react';
import { useState } from 'react';
import type { AdminLabView } from '../../../../shared/admin.ts';
import { Button, PendingButton } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError } from '../../../lib/api-request.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { DetailRow } from './detail-row.tsx';
import { sendOrderAgain } from '../api/after-sale.ts';
import { orderDetailQuery } from '../api/orders.ts';
import type { OrderKind } from '../api/orders.ts';

/** How long the dialog looks again after "send again", until the lab has the order or flags it again. */
const WATCH_MS = 30_000;

/** The lab's names for itself, as the admin knows them; an unknown one is shown as configured. */
const LAB_NAMES: Record<string, string> = { prodigi: 'Prodigi' };

/**
 * The print lab's side of an order in its View dialog (docs/product/after-the-sale.md#print-lab): the lab, its order
 * id, the stage in words and the lab's own word, the last error, the "needs attention" flag and "Send again".
 */
export function OrderLabPanel({
  kind,
  order,
}: {
  kind: OrderKind;
  order: { id: number; confirmationId: string; lab: AdminLabView };
}) {
  const m = useMessages('afterSale').lab;
  const am = useMessages('admin');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [watchUntil, setWatchUntil] = useState(0);
  const { lab } = order;
  // After "send again" the dialog follows the send job until the lab has the order (or refuses it again).
  const watching = watchUntil > 0 && lab.stage === 'queued' && !lab.needsAttention;
  useQuery({
    ...orderDetailQuery(kind, order.id),
    refetchInterval: (query) =>
      watching && Date.now() < watchUntil && query.state.status === 'success' ? 1500 : false,
  });
  const sendAgain = useMutation({
    mutationFn: () => sendOrderAgain(kind, order.id),
    onSuccess: async () => {
      toast({ title: m.sendAgain, description: m.sentAgain, duration: 4000 });
      setConfirming(false);
      setWatchUntil(Date.now() + WATCH_MS);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin-orders', kind] }),
        queryClient.invalidateQueries({ queryKey: ['admin-order', kind, order.id] }),
      ]);
    },
    onError: async (error) => {
      toast({
        title: m.sendAgainFailed,
        description: ApiError.of(error).serverMessage ?? am.unknownError,
        variant: 'destructive',
      });
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['admin-order', kind, order.id] });
    },
  });

  return (
    <section className="mt-5" data-testid="lab-panel" aria-labelledby={`lab-title-${order.id}`}>
      <h3
        id={`lab-title-${order.id}`}
        className="mb-1 flex flex-wrap items-center gap-2 text-xs font-bold tracking-[0.14em] text-ink-soft uppercase"
      >
        {m.title}
        {lab.needsAttention ? (
          <span
            className="inline-flex items-center gap-1 bg-swiss px-1.5 py-0.5 tracking-normal text-white normal-case"
            data-testid="lab-needs-attention"
          >
            <AlertTriangle aria-hidden="true" className="size-3.5" />
            {m.needsAttention}
          </span>
        ) : null}
      </h3>
      <dl>
        <DetailRow label={m.name}>{LAB_NAMES[lab.lab] ?? lab.lab}</DetailRow>
        <DetailRow label={m.orderId}>
          <span className={lab.labOrderId ? 'font-mono text-xs' : undefined} data-testid="lab-order-id">
            {lab.labOrderId ?? am.notAvailable}
          </span>
        </DetailRow>
        <DetailRow label={m.stage}>
          <span data-testid="lab-stage">{m.stages[lab.stage as keyof typeof m.stages] ?? lab.stage}</span>
        </DetailRow>
        {lab.labStage ? (
          <DetailRow label={m.labStage}>
            <span className="font-mono text-xs">{lab.labStage}</span>
          </DetailRow>
        ) : null}
      </dl>
      {lab.lastError ? (
        <div
          className="mt-2 border-l-4 border-swiss bg-swiss/5 px-3 py-2 text-sm"
          role={lab.needsAttention ? 'alert' : undefined}
          data-testid="lab-last-error"
        >
          <p className="text-xs font-bold text-swiss-deep">{m.lastError}</p>
          <p className="font-mono text-xs break-words">{lab.lastError}</p>
        </div>
      ) : null}
      {lab.needsAttention ? (
        confirming ? (
          <div
            role="group"
            aria-label={m.sendAgain}
            className="mt-3 flex w-full flex-wrap items-center gap-2 border-2 border-ink px-3 py-2 text-sm"
          >
            <p className="min-w-0 flex-1">{m.sendAgainConfirm({ reference: order.confirmationId })}</p>
            <PendingButton
              type="button"
              size="sm"
              variant="primary"
              onClick={() => sendAgain.mutate()}
              pending={sendAgain.isPending}
              icon={<Send aria-hidden="true" className="size-4" />}
            >
              {m.sendAgain}
            </PendingButton>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => setConfirming(false)}
              disabled={sendAgain.isPending}
            >
              {m.notNow}
            </Button>
          </div>
        ) : (
          <Button type="button" size="sm" variant="outline" className="mt-3" onClick={() => setConfirming(true)}>
            <Send aria-hidden="true" className="size-4" />
            {m.sendAgain}
          </Button>
        )
      ) : null}
    </section>
  );
}
