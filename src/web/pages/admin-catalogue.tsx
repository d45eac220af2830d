import { AdminGate } from '../features/admin/components/admin-gate.tsx';
import { AdminCatalogueView } from '../features/admin/components/admin-catalogue-view.tsx';

/** /admin/catalogue (docs/product/admin.md#catalogue); without an admin session it goes to /admin/login. */
export function Component() {
  return (
    <AdminGate>
      <AdminCatalogueView />
    </AdminGate>
  );
}
