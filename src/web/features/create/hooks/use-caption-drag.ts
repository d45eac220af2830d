import { useCallback, useRef } from 'react';
import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import { dragCentre } from '../caption-position.ts';
import type { Point } from '../caption-position.ts';
import type { FrameSize } from '../frame-size.ts';

const KEY_STEP = 4;
const KEY_STEP_LARGE = 16;
const keyMoves: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * Dragging the caption with a mouse, a pen or a finger (pointer events, captured so the drag survives
 * leaving the caption), and nudging it with the arrow keys; always at least 10 px inside the frame.
 */
export function useCaptionDrag({
  centre,
  onMove,
  frame,
  captionRef,
}: {
  centre: Point;
  onMove: (centre: Point) => void;
  frame: FrameSize;
  captionRef: RefObject<HTMLElement | null>;
}) {
  const drag = useRef<{ pointerId: number; from: Point; start: Point } | null>(null);

  const size = useCallback(() => {
    const element = captionRef.current;
    return { width: element?.offsetWidth ?? 0, height: element?.offsetHeight ?? 0 };
  }, [captionRef]);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { pointerId: event.pointerId, from: { x: event.clientX, y: event.clientY }, start: centre };
    },
    [centre],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const delta = { x: event.clientX - current.from.x, y: event.clientY - current.from.y };
      onMove(dragCentre(current.start, delta, size(), frame));
    },
    [frame, onMove, size],
  );

  const onPointerEnd = useCallback((event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const move = keyMoves[event.key];
      if (!move) return;
      event.preventDefault();
      const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
      onMove(dragCentre(centre, { x: move.x * step, y: move.y * step }, size(), frame));
    },
    [centre, frame, onMove, size],
  );

  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onKeyDown };
}
