import type { ReactNode } from 'react';

/**
 * A label and its value on a line of an order's details. A long value (an e-mail address) wraps within its side;
 * the label keeps its words whole ("E-mail" broke at its hyphen beside a long address on a phone).
 */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-ink/10 py-1.5 text-sm last:border-b-0">
      <dt className="shrink-0 text-ink-soft">{label}</dt>
      <dd className="min-w-0 text-right font-semibold [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
