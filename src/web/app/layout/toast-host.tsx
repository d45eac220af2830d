import { Suspense, lazy, useState } from 'react';
import { useToast } from '../../components/ui/use-toast.ts';

const Toaster = lazy(() => import('../../components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the toaster (Radix Toast) with the first toast and keeps it from then on, so pages that
 * never toast do not load it on first display.
 */
export function ToastHost() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
