import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { iconLinkClass } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { getSettings } from '../../../lib/settings.ts';
import { usePosterAvailability } from '../api/get-poster-availability.ts';
import { PosterDetails } from './poster-details.tsx';
import type { PosterDetailsProps } from './poster-details.tsx';

/**
 * A poster's own page (docs/product/catalogue.md#poster-detail-and-links): what the catalogue's dialog shows, as a
 * page with the poster's name as its heading and its title. The server draws it with the poster's data; the browser
 * reads the edition counter again at once.
 */
export function PosterPageView({
  id,
  CartButton,
  renderActions,
}: {
  id: number | null;
  /** The cart with its item count, beside the way back to the catalogue. */
  CartButton: ComponentType<{ className: string }>;
  renderActions: PosterDetailsProps['renderActions'];
}) {
  const m = useMessages('catalogue');
  const { data: poster, isPending } = usePosterAvailability(id, true, { retryOnMount: false });
  const { brandName } = getSettings();

  useEffect(() => {
    if (poster) document.title = `${poster.name || m.untitledPoster} · ${brandName}`;
  }, [poster, brandName, m]);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 pt-6 pb-16 md:px-8 md:pt-10">
      <div className="mb-5 flex items-center justify-between gap-3 md:mb-8">
        <Link
          to="/catalogue"
          className="inline-flex items-center gap-2 text-sm font-semibold underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {m.backToCatalogue}
        </Link>
        <CartButton className={iconLinkClass} />
      </div>
      {poster ? (
        <article className="border-2 border-ink bg-paper" data-testid="poster-page">
          <PosterDetails
            key={poster.id}
            poster={poster}
            priority
            renderActions={renderActions}
            heading={(creator) => (
              <div>
                <h1 className="text-4xl leading-none font-bold tracking-tighter md:text-5xl">
                  {poster.name || m.untitledPoster}
                </h1>
                <p className="mt-2 text-base font-semibold">{creator}</p>
              </div>
            )}
          />
        </article>
      ) : isPending && id !== null ? (
        <div className="aspect-[1/1.414] w-full max-w-[22rem] animate-pulse bg-ink/10" aria-busy="true" />
      ) : (
        <div className="border-2 border-dashed border-ink/40 px-6 py-16 text-center" role="status">
          <h1 className="text-2xl font-bold tracking-tight">{m.posterNotFoundTitle}</h1>
          <p className="mt-2 text-ink-soft">{m.posterGone}</p>
          <p className="mt-4">
            <Link to="/catalogue" className="font-semibold underline underline-offset-4">
              {m.backToCatalogue}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
