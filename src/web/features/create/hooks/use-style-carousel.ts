import { useCallback, useEffect, useRef, useState } from 'react';

/** Each style takes one snap stop of this height (docs/product/create.md#the-create-page). */
export const STYLE_ITEM_HEIGHT = 420;
/** The scroll position is read this long after scrolling stops (docs/product/create.md#the-create-page). */
export const STYLE_SCROLL_DEBOUNCE_MS = 50;

export const indexAtScroll = (scrollTop: number, count: number) =>
  Math.min(count - 1, Math.max(0, Math.round(scrollTop / STYLE_ITEM_HEIGHT)));

/**
 * The vertical snapping carousel's position: which item is in view once scrolling settles, and moving
 * to an item by code (buttons, keys, a click on a half-visible card).
 */
export function useStyleCarousel({
  count,
  initialIndex,
  onSettle,
}: {
  count: number;
  initialIndex: number;
  onSettle: (index: number) => void;
}) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [activeIndex, setActiveIndex] = useState(initialIndex);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onSettleRef = useRef(onSettle);
  onSettleRef.current = onSettle;

  // Start at the chosen style without an animation.
  useEffect(() => {
    scrollerRef.current?.scrollTo({ top: initialIndex * STYLE_ITEM_HEIGHT });
    /* eslint-disable-next-line react-hooks/exhaustive-deps --
       only on mount: later changes come from the carousel itself */
  }, []);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const onScroll = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      const index = indexAtScroll(scroller.scrollTop, count);
      setActiveIndex(index);
      onSettleRef.current(index);
    }, STYLE_SCROLL_DEBOUNCE_MS);
  }, [count]);

  const goTo = useCallback(
    (index: number) => {
      const target = Math.min(count - 1, Math.max(0, index));
      setActiveIndex(target);
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      scrollerRef.current?.scrollTo({ top: target * STYLE_ITEM_HEIGHT, behavior: reduceMotion ? 'auto' : 'smooth' });
      return target;
    },
    [count],
  );

  return { scrollerRef, activeIndex, onScroll, goTo };
}
