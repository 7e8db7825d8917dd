import { useMemo } from 'react';

/** `t` as list rows call it: a key and its values. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * `t`, remembering each text it made: a list of 300 rows asks for the same dozen labels
 * ("Evocation", "1 action", "Extra") over and over, and each i18next lookup resolves the
 * namespace, the fallbacks and the interpolation again. Texts with values are remembered by their
 * values too.
 */
export function cachedTexts(t: Translate): Translate {
  const texts = new Map<string, string>();
  return (key, options) => {
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    let text = texts.get(id);
    if (text === undefined) {
      text = t(key, options);
      texts.set(id, text);
    }
    return text;
  };
}

/**
 * `cachedTexts` for a component: one cache per `t`, which react-i18next replaces whenever the
 * language or the loaded texts change, so a cached text is never stale.
 */
export function useCachedTexts(t: unknown): Translate {
  // Typed keys would make the cache generic over every namespace: rows pass plain strings.
  return useMemo(() => cachedTexts(t as Translate), [t]);
}
