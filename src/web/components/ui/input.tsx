import { clsx } from 'clsx';
import type { InputHTMLAttributes, LabelHTMLAttributes, ReactNode, Ref } from 'react';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; invalid?: boolean };

/** A text field on paper: ink border, Swiss-red focus ring, red border when invalid. */
export function Input({ className, invalid = false, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={clsx(
        'h-11 w-full min-w-0 border-2 bg-white/70 px-3 text-base text-ink transition-colors placeholder:text-ink-soft/60',
        'focus:bg-white focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-swiss',
        'disabled:cursor-not-allowed disabled:opacity-60',
        invalid ? 'border-swiss-deep' : 'border-ink',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={clsx('text-sm font-semibold tracking-tight', className)} {...props} />;
}

/** A field's error under it (the field names it with aria-describedby), announced when it appears; nothing without one. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm font-semibold text-swiss-deep">
      {children}
    </p>
  );
}
