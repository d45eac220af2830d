import { useCallback, useEffect, useRef } from 'react';
import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import type { PosterWindow } from '../../../../shared/create.ts';
import { movedWindow, zoomedWindow } from '../poster-window.ts';
import type { PhotoSize, Point, Rect, WindowBounds } from '../poster-window.ts';

/** An arrow key moves the window this many of the stage's pixels; with Shift, four times as far. */
const KEY_STEP = 8;
/** One press of + or − (key or button) zooms by this factor. */
export const ZOOM_STEP = 1.15;
/** How much one pixel of wheel scrolling zooms. */
const WHEEL_ZOOM = 0.0015;

const keyMoves: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};
const zoomKeys: Record<string, number> = { '+': ZOOM_STEP, '=': ZOOM_STEP, '-': 1 / ZOOM_STEP, _: 1 / ZOOM_STEP };

type Gestures = {
  window: PosterWindow;
  photo: PhotoSize;
  bounds: WindowBounds;
  /** The stage's pixels per fraction of the photo, and where the photo is drawn on the stage. */
  scale: Point;
  photoRect: Rect;
  stageRef: RefObject<HTMLElement | null>;
  onMove: (window: PosterWindow) => void;
};

/**
 * Moving and zooming the window (docs/product/create.md#the-posters-window): one pointer (mouse, pen or finger)
 * drags it anywhere on the stage, two fingers pinch it larger or smaller and move it, the wheel zooms about the
 * pointer; on the focused window the arrow keys move it and + and − zoom. The window follows the hand: spreading the
 * fingers makes it larger (the poster shows more of the photo).
 */
export function useWindowGestures(gestures: Gestures) {
  const latest = useRef(gestures);
  latest.current = gestures;
  const pointers = useRef(new Map<number, Point>());

  /** A point on the screen as a point of the photo, in fractions. */
  const photoPoint = useCallback((client: Point): Point => {
    const { stageRef, photoRect, scale } = latest.current;
    const box = stageRef.current?.getBoundingClientRect();
    return {
      x: (client.x - (box?.left ?? 0) - photoRect.left) / scale.x,
      y: (client.y - (box?.top ?? 0) - photoRect.top) / scale.y,
    };
  }, []);

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button') || pointers.current.size >= 2) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  }, []);

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const before = pointers.current.get(event.pointerId);
      if (!before) return;
      const after = { x: event.clientX, y: event.clientY };
      pointers.current.set(event.pointerId, after);
      const { window, photo, bounds, scale, onMove } = latest.current;
      const other = [...pointers.current].find(([id]) => id !== event.pointerId)?.[1];
      if (!other) {
        onMove(
          movedWindow(window, { x: (after.x - before.x) / scale.x, y: (after.y - before.y) / scale.y }, photo, bounds),
        );
        return;
      }
      // Two fingers: the window grows or shrinks with their distance, about their midpoint, and follows it.
      const spanBefore = Math.hypot(before.x - other.x, before.y - other.y);
      const spanAfter = Math.hypot(after.x - other.x, after.y - other.y);
      if (spanBefore < 1 || spanAfter < 1) return;
      const middle = photoPoint({ x: (before.x + other.x) / 2, y: (before.y + other.y) / 2 });
      const zoomed = zoomedWindow(window, spanBefore / spanAfter, photo, bounds, middle);
      const shift = { x: (after.x - before.x) / 2 / scale.x, y: (after.y - before.y) / 2 / scale.y };
      onMove(movedWindow(zoomed, shift, photo, bounds));
    },
    [photoPoint],
  );

  const onPointerEnd = useCallback((event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const move = keyMoves[event.key];
    const zoom = zoomKeys[event.key];
    if (!move && !zoom) return;
    event.preventDefault();
    const { window, photo, bounds, scale, onMove } = latest.current;
    if (zoom) return onMove(zoomedWindow(window, zoom, photo, bounds));
    const step = event.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    onMove(movedWindow(window, { x: (move!.x * step) / scale.x, y: (move!.y * step) / scale.y }, photo, bounds));
  }, []);

  // The wheel zooms about the pointer; React's wheel listener is passive, so the page would scroll as well.
  const { stageRef } = gestures;
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      const { window, photo, bounds, onMove } = latest.current;
      const factor = Math.exp(-event.deltaY * WHEEL_ZOOM);
      onMove(zoomedWindow(window, factor, photo, bounds, photoPoint({ x: event.clientX, y: event.clientY })));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [stageRef, photoPoint]);

  return {
    stageHandlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
    onKeyDown,
  };
}
