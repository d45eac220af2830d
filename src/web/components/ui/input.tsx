import { clsx } from 'clsx';
import type { InputHTMLAttributes, LabelHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; invalid?: boolean };

/** A field on paper: ink border, Swiss-red focus ring, red border when invalid. */
const fieldClasses = (invalid: boolean) =>
  clsx(
    'w-full min-w-0 border-2 bg-white/70 px-3 text-base text-ink transition-colors placeholder:text-ink-soft/60',
    'focus:bg-white focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-swiss',
    'disabled:cursor-not-allowed disabled:opacity-60',
    invalid ? 'border-swiss-deep' : 'border-ink',
  );

/** A text field on paper (see fieldClasses). */
export function Input({ className, invalid = false, ...props }: InputProps) {
  return (
    <input aria-invalid={invalid || undefined} className={clsx('h-11', fieldClasses(invalid), className)} {...props} />
  );
}

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean };

/** A text of several lines on paper, dressed as Input. */
export function Textarea({ className, invalid = false, ...props }: TextareaProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={clsx('min-h-24 py-2', fieldClasses(invalid), className)}
      {...props}
    />
  );
}

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={clsx('text-sm font-semibold tracking-tight', className)} {...props} />;
}

/**
 * A field's error under it (the field names it with aria-describedby), announced when it appears; nothing without one.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm font-semibold text-swiss-deep">
      {children}
    </p>
  );
}

export type LabelledInputProps = InputProps & {
  id: string;
  label: ReactNode;
  /** Classes of the block around label and field (`content-end` to line up side by side fields, say). */
  fieldClassName?: string;
  /** What stands under the field: a hint, its error, a link. */
  children?: ReactNode;
};

/**
 * An e-mail address field: the phone's address keyboard and autofill, no capital or spelling fix on the first letter.
 */
export const emailInputProps = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const satisfies InputProps;

/** A field with its label above it, and whatever belongs under it. */
export function LabelledInput({ id, label, fieldClassName, children, ...props }: LabelledInputProps) {
  return (
    <div className={clsx('grid gap-1.5', fieldClassName)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
      {children}
    </div>
  );
}

/** What a one-time-code field keeps of any input: digits only, at most six. */
export function normaliseCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}

export type CodeInputProps = Omit<LabelledInputProps, 'value' | 'onChange'> & {
  value: string;
  onCodeChange: (code: string) => void;
  /** The big spaced-out digits of the sign-up and the forgotten password, focused at once; else a plain field. */
  large?: boolean;
};

/** The 6-digit code mailed to an address: digits only, offered by the phone's one-time-code autofill. */
export function CodeInput({ large = false, onCodeChange, className, ...props }: CodeInputProps) {
  return (
    <LabelledInput
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      onChange={(event) => onCodeChange(normaliseCodeInput(event.target.value))}
      {...(large
        ? {
            placeholder: '000000',
            autoFocus: true,
            className: clsx(
              'h-16 pl-[calc(0.75rem+0.5em)]! text-center font-mono text-3xl! font-bold tracking-[0.5em] ' +
                'placeholder:text-ink/15',
              className,
            ),
          }
        : { className })}
      {...props}
    />
  );
}
