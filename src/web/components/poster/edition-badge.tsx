import { clsx } from 'clsx';
import { editionCounter } from './edition-counter.ts';

/** '#n/N', red when at most 5 prints remain (docs/product/catalogue.md#what-the-catalogue-shows). */
export function EditionBadge({
  soldCount,
  totalSupply,
  className,
}: {
  soldCount: number;
  totalSupply: number;
  className?: string;
}) {
  const { label, low } = editionCounter(soldCount, totalSupply);
  return (
    <span
      data-testid="edition-counter"
      data-low={low ? 'true' : 'false'}
      className={clsx(
        'inline-flex items-center px-1.5 py-0.5 font-mono text-xs font-bold tabular-nums',
        low ? 'bg-swiss text-white' : 'bg-ink text-paper',
        className,
      )}
    >
      {label}
    </span>
  );
}
