import { clsx } from 'clsx';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { isLanguage, languageNames, languages } from '../../../shared/i18n/languages.ts';
import { useLanguage, useMessages } from '../../lib/i18n/i18n.tsx';

/**
 * The language choice (decision 021): each language named in itself. Switching keeps the page, the cart, an upload in
 * progress and the session (no reload); the choice is kept in the cookie and on the account.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const m = useMessages('shell');
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className={clsx('relative inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {m.language.label}
      </label>
      <Globe aria-hidden="true" className="pointer-events-none absolute left-2 size-4" strokeWidth={2} />
      <select
        id={id}
        value={language}
        title={m.language.choose}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
        className={clsx(
          'h-9 cursor-pointer appearance-none border-2 border-ink bg-paper pr-3 pl-7',
          'text-sm font-semibold tracking-tight hover:bg-ink hover:text-paper',
          'focus-visible:outline-3 focus-visible:outline-offset-2',
          'focus-visible:outline-swiss md:h-10',
        )}
      >
        {languages.map((option) => (
          <option key={option} value={option} lang={option}>
            {languageNames[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
