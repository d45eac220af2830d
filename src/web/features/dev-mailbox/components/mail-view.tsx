import { clsx } from 'clsx';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import type { OutboxMail } from '../api/get-mailbox.ts';

/**
 * One mail: subject and envelope, its HTML in a fully sandboxed frame (no scripts, no forms, no
 * same-origin access), and its plain text.
 */
export function MailView({ mail }: { mail: OutboxMail }) {
  const text = useMessages('mailbox');
  const format = useFormat();
  return (
    <article className="grid min-w-0 gap-4" data-testid="mail-view" aria-labelledby={`mail-${mail.id}`}>
      <header className="grid gap-2 border-b-2 border-ink pb-4">
        <h2 id={`mail-${mail.id}`} className="text-2xl leading-tight font-bold tracking-tight break-words md:text-3xl">
          {mail.subject || text.noSubject}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
          <dt className="font-semibold">{text.from}</dt>
          <dd className="min-w-0 truncate text-ink-soft">{mail.from}</dd>
          <dt className="font-semibold">{text.to}</dt>
          <dd className="min-w-0 truncate text-ink-soft">{mail.to}</dd>
          <dt className="font-semibold">{text.sent}</dt>
          <dd className="text-ink-soft tabular-nums">
            <time dateTime={mail.sentAt}>{format.dateTime(mail.sentAt)}</time>
          </dd>
        </dl>
      </header>
      {mail.html ? (
        <iframe
          title={text.htmlLabel({ subject: mail.subject || text.noSubject })}
          sandbox=""
          srcDoc={mail.html}
          className="h-[32rem] w-full border-2 border-ink bg-white"
        />
      ) : null}
      <details open={!mail.html} className="group border-2 border-ink bg-white/60">
        <summary className="cursor-pointer px-4 py-3 text-sm font-bold tracking-tight select-none">
          {text.plainText}
        </summary>
        <pre
          className={clsx(
            'overflow-x-auto border-t border-ink/15 px-4 py-3 font-mono text-sm',
            'leading-relaxed break-words whitespace-pre-wrap',
          )}
        >
          {mail.text}
        </pre>
      </details>
    </article>
  );
}
