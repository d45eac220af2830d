import { useRouteHandle } from '../app/route-handle.ts';
import { LegalText } from '../app/layout/legal-text.tsx';
import { useMessages } from '../lib/i18n/i18n.tsx';

/**
 * /privacy, /terms and /returns: the Privacy Policy, the Terms of Service and the returns policy as pages of their own,
 * which search engines and links reach (docs/product/accounts.md#landing-header-footer); the footer opens the same text
 * in a dialog.
 */
export function Component() {
  const m = useMessages('legal');
  const page = useRouteHandle().page;
  const kind = page === 'terms' || page === 'returns' ? page : 'privacy';
  return (
    <article className="mx-auto w-full max-w-3xl px-4 pt-8 pb-16 md:px-8 md:pt-12">
      <h1 className="text-4xl leading-none font-bold tracking-tighter md:text-6xl">{m[kind].title}</h1>
      <p className="mt-3 font-semibold text-ink-soft">{m.effectiveDate}</p>
      <div className="legal-text mt-8 text-base leading-relaxed">
        <LegalText kind={kind} />
      </div>
    </article>
  );
}
