import type { AuditEntry } from '../../../../shared/admin.ts';
import type { AreaTexts } from '../../../../shared/i18n/catalogue.ts';
import type { Formatter } from '../../../../shared/i18n/format.ts';
import { carrierOf } from '../../../../shared/shipping-carriers.ts';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';

/** One side of an audit entry in words: a status, a refund, a sold count or the catalogue visibility. */
function describe(value: unknown, m: AreaTexts<'admin'>, format: Formatter): string {
  if (!value || typeof value !== 'object') return m.notAvailable;
  const record = value as Record<string, unknown>;
  if ('refundId' in record && 'reason' in record)
    return m.auditRefund({ amount: format.price(Number(record.amount)), reason: String(record.reason) });
  if ('refundId' in record && 'attempt' in record) return m.auditRefundRetried({ attempt: Number(record.attempt) });
  if ('status' in record) {
    const label = m.statusLabels[record.status as keyof typeof m.statusLabels] ?? String(record.status);
    if (typeof record.trackingNumber === 'string' && record.trackingNumber)
      return `${label} · ${carrierOf(String(record.carrier))?.name ?? String(record.carrier)} ${record.trackingNumber}`;
    if ('refundAmount' in record)
      return m.auditStatusWithRefund({ status: label, amount: format.price(Number(record.refundAmount)) });
    return label;
  }
  if ('soldCount' in record) return `${String(record.soldCount)} / ${String(record.totalSupply)}`;
  if ('isPublic' in record) {
    if (!record.isPublic) return record.isApproved ? m.auditVisibility.removed : m.auditVisibility.private;
    return record.isApproved ? m.auditVisibility.inCatalogue : m.auditVisibility.inReview;
  }
  return JSON.stringify(value);
}

/** An entry that changed nothing it records (the order sent to the lab again): its state once, not "A → A". */
const sameSides = (entry: AuditEntry) => JSON.stringify(entry.before) === JSON.stringify(entry.after);

/** Who changed what and when (docs/product/admin.md#audit-log), oldest first. */
export function AuditLog({ entries }: { entries: AuditEntry[] | undefined }) {
  const m = useMessages('admin');
  const format = useFormat();
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
                <span className="font-semibold">
                  {m.auditActions[entry.action as keyof typeof m.auditActions] ?? entry.action}
                </span>{' '}
                {sameSides(entry) ? (
                  <span className="text-ink-soft">{describe(entry.after, m, format)}</span>
                ) : (
                  <>
                    <span className="text-ink-soft">{describe(entry.before, m, format)}</span> →{' '}
                    <span className="font-semibold">{describe(entry.after, m, format)}</span>
                  </>
                )}
              </span>
              <span className="text-xs text-ink-soft tabular-nums">
                {entry.adminUsername} · {format.dateTime(entry.createdAt)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
