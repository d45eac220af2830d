import { Link } from 'react-router';
import { useMessages } from '../lib/i18n/i18n.tsx';
import { buttonClassName } from '../components/ui/button.tsx';

/**
 * Any path that is not a page (docs/product/accounts.md#landing-header-footer). The server answers it with status 404.
 */
export function Component() {
  const text = useMessages('shell').notFound;
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-4 py-14 md:px-8 md:py-24">
      <p
        aria-hidden="true"
        className="text-[7rem] leading-none font-bold tracking-tighter text-swiss select-none md:text-[12rem]"
      >
        404
      </p>
      <h1 className="mt-4 text-4xl leading-tight font-bold tracking-tight md:text-6xl">{text.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-soft">{text.text}</p>
      <div className="mt-8">
        <Link to="/" className={buttonClassName({ variant: 'primary', size: 'lg' })}>
          {text.returnHome}
        </Link>
      </div>
    </section>
  );
}
