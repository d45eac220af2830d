import { AdminLoginForm } from '../features/admin/components/admin-login-form.tsx';

/** /admin/login (docs/product/admin.md#admin-accounts-and-sign-in). */
export function Component() {
  return <AdminLoginForm />;
}
