import { clsx } from 'clsx';
import type { Partner } from '../../../../shared/partners.ts';
import { useMessages } from '../../../lib/i18n/i18n.tsx';

type PartnerStripProps = {
  partners: Partner[];
  onPartnerClick?: (partner: Partner) => void;
};

/**
 * The partner cafés' logos scrolling endlessly (docs/product/accounts.md#landing-header-footer): the list twice in a
 * row, moved by half
 * its width. The copy is hidden from assistive technology and from the tab order. It stops on hover
 * and focus, and stands still for people who prefer reduced motion.
 */
export function PartnerStrip({ partners, onPartnerClick }: PartnerStripProps) {
  const shell = useMessages('shell');
  const copies = [false, true] as const;
  return (
    <div className="partner-strip relative overflow-hidden" data-testid="partner-strip">
      <div className="partner-strip-track flex w-max">
        {copies.map((isCopy) => (
          <ul key={String(isCopy)} aria-hidden={isCopy || undefined} className="flex shrink-0 items-center">
            {partners.map((partner) => (
              <li key={partner.id} className="shrink-0 px-5 md:px-8">
                <a
                  href={partner.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  tabIndex={isCopy ? -1 : undefined}
                  onClick={() => onPartnerClick?.(partner)}
                  className={clsx(
                    'block opacity-85 transition-opacity hover:opacity-100 focus-visible:opacity-100',
                    'focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-swiss',
                  )}
                >
                  <img
                    src={partner.logo}
                    alt={partner.name}
                    width={160}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="h-12 w-auto md:h-14"
                    draggable={false}
                  />
                  <span className="sr-only"> {shell.landing.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
