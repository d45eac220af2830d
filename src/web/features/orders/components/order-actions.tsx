import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, LoaderCircle, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { CustomerOrderDetail } from '../../../../shared/orders.ts';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { apiRequest, ApiError } from '../../../lib/api-request.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { keyQuery } from '../api/get-order.ts';
import { myOrdersQueryKey } from '../api/get-my-orders.ts';
import { messageAround } from '../../../lib/i18n/message-around.tsx';

/** Minutes left until `until`, counted down while the page is open (the server decides on the click). */
const minutesUntil = (until: string | null) =>
  until ? Math.ceil((new Date(until).getTime() - Date.now()) / 60_000) : 0;

function useMinutesLeft(until: string | null) {
  const [minutes, setMinutes] = useState(() => minutesUntil(until));
  useEffect(() => {
    setMinutes(minutesUntil(until));
    if (!until) return;
    const timer = window.setInterval(() => setMinutes(minutesUntil(until)), 15_000);
    return () => window.clearInterval(timer);
  }, [until]);
  return minutes;
}

/** The receipt download and, while the order may still be cancelled, "Cancel order" with the time left. */
export function OrderActions({ order, linkKey }: { order: CustomerOrderDetail; linkKey: string | null }) {
  const m = useMessages('orders');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const minutesLeft = useMinutesLeft(order.cancellableUntil);
  const base = `/api/orders/${encodeURIComponent(order.reference)}`;
  const cancel = useMutation({
    mutationFn: async () =>
      (await apiRequest('POST', `${base}/cancel${keyQuery(linkKey)}`, {})).json() as Promise<CustomerOrderDetail>,
    onSuccess: (updated) => {
      queryClient.setQueryData(['/api/orders', order.reference, linkKey], updated);
      void queryClient.invalidateQueries({ queryKey: myOrdersQueryKey });
      setConfirming(false);
      toast({ title: m.cancelledTitle, description: m.cancelledText, duration: 6000 });
    },
    onError: (error) => {
      setConfirming(false);
      toast({
        title: m.cancelFailed,
        description: ApiError.of(error).serverMessage ?? undefined,
        variant: 'destructive',
        duration: 8000,
      });
      void queryClient.invalidateQueries({ queryKey: ['/api/orders', order.reference] });
    },
  });
  const canCancel = order.cancellableUntil !== null && minutesLeft > 0;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <a
        href={`${base}/receipt${keyQuery(linkKey)}`}
        download
        className={buttonClassName({ variant: 'outline', size: 'sm' })}
        data-testid="receipt-link"
      >
        <Download aria-hidden="true" className="size-4" />
        {m.downloadReceipt}
      </a>
      {canCancel ? (
        <>
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)} data-testid="cancel-order">
            <XCircle aria-hidden="true" className="size-4" />
            {m.cancelOrder}
          </Button>
          <span className="text-sm text-ink-soft" data-testid="cancel-time-left">
            {m.cancelTimeLeft({ minutes: minutesLeft })}
          </span>
          <Dialog open={confirming} onOpenChange={(open) => (cancel.isPending ? undefined : setConfirming(open))}>
            <DialogContent role="alertdialog" data-testid="cancel-order-dialog">
              <DialogHeader>
                <DialogTitle>
                  {/* the reference on one line ("CAT-" / "709859" broke at its hyphen) */}
                  {messageAround(
                    m.cancelTitle,
                    'reference',
                    <span className="whitespace-nowrap">{order.reference}</span>,
                  )}
                </DialogTitle>
                <DialogDescription className="text-base text-ink">{m.cancelQuestion}</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button variant="outline" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
                  {m.keepOrder}
                </Button>
                <Button variant="accent" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
                  {cancel.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
                  {m.confirmCancel}
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </>
      ) : null}
    </div>
  );
}
