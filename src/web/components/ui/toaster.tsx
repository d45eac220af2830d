import { useMessages } from '../../lib/i18n/i18n.tsx';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast.tsx';
import { TOAST_DEFAULT_DURATION, dismissToast, useToast } from './use-toast.ts';

/** Renders the toast store: at the bottom of the screen on phones (clear of the header), bottom right from 768 px. */
export function Toaster() {
  const { toasts } = useToast();
  // Radix fills in the hotkey itself: the label keeps its "{hotkey}" placeholder.
  const { viewportLabel, label } = useMessages('shell').toast;
  return (
    // `label` is what a screen reader says before each toast, in the visitor's language (Radix says 'Notification')
    <ToastProvider label={label} duration={TOAST_DEFAULT_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} label={viewportLabel({ hotkey: '{hotkey}' })} />
    </ToastProvider>
  );
}
