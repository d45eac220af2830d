import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A settings card: an ink-bordered panel with a title row, as the dashboard's figures are drawn. */
export function SettingsCard({
  id,
  title,
  description,
  action,
  children,
  testId,
}: {
  id: string;
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col border-2 border-ink bg-white/40" data-testid={testId}>
      <div className="flex items-start justify-between gap-4 border-b-2 border-ink px-5 py-4 md:px-6">
        <div>
          <h2 id={id} className="text-xl leading-tight font-bold tracking-tight md:text-2xl">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-ink-soft">{description}</p> : null}
        </div>
        {action}
      </div>
      <div className="flex flex-1 flex-col px-5 py-5 md:px-6">{children}</div>
    </section>
  );
}

/** One label and value of a card. */
export function SettingsRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div
      className={clsx(
        'flex flex-col gap-0.5 border-b border-ink/15 py-3 first:pt-0 last:border-b-0',
        'last:pb-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4',
      )}
    >
      <dt className="text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">{label}</dt>
      <dd className="min-w-0 font-semibold break-words sm:text-right" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A load failure inside a card, with Retry. */
export function CardError({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 border-2 border-dashed border-swiss-deep/60 px-4 py-4">
      <p className="font-semibold text-swiss-deep">{text}</p>
      <button
        type="button"
        onClick={onRetry}
        className={clsx(
          'inline-flex h-9 items-center border-2 border-ink px-3 text-sm font-semibold',
          'transition-colors hover:bg-ink hover:text-paper focus-visible:outline-3',
          'focus-visible:outline-offset-2 focus-visible:outline-swiss',
        )}
      >
        {retryLabel}
      </button>
    </div>
  );
}

export function CardLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      <span className="h-4 w-2/3 animate-pulse bg-ink/10 motion-reduce:animate-none" />
      <span className="h-4 w-1/2 animate-pulse bg-ink/10 motion-reduce:animate-none" />
      <span className="h-10 w-40 animate-pulse bg-ink/10 motion-reduce:animate-none" />
    </div>
  );
}
