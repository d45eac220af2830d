import { clsx } from 'clsx';
import { Infinity as InfinityIcon, Ticket } from 'lucide-react';
import { Suspense } from 'react';
import { appEvents, emitAppEvent } from '../../../lib/app-events.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { creditBalance, useGenerationCredits } from '../api/get-generation-credits.ts';

const badgeClass =
  'inline-flex h-8 items-center gap-1 border-2 px-2 text-sm font-bold tabular-nums tracking-tight ' +
  'transition-colors sm:h-9 sm:gap-1.5 sm:px-2.5 md:h-10 md:px-3 md:text-[0.9375rem] focus-visible:outline-3 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-swiss';

/**
 * The signed-in user's generation credits in the header (docs/product/create.md#credits): the balance, red at 0, which
 * opens credit purchase; gold ∞ for artistic_collective members, which opens the subscription dialog.
 * Nothing shows while loading (the balance or the badge's words) or after a failed fetch.
 */
export function CreditBadge({ email }: { email: string }) {
  return (
    <Suspense fallback={null}>
      <Badge email={email} />
    </Suspense>
  );
}

function Badge({ email }: { email: string }) {
  const text = useMessages('credits');
  const { data } = useGenerationCredits(email);
  if (!data) return null;

  if (data.userType === 'artistic_collective') {
    return (
      <button
        type="button"
        data-testid="credit-badge"
        data-unlimited="true"
        aria-label={text.unlimitedCreditsLabel}
        title={text.manageMembership}
        onClick={() => emitAppEvent(appEvents.openSubscriptionModal)}
        className={clsx(
          badgeClass,
          'border-gold bg-gold text-ink shadow-[inset_0_0_0_1px_rgb(255_255_255/0.35)] hover:bg-ink ' +
            'hover:text-gold hover:border-ink',
        )}
      >
        <InfinityIcon aria-hidden="true" className="size-5" strokeWidth={2.5} />
      </button>
    );
  }

  const balance = creditBalance(data);
  const empty = balance <= 0;
  return (
    <button
      type="button"
      data-testid="credit-badge"
      data-empty={empty ? 'true' : undefined}
      aria-label={text.creditsLabel({ count: balance })}
      title={text.buyCredits}
      onClick={() => emitAppEvent(appEvents.openCreditPurchaseModal)}
      className={clsx(
        badgeClass,
        empty
          ? 'border-swiss bg-swiss text-white hover:border-ink hover:bg-ink'
          : 'border-ink bg-paper text-ink hover:bg-ink hover:text-paper',
      )}
    >
      <Ticket aria-hidden="true" className="size-4 md:size-4.5" strokeWidth={2.25} />
      <span aria-hidden="true">{balance}</span>
    </button>
  );
}
