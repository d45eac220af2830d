import { AdminGate } from '../features/admin/components/admin-gate.tsx';
import { OrdersView } from '../features/admin/components/orders-view.tsx';

/** /admin/orders (docs/product/admin.md#orders); without an admin session it goes to /admin/login. */
export function Component() {
  return (
    <AdminGate>
      <OrdersView />
    </AdminGate>
  );
}
