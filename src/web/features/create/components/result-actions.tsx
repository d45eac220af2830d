import { LoaderCircle, Plus, Share2, ShoppingBag, Tag } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Tooltip } from 'radix-ui';
import { createMessages as m } from '../../../../shared/messages/create.ts';
import { Button } from '../../../components/ui/button.tsx';

/**
 * An action whose flow comes with a later issue: shown, focusable and honest about it, with
 * 'Available soon' as tooltip and description; activating it does nothing.
 */
function SoonButton({ label, Icon }: { label: string; Icon: LucideIcon }) {
  const noteId = useId();
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          aria-disabled="true"
          aria-describedby={noteId}
          onClick={(event) => event.preventDefault()}
          className="inline-flex h-14 w-full cursor-not-allowed items-center border-2 border-ink/30 px-6 text-lg font-semibold tracking-tight text-ink/60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-swiss"
        >
          <span className="flex w-full items-center justify-between gap-3">
            <span className="inline-flex items-center gap-2">
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </span>
            <span id={noteId} className="border border-current px-2 py-0.5 text-[0.6875rem] font-bold tracking-[0.12em] uppercase">
              {m.availableSoon}
            </span>
          </span>
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content side="top" sideOffset={6} className="z-50 bg-ink px-3 py-1.5 text-sm font-semibold text-paper shadow-lg">
          {m.availableSoon}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

type ResultActionsProps = {
  signedIn: boolean;
  sharing: boolean;
  onShare: () => void;
  onSell: () => void;
  onNewPoster: () => void;
};

/** After generation (spec 001 §2): Order (A3), Sell (signed-in only), Share and New Poster. */
export function ResultActions({ signedIn, sharing, onShare, onSell, onNewPoster }: ResultActionsProps) {
  return (
    <Tooltip.Provider delayDuration={150}>
      <div className="grid gap-2.5" data-testid="result-actions">
        <SoonButton label={m.orderA3} Icon={ShoppingBag} />
        {signedIn ? (
          <Button variant="outline" size="lg" onClick={onSell} className="w-full" data-testid="sell-button">
            <Tag aria-hidden="true" className="size-5" />
            {m.sell}
          </Button>
        ) : null}
        <Button variant="accent" size="lg" onClick={onShare} disabled={sharing} className="w-full">
          {sharing ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Share2 aria-hidden="true" className="size-5" />}
          {m.share}
        </Button>
        <Button variant="primary" size="lg" onClick={onNewPoster} className="w-full">
          <Plus aria-hidden="true" className="size-5" strokeWidth={2.5} />
          {m.newPoster}
        </Button>
      </div>
    </Tooltip.Provider>
  );
}
