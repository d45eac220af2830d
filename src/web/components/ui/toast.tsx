import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useMessages } from '../../lib/i18n/i18n.tsx';
import type { ToastVariant } from './use-toast.ts';

/** Toast pieces on Radix Toast: announced politely, swipe right to dismiss, F8 focuses the viewport. */
export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={clsx(
        // At the bottom, on phones too (decision 035): a toast never covers the header (its cart badge, its menu);
        // over a form's sheet on a phone, at the top (`toastsAbove` in dialog.tsx, `.toast-viewport` in styles.css).
        'toast-viewport fixed right-0 bottom-0 z-[100] m-0 flex max-h-svh w-full list-none flex-col gap-2 p-4 ' +
          'pb-[max(1rem,env(safe-area-inset-bottom))] outline-none',
        'md:max-w-[26rem]',
        className,
      )}
      {...props}
    />
  );
}

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-ink bg-paper text-ink',
  destructive: 'border-swiss-deep bg-swiss-deep text-white',
};

export function Toast({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      className={clsx(
        'toast group pointer-events-auto relative flex w-full items-start gap-3 border-2 p-4 pr-12 ' +
          'shadow-[6px_6px_0_0_rgb(20_20_20/0.18)]',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={clsx('text-[0.9375rem] font-bold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={clsx('text-sm opacity-90', className)} {...props} />;
}

export const ToastAction = ToastPrimitive.Action;

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const label = useMessages('shell').toast.close;
  return (
    <ToastPrimitive.Close
      className={clsx(
        'absolute top-2 right-2 inline-flex size-8 items-center justify-center opacity-80 transition-opacity ' +
          'hover:opacity-100',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-current',
        className,
      )}
      aria-label={label}
      {...props}
    >
      <X aria-hidden="true" className="size-4" strokeWidth={2.5} />
    </ToastPrimitive.Close>
  );
}
