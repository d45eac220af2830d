import type { ReactNode } from 'react';

/**
 * A label and its value on a line of an order's details. The label takes what it needs, up to half the line (French
 * "E-mail" broke at its hyphen beside a long address on a phone); the value wraps within the rest.
 */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-ink/10 py-1.5 text-sm last:border-b-0">
      <dt className="max-w-1/2 shrink-0 text-ink-soft">{label}</dt>
      <dd className="min-w-0 text-right font-semibold [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
