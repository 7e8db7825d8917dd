import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: the campaign name is saved 1000 ms after the last change. */
export const CAMPAIGN_AUTOSAVE_MS = 1000;

export type AutosaveStatus = 'idle' | 'waiting' | 'saving' | 'saved';

/**
 * Collects changes and saves them together once they have been left alone for `delay`; what
 * is still waiting when the screen goes is saved at once.
 */
export function useAutosave<T extends object>(
  save: (changes: Partial<T>) => Promise<unknown>,
  delay = CAMPAIGN_AUTOSAVE_MS,
) {
  const pending = useRef<Partial<T>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  useEffect(() => {
    saveRef.current = save;
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const changes = pending.current;
    pending.current = {};
    if (Object.keys(changes).length === 0) return;
    setStatus('saving');
    saveRef.current(changes).then(
      () => setStatus((now) => (now === 'saving' ? 'saved' : now)),
      () => setStatus('idle'),
    );
  }, []);

  const change = useCallback(
    (changes: Partial<T>) => {
      pending.current = { ...pending.current, ...changes };
      setStatus('waiting');
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  /** Drops a waiting change (a name emptied: nothing valid to save). */
  const drop = useCallback((key: keyof T) => {
    const { [key]: _dropped, ...rest } = pending.current;
    pending.current = rest as Partial<T>;
  }, []);

  useEffect(() => flush, [flush]);
  return { change, drop, flush, status };
}
