import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Check, Infinity as InfinityIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { MEMBERSHIP_PLAN } from '../../../../shared/membership.ts';
import type { CreateSubscriptionResponse } from '../../../../shared/membership.ts';
import { Button, buttonClassName, PendingButton } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { LabelledInput } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { ApiError } from '../../../lib/api-request.ts';
import { useFormat, useMessages, usePreloadedAreas } from '../../../lib/i18n/i18n.tsx';
import { appEvents, emitAppEvent } from '../../../lib/app-events.ts';
import { useAuth } from '../../../hooks/use-auth.ts';
import { PaymentStep } from '../../../components/payment/payment-step.tsx';
import { clearPendingPayment } from '../../../components/payment/pending-payment.ts';
import {
  cancelSubscription,
  confirmSubscription,
  createSubscription,
  subscriptionInfoQueryKey,
  subscriptionInfoQueryOptions,
} from '../api/subscription.ts';
import { promoPreview } from '../promo-preview.ts';

type SubscriptionDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

type Step = 'plan' | 'payment' | 'active';

/** A renewal date written out in the visitor's locale: '25 November 2026', '25. November 2026', '25 novembre 2026'. */
const longDate = (locale: string, iso: string) =>
  new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * A price without its currency, always with Rappen, in the visitor's locale ('9.99'); the currency follows it in words.
 */

function MemberView({ onClose }: { onClose: () => void }) {
  const m = useMessages('membership');
  const { locale } = useFormat();
  const queryClient = useQueryClient();
  const info = useQuery(subscriptionInfoQueryOptions());
  const [cancelling, setCancelling] = useState(false);

  const cancel = async () => {
    setCancelling(true);
    try {
      await cancelSubscription();
      await queryClient.invalidateQueries({ queryKey: subscriptionInfoQueryKey });
      toast({ title: m.cancelledTitle, description: m.cancelledText, duration: 5000 });
    } catch (error) {
      toast({
        title: m.errorTitle,
        description: ApiError.of(error).serverMessage ?? m.cancelFailed,
        variant: 'destructive',
        duration: 5000,
      });
    } finally {
      setCancelling(false);
    }
  };

  return (
    <>
      <DialogHeader>
        <p className="text-xs font-bold tracking-[0.16em] text-swiss-deep uppercase">{m.kicker}</p>
        <DialogTitle>{m.memberTitle}</DialogTitle>
        <DialogDescription>{m.activeText}</DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-5">
        <div className="flex items-center gap-4 border-2 border-ink p-4">
          <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center bg-gold text-ink">
            <InfinityIcon className="size-6" strokeWidth={2.5} />
          </span>
          <div className="grid gap-0.5 text-sm">
            <p className="text-lg font-bold tracking-tight">{m.memberActive}</p>
            {info.data?.currentPeriodEnd ? (
              <p className="text-ink-soft">
                {info.data.willCancelAtPeriodEnd
                  ? m.memberEnds({ date: longDate(locale, info.data.currentPeriodEnd) })
                  : m.memberRenews({ date: longDate(locale, info.data.currentPeriodEnd) })}
              </p>
            ) : null}
          </div>
        </div>
        <Link
          to="/create"
          onClick={onClose}
          className={buttonClassName({ variant: 'accent', size: 'lg', className: 'w-full' })}
        >
          {m.startCreating}
          <ArrowRight aria-hidden="true" className="size-5" strokeWidth={2.5} />
        </Link>
        {info.data?.isActive && !info.data.willCancelAtPeriodEnd ? (
          <Button
            variant="ghost"
            size="md"
            onClick={() => void cancel()}
            disabled={cancelling}
            className="justify-self-center text-ink-soft"
          >
            {cancelling ? m.cancelling : m.cancel}
          </Button>
        ) : null}
      </DialogBody>
    </>
  );
}

/**
 * The membership (docs/product/pay.md#membership): 'Join the Movement' with the plan, its benefits and a
 * promo code, then 'Complete Subscription' with the card form once a client secret arrives, then active:
 * the badge turns gold ∞ (creditsUpdated) and the user is fetched again.
 */
