import { clsx } from 'clsx';
import { AlertTriangle, Eye } from 'lucide-react';
import type { AdminCatalogueOrder, AdminOrder } from '../../../../shared/admin.ts';
import { formatLabel, formatOf } from '../../../../shared/print-formats.ts';
import type { PrintFormat } from '../../../../shared/print-formats.ts';
import { useFormat, useMessages } from '../../../lib/i18n/i18n.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { OrderKind } from '../api/orders.ts';
import { useOrderStatus } from '../use-order-status.ts';
import { StatusSelect } from './status-select.tsx';

/** A standard order's one format, or the formats of a catalogue order's lines. */
const formatsOf = (order: AdminOrder | AdminCatalogueOrder): PrintFormat[] =>
  'formats' in order ? order.formats : [formatOf(order)];

/**
 * The orders table (docs/product/admin.md#orders): its columns, the size and frame of each order (a catalogue order's
 * formats each once), 'N items' for catalogue orders, View and the inline status; an order the print lab flagged is
 * marked "needs attention" beside its reference.
 */
export function OrdersTable({
  kind,
  orders,
  onView,
  stale,
  needsAttention = false,
}: {
  kind: OrderKind;
  orders: (AdminOrder | AdminCatalogueOrder)[];
  onView: (id: number) => void;
  stale: boolean;
  /** The list is filtered on the lab's flag: its empty state says so. */
  needsAttention?: boolean;
}) {
  const m = useMessages('admin');
  const prints = useMessages('prints');
  const format = useFormat();
  const status = useOrderStatus(kind);
  if (orders.length === 0) {
    return (
      <div className="border-2 border-dashed border-ink/40 px-6 py-16 text-center" data-testid="orders-empty">
        <p className="text-2xl font-bold tracking-tight">
          {needsAttention ? m.noOrdersNeedAttention : kind === 'standard' ? m.noOrders : m.noCatalogueOrders}
        </p>
      </div>
    );
  }
  const c = m.columns;
  const headers = [
    c.confirmationId,
    c.date,
    c.customer,
    c.email,
    m.printFormat,
    ...(kind === 'catalogue' ? [c.items] : []),
    c.amount,
    c.status,
    c.actions,
  ];
  return (
    <div
      className={clsx('overflow-x-auto border-2 border-ink bg-white/50 transition-opacity', stale && 'opacity-60')}
      aria-busy={stale}
    >
      <table className="w-full min-w-[56rem] border-collapse text-sm" data-testid="orders-table">
        <thead>
          <tr className="bg-ink text-left text-paper">
            {headers.map((header) => (
              <th
                key={header}
                scope="col"
                className={clsx(
                  'px-3 py-2.5 font-semibold tracking-tight',
                  (header === c.amount || header === c.items) && 'text-right',
                )}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr
              key={order.id}
              className={clsx(
                'border-t border-ink/10 odd:bg-paper/40 hover:bg-paper-deep/70',
                order.lab?.needsAttention && 'shadow-[inset_4px_0_0_var(--color-swiss)]',
              )}
              data-testid="order-row"
              data-needs-attention={order.lab?.needsAttention ? 'true' : undefined}
            >
              <td className="px-3 py-2 font-mono text-xs font-semibold">
                {/* the reference opens the order too: on a phone View lies off the screen */}
                <button
                  type="button"
                  className={clsx(
                    'inline-flex min-h-6 items-center underline decoration-ink/40 underline-offset-2',
                    'hover:decoration-ink',
                    'focus-visible:outline-3 focus-visible:outline-swiss',
                  )}
                  onClick={() => onView(order.id)}
                >
                  {order.confirmationId}
                </button>
                {order.lab?.needsAttention ? (
                  <span
                    className={clsx(
                      'mt-0.5 flex w-max items-center gap-1 bg-swiss px-1.5 py-0.5 font-sans',
                      'text-[0.6875rem] text-white',
                    )}
                    data-testid="row-needs-attention"
                  >
                    <AlertTriangle aria-hidden="true" className="size-3" />
                    {m.needsAttention}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-ink-soft tabular-nums">{format.date(order.createdAt)}</td>
              <td className="px-3 py-2 font-semibold">
                {`${order.firstName} ${order.lastName}`.trim() || m.notAvailable}
              </td>
              <td className="max-w-56 truncate px-3 py-2 text-ink-soft" title={order.email}>
                {order.email}
              </td>
              <td className="px-3 py-2 text-ink-soft" data-testid="order-formats">
                {formatsOf(order)
                  .map((format) => formatLabel(prints, format))
                  .join(' · ')}
              </td>
              {kind === 'catalogue' ? (
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {m.itemCount({ count: (order as AdminCatalogueOrder).itemCount })}
                </td>
              ) : null}
              <td className="px-3 py-2 text-right font-semibold whitespace-nowrap tabular-nums">
                {format.price(order.amount)}
              </td>
              <td className="px-3 py-2">
                <StatusSelect
                  value={order.status}
                  allowed={order.allowedStatuses}
                  label={m.statusOf({ confirmationId: order.confirmationId })}
                  disabled={status.isPending && status.variables?.id === order.id}
                  onChange={(next) =>
                    status.mutate({ id: order.id, status: next, confirmationId: order.confirmationId })
                  }
                />
              </td>
              <td className="px-3 py-2">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onView(order.id)}
                  aria-label={`${m.view} ${order.confirmationId}`}
                >
                  <Eye aria-hidden="true" className="size-4" />
                  {m.view}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
