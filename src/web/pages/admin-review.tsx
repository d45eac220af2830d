import { AdminGate } from '../features/admin/components/admin-gate.tsx';
import { ReviewView } from '../features/admin/components/review-view.tsx';

/** /admin/review (docs/product/admin.md#review-queue); without an admin session it goes to /admin/login. */
export function Component() {
  return (
    <AdminGate>
      <ReviewView />
    </AdminGate>
  );
}
