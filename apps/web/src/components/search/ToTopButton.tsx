import { useEffect, useState } from 'react';

import { Icon } from '../icons.tsx';

import './Search.css';

/** Spec §9: the search pages' to-top button appears after 200 px of scroll. */
export const TO_TOP_AFTER_PX = 200;

/** A floating button, shown once the page is scrolled down, that glides back to the top. */
export function ToTopButton({ label }: { label: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return (
    <button
      type="button"
      className="search-to-top"
      aria-label={label}
      onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })}
    >
      <Icon>
        <path d="M12 19V5M5 12l7-7 7 7" />
      </Icon>
    </button>
  );
}
