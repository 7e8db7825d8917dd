import type { RefObject } from 'react';
import { useLayoutEffect, useState } from 'react';

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
 * the labels or the font change, and it is known before the first paint.
 */
export function useLabelsFit(nav: RefObject<HTMLElement | null>, labels: string): boolean {
  const [fit, setFit] = useState(true);
  useLayoutEffect(() => {
    const element = nav.current;
    if (!element) return;
    const check = () => setFit(allLabelsFit(element));
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [nav, labels]);
  return fit;
}
