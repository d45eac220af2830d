import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { useAdminSession } from '../api/admin-session.ts';

/**
 * Admin pages check the session on load (docs/product/admin.md#admin-accounts-and-sign-in): no session, a 401 or a
 * failed call leads to /admin/login.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  if (session.isPending) return <AdminSpinner />;
  if (session.isError || !session.data.authenticated) return <Navigate to="/admin/login" replace />;
  return <>{children}</>;
}

export function AdminSpinner({ label }: { label?: string }) {
  const m = useMessages('admin');
  return (
    <div
      role="status"
      className="flex flex-1 items-center justify-center py-24 text-ink-soft"
      data-testid="admin-spinner"
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
      <span className="sr-only">{label ?? m.loading}</span>
    </div>
  );
}

/** The admin pages' frame: a kicker, the title, actions on the right. */
export function AdminPageHeader({
  title,
  kicker,
  children,
  back,
}: {
  title: string;
  kicker?: string;
  children?: ReactNode;
  back?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 md:mb-8 lg:flex-row lg:items-end lg:justify-between">
      <div className="flex items-start gap-3">
        {back}
        <div>
          <p
            className={clsx(
              'mb-2 inline-flex items-center gap-2 text-xs font-bold tracking-[0.16em]',
              'text-swiss-deep uppercase',
            )}
          >
            <span aria-hidden="true" className="size-2 bg-swiss" />
            {kicker ?? 'Admin'}
          </p>
          <h1 className="text-4xl leading-none font-bold tracking-tighter md:text-5xl">{title}</h1>
        </div>
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