export default function SubscriptionDialog({ open, onOpenChange }: SubscriptionDialogProps) {
  const ids = useId();
  const m = useMessages('membership');
  const format = useFormat();
  // The payment step speaks the checkout's words: loaded with the dialog, so it never suspends mid-flow.
  usePreloadedAreas('checkout');
  const queryClient = useQueryClient();
  const { user, status, recheck } = useAuth();
  const [step, setStep] = useState<Step>('plan');
  const [promo, setPromo] = useState('');
  const [creating, setCreating] = useState(false);
  const [subscription, setSubscription] = useState<CreateSubscriptionResponse | null>(null);
  const preview = promoPreview(promo);
  const member = user?.userType === 'artistic_collective';

  useEffect(() => {
    if (!open) return;
    if (status === 'signedOut') {
      onOpenChange(false);
      emitAppEvent(appEvents.openLoginModal);
      return;
    }
    setStep((current) => (current === 'active' ? current : 'plan'));
    trackEvent('Subscription', 'modal_opened');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, [open]);

  const join = async () => {
    setCreating(true);
    try {
      const created = await createSubscription(promo.trim() || null);
      setSubscription(created);
      setStep('payment');
      trackEvent('Subscription', 'subscription_created', created.promoApplied ? 'promo' : undefined);
    } catch (error) {
      toast({
        title: m.subscriptionErrorTitle,
        description: ApiError.of(error).serverMessage ?? m.createFailed,
        variant: 'destructive',
        duration: 5000,
      });
    } finally {
      setCreating(false);
    }
  };

  const activate = async (setupIntentId: string, paymentMethodId: string | null) => {
    try {
      await confirmSubscription(setupIntentId, paymentMethodId);
      clearPendingPayment();
      setStep('active');
      trackEvent('Subscription', 'subscription_active');
      emitAppEvent(appEvents.creditsUpdated);
      void queryClient.invalidateQueries({ queryKey: subscriptionInfoQueryKey });
      void recheck();
    } catch (error) {
      toast({
        title: m.paymentErrorTitle,
        description: ApiError.of(error).serverMessage ?? m.paymentErrorText,
        variant: 'destructive',
        duration: 5000,
      });
    }
  };

  let content;
  if (step === 'active') {
    content = (
      <DialogBody
        className="flex flex-col items-center gap-4 px-6 pt-12 pb-8 text-center"
        role="status"
        data-testid="subscription-active"
      >
        <span aria-hidden="true" className="flex size-16 items-center justify-center bg-gold text-ink">
          <InfinityIcon className="size-9" strokeWidth={2.5} />
        </span>
        <DialogTitle className="text-3xl">{m.activeTitle}</DialogTitle>
        <DialogDescription className="max-w-sm text-base">{m.activeText}</DialogDescription>
        <Link
          to="/create"
          onClick={() => onOpenChange(false)}
          className={buttonClassName({ variant: 'accent', size: 'lg', className: 'mt-2 w-full' })}
        >
          {m.startCreating}
          <ArrowRight aria-hidden="true" className="size-5" strokeWidth={2.5} />
        </Link>
      </DialogBody>
    );
  } else if (member) {
    content = <MemberView onClose={() => onOpenChange(false)} />;
  } else if (step === 'payment' && subscription) {
    content = (
      <>
        <DialogHeader>
          <p className="text-xs font-bold tracking-[0.16em] text-swiss-deep uppercase">{m.kicker}</p>
          <DialogTitle>{m.completeTitle}</DialogTitle>
          <DialogDescription>{m.thenMonthly({ price: format.price(subscription.monthlyPrice) })}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <PaymentStep
            mode="setup"
            clientSecret={subscription.clientSecret}
            amount={subscription.firstMonthPrice}
            caption={`${m.planName} · ${m.firstMonth}`}
            label="subscription"
            onBack={() => setStep('plan')}
            onPaid={({ intentId, paymentMethodId }) => activate(intentId, paymentMethodId)}
            pending={{ kind: 'subscription' }}
          />
        </DialogBody>
      </>
    );
  } else {
    content = (
      <>
        <DialogHeader>
          <p className="text-xs font-bold tracking-[0.16em] text-swiss-deep uppercase">{m.kicker}</p>
          <DialogTitle className="text-3xl md:text-4xl">{m.title}</DialogTitle>
          <DialogDescription>{m.description}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-5">
          <div
            className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1 border-y-2 border-ink py-3"
            data-testid="membership-price"
          >
            <div className="min-w-0">
              <p className="text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">{m.planName}</p>
              {preview.recognised ? (
                <p className="mt-0.5 text-sm font-semibold text-swiss-deep">
                  {m.promoRecognised({ percent: preview.percentOff })}
                </p>
              ) : null}
            </div>
            <p className="ml-auto text-right">
              {preview.recognised ? (
                <span className="mr-2 text-ink-soft line-through tabular-nums">
                  {format.price(MEMBERSHIP_PLAN.price)}
                </span>
              ) : null}
              <span
                className="text-4xl font-bold tracking-tighter whitespace-nowrap tabular-nums"
                data-testid="membership-first-month"
              >
                {format.price(preview.firstMonth)}
              </span>
              <span className="block font-semibold">{m.perMonth}</span>
              {preview.recognised ? (
                <span className="block text-xs text-ink-soft">
                  {m.thenMonthly({ price: format.price(MEMBERSHIP_PLAN.price) })}
                </span>
              ) : null}
            </p>
          </div>
          <ul className="grid gap-2 sm:grid-cols-2">
            {m.benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2 font-semibold">
                <Check aria-hidden="true" className="size-5 shrink-0 text-swiss" strokeWidth={3} />
                {benefit}
              </li>
            ))}
          </ul>
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void join();
            }}
          >
            <LabelledInput
              id={`${ids}-promo`}
              label={m.promoLabel}
              value={promo}
              onChange={(event) => setPromo(event.target.value)}
              placeholder={m.promoPlaceholder}
              autoComplete="off"
              maxLength={64}
            >
              {promo.trim() && !preview.recognised ? <p className="text-xs text-ink-soft">{m.promoUnknown}</p> : null}
            </LabelledInput>
            {/* The words may wrap: "Werde Teil der Bewegung" is wider than a 320 px phone's dialog on one line. */}
            <PendingButton
              type="submit"
              variant="accent"
              size="lg"
              className="w-full"
              pending={creating}
              pendingLabel={<span className="leading-tight whitespace-normal">{m.preparing}</span>}
              data-testid="join-membership"
            >
              <span className="leading-tight whitespace-normal">{m.join}</span>
              <ArrowRight aria-hidden="true" className="size-5 shrink-0" strokeWidth={2.5} />
            </PendingButton>
            <p className="text-center text-xs text-ink-soft">
              {m.pricePerMonth({ price: format.price(MEMBERSHIP_PLAN.price), cancel: m.benefits[5] ?? '' })}
            </p>
          </form>
        </DialogBody>
      </>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        toastsAbove
        openFocus="dialog"
        size="lg"
        data-testid="subscription-dialog"
        aria-describedby={undefined}
      >
        {content}
      </DialogContent>
    </Dialog>
  );
}
