import { AdminLoginForm } from '../features/admin/components/admin-login-form.tsx';

/** /admin/login (spec 002 §2). */
export function Component() {
  return <AdminLoginForm />;
}
