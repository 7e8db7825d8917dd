import type { PointerEvent } from 'react';
import { useState } from 'react';

/** Spec §9: a drawer closes when swiped down more than 50 px; it lifts at most 100 px. */
export const SWIPE_CLOSE_PX = 50;
export const MAX_LIFT_PX = 100;

/** Where the sheet sits for a finger moved `dy` px (down is positive). */
export function sheetOffset(dy: number): number {
  return Math.max(dy, -MAX_LIFT_PX);
}

interface Drag {
  pointerId: number;
  startY: number;
}

/** Controls inside the drag zone keep their own taps; a drag never starts on them. */
function startsOnControl(target: EventTarget): boolean {
  return target instanceof Element && target.closest('button, a, input, select, textarea') !== null;
}

/**
 * Pointer handlers for a bottom sheet's drag zone. The zone needs `touch-action: none`,
 * otherwise the browser takes touch moves for scrolling and cancels the pointer.
 */
export function useSwipeDown(onClose: () => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [offset, setOffset] = useState(0);

  const end = (event: PointerEvent<HTMLElement>, close: boolean) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dy = event.clientY - drag.startY;
    setDrag(null);
    setOffset(0);
    if (close && dy > SWIPE_CLOSE_PX) onClose();
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0 || startsOnControl(event.target)) return;
      setDrag({ pointerId: event.pointerId, startY: event.clientY });
      try {
        // Keep receiving moves when the finger leaves the zone.
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Not supported (older engines, jsdom): moves over the zone still count.
      }
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!drag || event.pointerId !== drag.pointerId) return;
      setOffset(sheetOffset(event.clientY - drag.startY));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, true),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, false),
  };

  return { offset, dragging: drag !== null, handlers };
}
