import { useEffect } from 'react';

let locks = 0;

/** Keeps the page behind an open overlay from scrolling; counts so stacked overlays nest. */
export function useScrollLock(): void {
  useEffect(() => {
    locks += 1;
    document.body.style.overflow = 'hidden';
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = '';
    };
  }, []);
}
