import type { RefObject } from 'react';
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Every item's full label, measured in a hidden copy, is no wider than the item. */
function allLabelsFit(nav: HTMLElement): boolean {
  for (const item of nav.querySelectorAll<HTMLElement>('.character-nav__item')) {
    const full = item.querySelector<HTMLElement>('.character-nav__measure');
    if (full && full.getBoundingClientRect().width > item.clientWidth) return false;
  }
  return true;
}

/**
 * Whether the bar's full labels fit their items. Each item carries a hidden copy of its full
 * label, so the check does not depend on what is shown: the answer flips only when the width,
 * the labels or the font change.
 *
 * The check runs in the ResizeObserver's callback, which the browser calls once the page is
 * laid out and before it is painted (first when observing starts): the sizes are read from that
 * layout, never forcing one of their own in the middle of a render (94 ms at 4× slow-down when
 * the sheet loaded, issue 16). A changed answer is rendered at once, still before that paint.
 */
export function useLabelsFit(nav: RefObject<HTMLElement | null>, labels: string): boolean {
  const [fit, setFit] = useState(true);
  useLayoutEffect(() => {
    const element = nav.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let last: boolean | null = null;
    const observer = new ResizeObserver(() => {
      const now = allLabelsFit(element);
      if (now === last) return;
      last = now;
      flushSync(() => setFit(now));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [nav, labels]);
  return fit;
}
