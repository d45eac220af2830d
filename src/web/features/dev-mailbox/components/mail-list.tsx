import { clsx } from 'clsx';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import type { OutboxMail } from '../api/get-mailbox.ts';

type MailListProps = { mails: OutboxMail[]; selectedId: string | undefined; onSelect: (id: string) => void };

/** The outbox, newest first: subject, recipient and time; the selected mail marked in red. */
export function MailList({ mails, selectedId, onSelect }: MailListProps) {
  const text = useMessages('mailbox');
  const format = useFormat();
  return (
    <ul aria-label={text.listLabel} className="grid gap-px border-2 border-ink bg-ink" data-testid="mail-list">
      {mails.map((mail) => {
        const selected = mail.id === selectedId;
        return (
          <li key={mail.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(mail.id)}
              className={clsx(
                'relative grid w-full gap-0.5 px-4 py-3 text-left transition-colors focus-visible:outline-3 ' +
                  'focus-visible:-outline-offset-3 focus-visible:outline-swiss',
                selected
                  ? 'bg-white before:absolute before:inset-y-0 before:left-0 before:w-1 before:bg-swiss'
                  : 'bg-paper hover:bg-paper-deep',
              )}
            >
              <span className="truncate font-bold tracking-tight">{mail.subject || text.noSubject}</span>
              <span className="truncate text-sm text-ink-soft">{mail.to}</span>
              <time dateTime={mail.sentAt} className="text-xs text-ink-soft tabular-nums">
                {format.dateTime(mail.sentAt)}
              </time>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
