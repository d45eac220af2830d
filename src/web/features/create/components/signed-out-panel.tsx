import { clsx } from 'clsx';
import { ArrowRight, LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import { slides } from '../../../../shared/slides.ts';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { appEvents, emitAppEvent } from '../../../lib/app-events.ts';

const examples = slides.filter((slide) => slide.type === 'image').slice(0, 3);

/** /create for visitors (docs/product/create.md#who-may-create): log in, sign up, or browse the catalogue. */
export function SignedOutPanel() {
  const m = useMessages('create');
  return (
    <section
      className={clsx(
        'mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-8 pb-14',
        'md:grid-cols-[minmax(0,1fr)_auto] md:gap-16 md:px-8 md:pt-14 md:pb-20',
      )}
    >
      <div className="flex flex-col items-start">
        <h1 className="text-6xl leading-[0.9] font-bold tracking-tighter md:text-8xl">{m.pageTitle}</h1>
        <p className="mt-5 text-2xl leading-tight font-semibold tracking-tight text-balance md:mt-7 md:text-4xl">
          {m.signedOutTitle}
        </p>
        <p className="mt-4 max-w-lg text-lg text-ink-soft">{m.signedOutText}</p>
        <div className="mt-8 grid w-full gap-3 sm:flex sm:w-auto sm:flex-wrap">
          <Button variant="accent" size="lg" onClick={() => emitAppEvent(appEvents.openSignupModal)} data-opens-auth>
            <UserPlus aria-hidden="true" className="size-5" strokeWidth={2.25} />
            {m.signUp}
          </Button>
          <Button variant="primary" size="lg" onClick={() => emitAppEvent(appEvents.openLoginModal)} data-opens-auth>
            <LogIn aria-hidden="true" className="size-5" strokeWidth={2.25} />
            {m.logIn}
          </Button>
          <Link to="/catalogue" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
            {m.browseCatalogue}
            <ArrowRight aria-hidden="true" className="size-5" strokeWidth={2.5} />
          </Link>
        </div>
      </div>
      <div aria-hidden="true" className="relative mx-auto h-[300px] w-[290px] md:h-[420px] md:w-[400px]">
        {examples.map((slide, index) => (
          <img
            key={slide.src}
            src={slide.src}
            alt=""
            loading={index === 0 ? 'eager' : 'lazy'}
            className={clsx(
              'absolute aspect-[1/1.414] w-[150px] border-[10px] border-white object-cover',
              'shadow-[0_20px_40px_-20px_rgb(20_20_20/0.55)] md:w-[210px]',
            )}
            style={{
              left: `${index * 22}%`,
              top: `${[8, 0, 14][index]}%`,
              transform: `rotate(${[-6, 2, 7][index]}deg)`,
              zIndex: index === 1 ? 2 : 1,
            }}
          />
        ))}
      </div>
    </section>
  );
}
