import { useEffect, useState } from 'react';

/**
 * Loads code a page needs only after a tap (its closed drawers and dialogs) once the page has
 * painted, so it is not part of the route's first load yet is in long before a first tap
 * (issue 16). True once `load` has resolved; a failed load stays false, and the caller may
 * still render the lazy component on demand (React.lazy retries the import).
 */
export function useChunkAfterPaint(load: () => Promise<unknown>): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    load().then(
      () => {
        if (mounted) setLoaded(true);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
    // `load` is a module-level import function: loading once per mount is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return loaded;
}
