import { useCallback } from 'react';
import { useMessages } from '../lib/i18n/i18n.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { PosterOrderButton } from '../features/checkout/components/poster-order-button.tsx';
import { CreateStudio } from '../features/create/components/create-studio.tsx';
import { SignedOutPanel } from '../features/create/components/signed-out-panel.tsx';
import { useSubscriptionSuccess } from '../features/create/hooks/use-subscription-success.ts';

function LoadingStudio() {
  const m = useMessages('create');
  return (
    <section
      aria-busy="true"
      aria-label={m.pageTitle}
      className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 md:px-8 md:pt-8"
    >
      <div className="mb-6 h-10 w-40 animate-pulse bg-ink/10 md:mb-8" />
      <div className="grid gap-10 md:grid-cols-[auto_minmax(0,26rem)] md:justify-center md:gap-14">
        <div className="mx-auto aspect-[0.707] h-[495px] max-w-full animate-pulse bg-ink/10" />
        <div className="h-[420px] animate-pulse bg-ink/10" />
      </div>
    </section>
  );
}

/**
 * /create (docs/product/create.md#the-create-page): the create flow when signed in, with the checkout's order button;
 * the ways in when not.
 */
export function Component() {
  const { status, user, recheck } = useAuth();
  const refreshUser = useCallback(() => void recheck(), [recheck]);
  useSubscriptionSuccess(refreshUser);

  if (status === 'loading') return <LoadingStudio />;
  if (!user) return <SignedOutPanel />;
  return (
    <CreateStudio email={user.email} member={user.userType === 'artistic_collective'} OrderButton={PosterOrderButton} />
  );
}
