import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Suspense, useRef } from 'react';
import type { ComponentProps, HTMLAttributes } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useMessages } from '../../lib/i18n/i18n.tsx';

/**
 * A modal dialog on Radix Dialog: focus is trapped inside, Escape and a click on the backdrop close
 * it, and focus returns to where it was, also for dialogs opened without a DialogTrigger (by state or
 * a window event), where Radix alone would drop it. Every dialog needs a DialogTitle.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  size = 'md',
  toastsAbove = false,
  openFocus = 'first',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  size?: 'md' | 'lg';
  /**
   * A form whose buttons lie at the bottom of its sheet on a phone: while it is open a toast (a code sent, a wrong
   * code) comes in at the top, not over those buttons (`.toast-viewport` in styles.css, decision 035).
   */
  toastsAbove?: boolean;
  /**
   * Where focus goes when it opens: its first control (a form's first field), or the dialog itself, read out whole,
   * where that control is an optional field (a promo code) whose keyboard would cover a phone's sheet.
   */
  openFocus?: 'first' | 'dialog';
}) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const closeLabel = useMessages('shell').dialogs.close;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay fixed inset-0 z-50 bg-ink/55 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        data-toasts={toastsAbove ? 'above' : undefined}
        className={clsx(
          'dialog-content fixed inset-x-0 bottom-0 z-50 flex max-h-[92svh] flex-col bg-paper text-ink shadow-2xl ' +
            'outline-none',
          'md:inset-auto md:top-1/2 md:left-1/2 md:max-h-[85vh] md:w-[calc(100vw-4rem)] md:-translate-x-1/2 ' +
            'md:-translate-y-1/2',
          'border-t-4 border-swiss',
          size === 'lg' ? 'md:max-w-2xl' : 'md:max-w-md',
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Focus has not moved into the dialog yet: remember where it was.
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
          if (openFocus === 'dialog' && !event.defaultPrevented && event.target instanceof HTMLElement) {
            event.preventDefault();
            event.target.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = returnFocusTo.current;
          // Another dialog is still open. Opened from inside it (the creator terms from the sell modal):
          // back to the control that opened this one. Took over instead (login → signup, signup →
          // welcome): focus stays with it; moving it out would make that dialog's focus trap pull it
          // back and select the text of its field.
          if (document.querySelector('[role="dialog"][data-state="open"]')) {
            event.preventDefault();
            if (target?.isConnected && target.closest('[role="dialog"][data-state="open"]')) target.focus();
            return;
          }
          if (!target?.isConnected || target === document.body) return;
          event.preventDefault();
          target.focus();
        }}
        {...props}
      >
        {/* A part whose words are still loading waits inside the dialog: the dialog and its focus trap stay. */}
        <Suspense fallback={null}>{children}</Suspense>
        <DialogPrimitive.Close
          className={clsx(
            // on paper of its own: a long sheet's content scrolls under it (a size's price, a poster's picture)
            'absolute top-3 right-3 inline-flex size-10 items-center justify-center bg-paper/90 text-ink',
            'transition-colors hover:bg-ink hover:text-paper focus-visible:outline-3',
            'focus-visible:outline-offset-2 focus-visible:outline-swiss',
          )}
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="size-5" strokeWidth={2.25} />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx('flex flex-col gap-1.5 px-6 pt-7 pr-16 pb-4', className)} {...props} />;
}

/**
 * The dialog's scrolling part. A body of text alone (nothing inside to focus) gets `tabIndex={0}`, so
 * keyboard users can reach it and scroll it with the arrow keys.
 */
export function DialogBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={clsx(
        'min-h-0 flex-1 overflow-y-auto px-6 pb-6 focus-visible:outline-3 focus-visible:-outline-offset-3 ' +
          'focus-visible:outline-swiss',
        className,
      )}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={clsx(
        'flex flex-col-reverse gap-2 border-t border-ink/15 px-6 py-4 sm:flex-row sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={clsx('text-2xl leading-tight font-bold tracking-tight', className)} {...props} />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={clsx('text-sm text-ink-soft', className)} {...props} />;
}
