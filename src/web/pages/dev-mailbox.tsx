import { Inbox, LoaderCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../lib/api-request.ts';
import { useMessages } from '../lib/i18n/i18n.tsx';
import { useMailbox } from '../features/dev-mailbox/api/get-mailbox.ts';
import { MailList } from '../features/dev-mailbox/components/mail-list.tsx';
import { MailView } from '../features/dev-mailbox/components/mail-view.tsx';

function EmptyState({ title, body }: { title: string; body: string }) {
  return (
    <div
      className="grid justify-items-start gap-3 border-2 border-dashed border-ink/40 px-6 py-12 md:px-10"
      data-testid="mailbox-empty"
    >
      <Inbox aria-hidden="true" className="size-8 text-swiss" strokeWidth={2} />
      <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
      <p className="max-w-md text-ink-soft">{body}</p>
    </div>
  );
}

/**
 * /dev/mailbox: the mail outbox outside production (docs/product/operations.md#mail-outbox), refreshed every 3 seconds.
 */
export function Component() {
  const text = useMessages('mailbox');
  const { data: mails, error, isPending } = useMailbox();
  const [chosenId, setChosenId] = useState<string | null>(null);
  // Until a mail is picked, the newest is shown, so a fresh code appears by itself.
  const selected = mails?.find((mail) => mail.id === chosenId) ?? mails?.[0];
  const unavailable = error !== null && ApiError.of(error).status === 404;

  return (
    <section className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 md:px-8 md:py-14">
      <div className="grid gap-4">
        <p className="inline-flex items-center gap-2 text-xs font-bold tracking-[0.16em] text-swiss-deep uppercase">
          <span aria-hidden="true" className="size-2 bg-swiss" />
          {text.kicker}
        </p>
        <h1 className="text-5xl leading-[0.95] font-bold tracking-tighter md:text-7xl">{text.title}</h1>
        <p className="max-w-2xl text-ink-soft md:text-lg">{text.note}</p>
        <p className="inline-flex items-center gap-2 text-xs font-semibold text-ink-soft">
          <RefreshCw aria-hidden="true" className="size-3.5" strokeWidth={2.5} />
          {text.refreshing}
        </p>
      </div>

      {isPending ? (
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-ink-soft" />
      ) : unavailable ? (
        <EmptyState title={text.unavailable} body={text.unavailableText} />
      ) : !mails ? (
        <p role="alert" className="border-l-4 border-swiss bg-white/60 px-4 py-3 text-sm">
          {text.loadFailed}
        </p>
      ) : mails.length === 0 || !selected ? (
        <EmptyState title={text.empty} body={text.emptyText} />
      ) : (
        <div className="grid items-start gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:gap-8">
          <MailList mails={mails} selectedId={selected.id} onSelect={setChosenId} />
          <MailView mail={selected} />
        </div>
      )}
    </section>
  );
}
