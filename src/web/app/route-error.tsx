import { clsx } from 'clsx';
import { useMessages } from '../lib/i18n/i18n.tsx';
import { Button } from '../components/ui/button.tsx';

/** Shown when a page fails to load or render (a stale chunk after a deploy, say). */
export function RouteError() {
  const text = useMessages('shell').routeError;
  return (
    <section
      className={clsx(
        'mx-auto flex w-full max-w-6xl flex-1 flex-col items-start justify-center gap-5',
        'px-4 py-16 md:px-8',
      )}
    >
      <h1 className="text-4xl font-bold tracking-tight md:text-6xl">{text.title}</h1>
      <p className="max-w-xl text-lg text-ink-soft">{text.text}</p>
      <Button variant="primary" size="lg" onClick={() => window.location.reload()}>
        {text.reload}
      </Button>
    </section>
  );
}

/** Keeps the page area open while the first page's code arrives, so the footer does not jump. */
export function PageFallback() {
  return <div className="min-h-[70svh]" aria-busy="true" />;
}
