import { clsx } from 'clsx';
import { ChevronDown, ChevronUp, Lock } from 'lucide-react';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useMessages } from '../../../lib/i18n/i18n.tsx';
import type { StyleDefinition, StyleId } from '../../../../shared/styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { trackEvent } from '../../../lib/analytics.ts';
import { appEvents, emitAppEvent } from '../../../lib/app-events.ts';
import { STYLE_ITEM_HEIGHT, useStyleCarousel } from '../hooks/use-style-carousel.ts';
import { StyleCard } from './style-card.tsx';

type StyleCarouselProps = {
  styles: readonly StyleDefinition[];
  selectedId: StyleId;
  isLocked: (style: StyleDefinition) => boolean;
  onSelect: (id: StyleId) => void;
};

const keySteps: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The vertical snapping style carousel (docs/product/create.md#the-create-page): one 420 px stop per style; the style
 * that
 * settles in view is chosen unless it is members only, which a click turns into the membership dialog.
 * A radio group for assistive technology: arrow keys move between styles, Enter or Space chooses.
 */
export function StyleCarousel({ styles, selectedId, isLocked, onSelect }: StyleCarouselProps) {
  const m = useMessages('create');
  const cards = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (style: StyleDefinition) => {
    if (isLocked(style) || style.id === selectedId) return;
    onSelect(style.id);
    trackEvent('Style', 'select', style.id);
  };
  const { scrollerRef, activeIndex, onScroll, goTo } = useStyleCarousel({
    count: styles.length,
    initialIndex: Math.max(
      0,
      styles.findIndex((style) => style.id === selectedId),
    ),
    onSettle: (index) => choose(styles[index]!),
  });
  const active = styles[activeIndex]!;

  const moveTo = (index: number, focus: boolean) => {
    const target = goTo(index);
    if (focus) cards.current[target]?.focus({ preventScroll: true });
  };

  const onCardKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = keySteps[event.key];
    const target =
      step !== undefined ? index + step : event.key === 'Home' ? 0 : event.key === 'End' ? styles.length - 1 : null;
    if (target === null) return;
    event.preventDefault();
    moveTo(target, true);
  };

  const onCardClick = (style: StyleDefinition, index: number) => {
    if (isLocked(style)) {
      trackEvent('Style', 'locked_clicked', style.id);
      emitAppEvent(appEvents.openSubscriptionModal);
    } else {
      choose(style);
    }
    if (index !== activeIndex) moveTo(index, false);
  };

  return (
    <div className="flex w-full flex-col gap-3">
      <div className="flex gap-3">
        <div
          ref={scrollerRef}
          onScroll={onScroll}
          role="radiogroup"
          aria-label={m.stylesLabel}
          data-testid="style-carousel"
          className={clsx(
            'min-w-0 flex-1 snap-y snap-mandatory overflow-y-auto [scrollbar-width:none]',
            '[&::-webkit-scrollbar]:hidden',
          )}
          style={{ height: STYLE_ITEM_HEIGHT }}
        >
          {styles.map((style, index) => (
            <div
              key={style.id}
              className="snap-start snap-always py-3 pr-2 pl-0.5"
              style={{ height: STYLE_ITEM_HEIGHT }}
            >
              <StyleCard
                ref={(element) => {
                  cards.current[index] = element;
                }}
                style={style}
                index={index}
                total={styles.length}
                selected={style.id === selectedId}
                locked={isLocked(style)}
                focusable={index === activeIndex}
                onChoose={() => onCardClick(style, index)}
                onKeyDown={(event) => onCardKeyDown(event, index)}
              />
            </div>
          ))}
        </div>
        <div className="flex w-10 shrink-0 flex-col items-center gap-1 py-3">
          <Button
            variant="outline"
            size="icon"
            aria-label={m.previousStyle}
            disabled={activeIndex === 0}
            onClick={() => moveTo(activeIndex - 1, false)}
          >
            <ChevronUp aria-hidden="true" className="size-5" />
          </Button>
          <ol className="flex flex-1 flex-col items-center justify-center py-1" data-testid="style-dots">
            {styles.map((style, index) => (
              <li key={style.id}>
                {/* A 24 px square to tap (WCAG 2.5.8), the visible dot inside it. */}
                <button
                  type="button"
                  tabIndex={-1}
                  aria-hidden="true"
                  onClick={() => moveTo(index, false)}
                  className="group/dot flex size-6 items-center justify-center"
                >
                  <span
                    className={clsx(
                      'block w-2.5 transition-all',
                      index === activeIndex ? 'h-5 bg-swiss' : 'h-2.5 bg-ink/25 group-hover/dot:bg-ink/60',
                      isLocked(style) && index !== activeIndex && 'bg-transparent ring-1 ring-ink/40 ring-inset',
                    )}
                  />
                </button>
              </li>
            ))}
          </ol>
          <Button
            variant="outline"
            size="icon"
            aria-label={m.nextStyle}
            disabled={activeIndex === styles.length - 1}
            onClick={() => moveTo(activeIndex + 1, false)}
          >
            <ChevronDown aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      <div className="flex h-11 items-center pr-13">
        {isLocked(active) ? (
          <Button
            variant="outline"
            size="md"
            className="w-full border-gold"
            onClick={() => emitAppEvent(appEvents.openSubscriptionModal)}
          >
            <Lock aria-hidden="true" className="size-4 text-gold" strokeWidth={2.5} />
            {m.unlockStyles}
          </Button>
        ) : (
          <p className="text-sm text-ink-soft">{m.stylesHint({ count: styles.length })}</p>
        )}
      </div>
    </div>
  );
}
