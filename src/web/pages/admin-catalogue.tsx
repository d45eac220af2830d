import { AdminGate } from '../features/admin/components/admin-gate.tsx';
import { AdminCatalogueView } from '../features/admin/components/admin-catalogue-view.tsx';

/** /admin/catalogue (spec 002 §2); without an admin session it goes to /admin/login. */
export function Component() {
  return (
    <AdminGate>
      <AdminCatalogueView />
    </AdminGate>
  );
}
