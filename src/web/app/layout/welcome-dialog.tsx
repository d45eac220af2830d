import { ArrowRight, HandCoins, Ticket } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { useAuth } from '../../hooks/use-auth.ts';
import { useGenerationCredits } from '../../features/credits/api/get-generation-credits.ts';
import { useFormat, useMessages } from '../../lib/i18n/i18n.tsx';
import { messageAround } from '../../lib/i18n/message-around.tsx';
import { getSettings } from '../../lib/settings.ts';

type WelcomeDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The welcome's example of what publishing earns, in CHF: per sale, and at most per design. */
const ROYALTIES_EXAMPLE = { perSale: 5, perDesign: 1000 };

/**
 * The welcome after sign-up (`showWelcomeModal`, docs/product/accounts.md#signing-up): the new creator by
 * name, their free poster credits, the royalties of the catalogue, and the way to /create.
 */
export default function WelcomeDialog({ open, onOpenChange }: WelcomeDialogProps) {
  const words = useMessages('accounts');
  const { price } = useFormat();
  const { user } = useAuth();
  const { data: credits } = useGenerationCredits(user?.email ?? null);
  const freeCredits = credits?.freeCreditsRemaining ?? getSettings().freeCredits;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="welcome-dialog">
        <DialogHeader className="pb-5">
          <p className="mb-1 text-xs font-bold tracking-[0.16em] text-swiss-deep uppercase">{words.welcomeKicker}</p>
          <DialogTitle className="text-3xl break-words md:text-4xl">
            <WelcomeTitle title={words.welcomeTitle} username={user?.username ?? ''} />
          </DialogTitle>
          <DialogDescription>{words.welcomeDescription}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-6">
          <ul className="grid gap-px border-2 border-ink bg-ink">
            <li className="flex items-start gap-4 bg-paper p-4">
              <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center bg-ink text-paper">
                <Ticket className="size-5" strokeWidth={2.25} />
              </span>
              <div className="grid gap-1">
                <p className="flex items-baseline gap-2 font-bold">
                  <span data-testid="welcome-credits" className="text-3xl leading-none tracking-tighter tabular-nums">
                    {freeCredits}
                  </span>
                  <span className="text-lg leading-tight tracking-tight">
                    {words.welcomeCredits({ count: freeCredits })}
                  </span>
                </p>
                <p className="text-sm text-ink-soft">{words.welcomeCreditsText}</p>
              </div>
            </li>
            <li className="flex items-start gap-4 bg-paper p-4">
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center bg-swiss text-white"
              >
                <HandCoins className="size-5" strokeWidth={2.25} />
              </span>
              <div className="grid gap-1">
                <p className="text-lg leading-tight font-bold tracking-tight">{words.welcomeRoyaltiesTitle}</p>
                <p className="text-sm text-ink-soft">
                  {words.welcomeRoyaltiesText({
                    perSale: price(ROYALTIES_EXAMPLE.perSale),
                    perDesign: price(ROYALTIES_EXAMPLE.perDesign),
                  })}
                </p>
              </div>
            </li>
          </ul>
          <Link
            to="/create"
            onClick={() => onOpenChange(false)}
            className={buttonClassName({ variant: 'accent', size: 'lg', className: 'w-full' })}
          >
            {words.startCreating}
            <ArrowRight aria-hidden="true" className="size-5" strokeWidth={2.5} />
          </Link>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The welcome's title with the username in it, which may be long and has no spaces: a line may break after each of
 * its underscores, so it wraps at its parts and keeps its "!" (never a line of its own, nor a name cut mid-part
 * where the parts fit).
 */
function WelcomeTitle({ title, username }: { title: (values: { username: string }) => string; username: string }) {
  return messageAround(
    title,
    'username',
    username.split('_').map((part, index) => (
      <Fragment key={index}>
        {index > 0 ? (
          <>
            _<wbr />
          </>
        ) : null}
        {part}
      </Fragment>
    )),
  );
}
