import { clsx } from 'clsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Ticket } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { BuyCreditsResponse, CompleteCreditPurchaseResponse } from '../../../../shared/membership.ts';
import { Button, PendingButton } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { ApiError } from '../../../lib/api-request.ts';
import { appEvents, emitAppEvent } from '../../../lib/app-events.ts';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { PaymentStep } from '../../../components/payment/payment-step.tsx';
import { clearPendingPayment } from '../../../components/payment/pending-payment.ts';
import { buyCredits, completeCreditPurchase, creditPacksQueryOptions } from '../api/credit-packs.ts';

type CreditPurchaseDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Buying generation credits (openCreditPurchaseModal; its content is ours, docs/product/pay.md#credit-packs): the
 * server's
 * packs, paid through the same payment step; the credits arrive when the server has checked the payment,
 * and `creditsUpdated` refreshes the badge.
 */
export default function CreditPurchaseDialog({ open, onOpenChange }: CreditPurchaseDialogProps) {
  const m = useMessages('credits').purchase;
  const format = useFormat();
  const packs = useQuery({ ...creditPacksQueryOptions(), enabled: open });
  const [selected, setSelected] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [purchase, setPurchase] = useState<BuyCreditsResponse | null>(null);
  const [done, setDone] = useState<CompleteCreditPurchaseResponse | null>(null);

  useEffect(() => {
    if (!open) return;
    setPurchase(null);
    setDone(null);
  }, [open]);

  const packId = selected ?? packs.data?.[0]?.id ?? null;

  const start = async () => {
    if (!packId) return;
    setStarting(true);
    try {
      setPurchase(await buyCredits(packId));
      trackEvent('Credits', 'purchase_started', packId);
    } catch (error) {
      toast({
        title: m.errorTitle,
        description: ApiError.of(error).serverMessage ?? m.buyFailed,
        variant: 'destructive',
        duration: 5000,
      });
    } finally {
      setStarting(false);
    }
  };

  const complete = async (paymentIntentId: string) => {
    try {
      const result = await completeCreditPurchase(paymentIntentId);
      clearPendingPayment();
      setDone(result);
      trackEvent('Credits', 'purchase_completed', purchase?.packId);
      emitAppEvent(appEvents.creditsUpdated);
    } catch (error) {
      toast({
        title: m.errorTitle,
        description: ApiError.of(error).serverMessage ?? m.completeFailed,
        variant: 'destructive',
        duration: 8000,
      });
    }
  };

  let content;
  if (done && purchase) {
    content = (
      <DialogBody
        className="flex flex-col items-center gap-4 px-6 pt-12 pb-8 text-center"
        role="status"
        data-testid="credits-added"
      >
        <span aria-hidden="true" className="flex size-16 items-center justify-center bg-ink text-paper">
          <Ticket className="size-8" strokeWidth={2} />
        </span>
        <DialogTitle className="text-3xl">{m.doneTitle}</DialogTitle>
        <DialogDescription className="max-w-sm text-base">
          {m.doneText({ count: purchase.credits, balance: done.freeCreditsRemaining + done.paidCredits })}
        </DialogDescription>
        <Button variant="accent" size="lg" className="mt-2 w-full" onClick={() => onOpenChange(false)}>
          {m.keepCreating}
        </Button>
      </DialogBody>
    );
  } else if (purchase) {
    content = (
      <>
        <DialogHeader>
          <DialogTitle>{m.payTitle}</DialogTitle>
          <DialogDescription>{m.description}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <PaymentStep
            clientSecret={purchase.clientSecret}
            amount={purchase.amount}
            caption={m.packCredits({ count: purchase.credits })}
            label="credits"
            onBack={() => setPurchase(null)}
            onPaid={({ intentId }) => complete(intentId)}
            pending={{ kind: 'credits', confirmationId: purchase.confirmationId }}
          />
        </DialogBody>
      </>
    );
  } else {
    content = (
      <>
        <DialogHeader>
          <DialogTitle>{m.title}</DialogTitle>
          <DialogDescription>{m.description}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-5">
          {packs.isPending ? (
            <div className="grid gap-2" aria-busy="true">
              <div className="h-20 animate-pulse bg-ink/10" />
              <div className="h-20 animate-pulse bg-ink/10" />
            </div>
          ) : packs.isError ? (
            <div className="grid gap-3 border-2 border-dashed border-ink/40 p-4 text-sm">
              <p>{m.loadFailed}</p>
              <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void packs.refetch()}>
                {m.retry}
              </Button>
            </div>
          ) : (
            <div role="radiogroup" aria-label={m.title} className="grid gap-2">
              {packs.data.map((pack) => {
                const checked = pack.id === packId;
                return (
                  <button
                    key={pack.id}
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    onClick={() => setSelected(pack.id)}
                    data-testid="credit-pack"
                    className={clsx(
                      'flex items-center gap-4 border-2 p-4 text-left transition-colors focus-visible:outline-3',
                      'focus-visible:outline-offset-2 focus-visible:outline-swiss',
                      checked ? 'border-ink bg-ink text-paper' : 'border-ink/30 hover:border-ink',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={clsx(
                        'flex size-11 shrink-0 items-center justify-center',
                        checked ? 'bg-swiss text-white' : 'bg-paper-deep text-ink',
                      )}
                    >
                      <Ticket className="size-5" strokeWidth={2.25} />
                    </span>
                    <span className="grid grow gap-0.5">
                      <span className="text-lg leading-tight font-bold tracking-tight">
                        {m.packCredits({ count: pack.credits })}
                      </span>
                      <span className={`text-sm ${checked ? 'text-paper/75' : 'text-ink-soft'}`}>
                        {m.perCredit({ price: format.price(pack.price / pack.credits) })}
                      </span>
                    </span>
                    <span className="text-xl font-bold tabular-nums">{format.price(pack.price)}</span>
                  </button>
                );
              })}
            </div>
          )}
          <PendingButton
            variant="accent"
            size="lg"
            className="w-full"
            pending={starting}
            pendingLabel={m.preparing}
            disabled={!packId}
            onClick={() => void start()}
            data-testid="buy-credits"
          >
            {m.continue}
            <ArrowRight aria-hidden="true" className="size-5" strokeWidth={2.5} />
          </PendingButton>
          <p className="text-center text-sm text-ink-soft">
            {m.membershipHint}{' '}
            <button
              type="button"
              className="font-semibold text-ink underline underline-offset-4 hover:text-swiss-deep"
              onClick={() => {
                onOpenChange(false);
                emitAppEvent(appEvents.openSubscriptionModal);
              }}
            >
              {m.seeMembership}
            </button>
          </p>
        </DialogBody>
      </>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent toastsAbove data-testid="credit-purchase-dialog" aria-describedby={undefined}>
        {content}
      </DialogContent>
    </Dialog>
  );
}
