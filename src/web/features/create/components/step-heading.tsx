import { clsx } from 'clsx';

/** A numbered step of the create page: a red square with the number, then its name. */
export function StepHeading({ number, children, className }: { number: number; children: string; className?: string }) {
  return (
    <h2 className={clsx('flex items-center gap-2.5 text-sm font-bold tracking-[0.14em] uppercase', className)}>
      <span
        aria-hidden="true"
        className="flex size-6 items-center justify-center bg-swiss text-xs tracking-normal text-white tabular-nums"
      >
        {number}
      </span>
      <span>
        <span className="sr-only">{number}. </span>
        {children}
      </span>
    </h2>
  );
}
