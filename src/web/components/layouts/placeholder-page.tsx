import { clsx } from 'clsx';
import { useMessages } from '../../lib/i18n/i18n.tsx';

type PlaceholderPageProps = {
  title: string;
  text: string;
  /** False where the header already shows the page's large title (Dashboard, Settings). */
  showTitle?: boolean;
};

/** A page's heading and one line, shown until the issue that builds the page lands. */
export function PlaceholderPage({ title, text, showTitle = true }: PlaceholderPageProps) {
  const comingSoon = useMessages('shell').comingSoon;
  return (
    <section
      aria-label={showTitle ? undefined : title}
      className="mx-auto w-full max-w-6xl px-4 py-12 md:px-8 md:py-20"
    >
      <p className="mb-5 inline-flex items-center gap-2 text-xs font-bold tracking-[0.16em] text-swiss-deep uppercase">
        <span aria-hidden="true" className="size-2 bg-swiss" />
        {comingSoon}
      </p>
      {showTitle ? (
        <h1
          className={clsx(
            'max-w-4xl text-4xl leading-[0.95] font-bold tracking-tighter',
            '[overflow-wrap:anywhere] min-[400px]:text-5xl md:text-8xl',
          )}
        >
          {title}
        </h1>
      ) : null}
      <p
        className={
          showTitle ? 'mt-6 max-w-xl text-lg text-ink-soft md:text-xl' : 'max-w-xl text-lg text-ink-soft md:text-xl'
        }
      >
        {text}
      </p>
      <div aria-hidden="true" className="mt-12 grid max-w-md grid-cols-3 gap-3 md:mt-16">
        <div className="aspect-[1/1.414] bg-ink" />
        <div className="aspect-[1/1.414] bg-swiss" />
        <div className="aspect-[1/1.414] border-2 border-ink" />
      </div>
    </section>
  );
}
