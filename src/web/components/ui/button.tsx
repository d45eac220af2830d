import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Slot } from 'radix-ui';

const variants = {
  primary: 'bg-ink text-paper hover:bg-swiss hover:text-white focus-visible:bg-swiss focus-visible:text-white',
  accent: 'bg-swiss text-white hover:bg-ink focus-visible:bg-ink',
  outline: 'border-2 border-ink text-ink hover:bg-ink hover:text-paper',
  ghost: 'text-ink hover:bg-ink/8',
  link: 'text-ink underline decoration-1 underline-offset-4 hover:decoration-2 hover:text-swiss-deep',
} as const;

/**
 * Heights are minimums: a label too long for the screen (German on a small phone) takes a second line instead of
 * running off.
 */
const sizes = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2 text-[0.9375rem]',
  lg: 'min-h-14 px-7 py-3 text-lg',
  icon: 'size-10',
  inline: '',
} as const;

/**
 * The square link of an icon in the catalogue's and a poster page's header (the cart, the search, the feed). Here, in
 * the shell's kit, so a poster's page does not load the catalogue's toolbar for it.
 */
export const iconLinkClass =
  'inline-flex size-10 shrink-0 items-center justify-center border-2 border-ink text-ink transition-colors ' +
  'hover:bg-ink hover:text-paper focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-swiss';

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return clsx(
    variant === 'link'
      ? 'inline'
      : 'inline-flex max-w-full shrink-0 items-center justify-center gap-2 text-center text-balance',
    'font-semibold tracking-tight transition-colors',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-swiss ' +
      'disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    variant === 'link' ? sizes.inline : sizes[size],
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={buttonClassName({ variant, size, className })}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}

export type PendingButtonProps = ButtonProps & {
  /** While true the button is disabled and shows a turning spinner before its label. */
  pending: boolean;
  /** The label while pending ("Sending…"); the children stay when there is none. */
  pendingLabel?: ReactNode;
  /** An icon before the label when not pending (the spinner takes its place). */
  icon?: ReactNode;
};

/** A button that does something that takes a while: the spinner and the "…ing" label while it does, disabled. */
export function PendingButton({ pending, pendingLabel, icon, disabled, size, children, ...props }: PendingButtonProps) {
  const spinner = (
    <LoaderCircle aria-hidden="true" className={clsx(size === 'lg' ? 'size-5' : 'size-4', 'animate-spin')} />
  );
  return (
    <Button size={size} disabled={pending || disabled} {...props}>
      {pending ? spinner : (icon ?? null)}
      {pending ? (pendingLabel ?? children) : children}
    </Button>
  );
}
