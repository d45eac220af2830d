import { AdminGate } from '../features/admin/components/admin-gate.tsx';
import { ReviewView } from '../features/admin/components/review-view.tsx';

/** /admin/review (spec 002 §2); without an admin session it goes to /admin/login. */
export function Component() {
  return (
    <AdminGate>
      <ReviewView />
    </AdminGate>
  );
}
