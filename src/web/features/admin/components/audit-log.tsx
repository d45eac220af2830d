import type { AuditEntry } from '../../../../shared/admin.ts';
import type { AreaTexts } from '../../../../shared/i18n/catalogue.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { carrierOf } from '../../../../shared/shipping-carriers.ts';

function describe(value: unknown, m: AreaTexts<'admin'>): string {
  if (!value || typeof value !== 'object') return m.notAvailable;
  const record = value as Record<string, unknown>;
  if ('refundId' in record && 'reason' in record) return `refund ${Number(record.amount).toFixed(2)} CHF: ${String(record.reason)}`;
  if ('refundId' in record && 'attempt' in record) return `refund retried (attempt ${String(record.attempt)})`;
  if ('status' in record) {
    const label = m.statusLabels[record.status as keyof typeof m.statusLabels] ?? String(record.status);
    if (record.trackingNumber) return `${label} · ${carrierOf(String(record.carrier))?.name ?? String(record.carrier)} ${String(record.trackingNumber)}`;
    if ('refundAmount' in record) return `${label} · refund ${Number(record.refundAmount).toFixed(2)} CHF`;
    return label;
  }
  if ('soldCount' in record) return `${String(record.soldCount)} / ${String(record.totalSupply)}`;
  if ('isPublic' in record) {
    if (!record.isPublic) return record.isApproved ? 'removed' : 'private';
    return record.isApproved ? 'in catalogue' : 'in review';
  }
  return JSON.stringify(value);
}

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Who changed what and when (issue 8 §7), oldest first. */
export function AuditLog({ entries }: { entries: AuditEntry[] | undefined }) {
  const m = useMessages('admin');
  return (
    <section className="mt-6" data-testid="audit-log">
      <h3 className="mb-2 text-xs font-bold tracking-[0.14em] text-ink-soft uppercase">{m.auditLog}</h3>
      {!entries || entries.length === 0 ? (
        <p className="text-sm text-ink-soft">{m.auditEmpty}</p>
      ) : (
        <ol className="divide-y divide-ink/10 border-y border-ink/10 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
              <span>
                <span className="font-semibold">{m.auditActions[entry.action as keyof typeof m.auditActions] ?? entry.action}</span>{' '}
                <span className="text-ink-soft">{describe(entry.before, m)}</span> → <span className="font-semibold">{describe(entry.after, m)}</span>
              </span>
              <span className="text-xs text-ink-soft tabular-nums">
                {entry.adminUsername} · {formatDateTime(entry.createdAt)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
