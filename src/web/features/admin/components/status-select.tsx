import { clsx } from 'clsx';
import { ORDER_STATUSES } from '../../../../shared/admin.ts';
import type { OrderStatus } from '../../../../shared/admin.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';

const tone: Record<OrderStatus, string> = {
  pending: 'border-ink/40 bg-paper',
  processing: 'border-gold bg-gold/15',
  shipped: 'border-ink bg-ink text-paper',
  delivered: 'border-emerald-700 bg-emerald-700/10 text-emerald-900',
  cancelled: 'border-swiss bg-swiss/10 text-swiss-deep',
};

/**
 * The inline status selector of the admin's order list (decision 010): the current status and those it may become
 * (decision 022; the server decides again). With nothing allowed it only shows where the order stands.
 */
export function StatusSelect({
  value,
  allowed,
  onChange,
  label,
  disabled,
  size = 'sm',
}: {
  value: OrderStatus;
  allowed: readonly OrderStatus[];
  onChange: (status: OrderStatus) => void;
  label: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}) {
  const m = useMessages('admin');
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled || allowed.length === 0}
      onChange={(event) => onChange(event.target.value as OrderStatus)}
      data-testid="status-select"
      className={clsx(
        'cursor-pointer border-2 pr-7 pl-2 font-semibold tracking-tight transition-colors focus-visible:outline-3 ' +
          'focus-visible:outline-offset-2 focus-visible:outline-swiss disabled:cursor-wait disabled:opacity-60',
        size === 'sm' ? 'h-8 text-xs' : 'h-11 text-sm',
        tone[value] ?? tone.pending,
      )}
    >
      {ORDER_STATUSES.filter((status) => status === value || allowed.includes(status)).map((status) => (
        <option key={status} value={status} className="bg-white text-ink">
          {m.statusLabels[status]}
        </option>
      ))}
    </select>
  );
}
