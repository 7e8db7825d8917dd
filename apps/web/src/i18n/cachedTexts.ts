import { useMemo } from 'react';

/** `t` as list rows call it: a key and its values. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Stands for a value while the text around it is looked up once. */
const marker = (name: string) => `\u0001${name}\u0001`;

/** Options that pick the text itself (plural, context, fallback), not only fill it in. */
const SELECTING = ['count', 'context', 'defaultValue', 'ordinal', 'lng', 'ns'];

/**
 * `t`, remembering each text it made: a list of 300 rows asks for the same dozen labels
 * ("Evocation", "1 action", "Extra") over and over, and each i18next lookup resolves the
 * namespace, the fallbacks and the interpolation again. A text with string values ("Extra:
 * {{spell}}") is looked up once as a template and filled in per row; when the values choose or
 * format the text (a plural, a number format), it is remembered by its values instead.
 */
export function cachedTexts(t: Translate): Translate {
  const texts = new Map<string, string>();
  const templates = new Map<string, string | null>();
  const remembered = (id: string, make: () => string) => {
    let text = texts.get(id);
    if (text === undefined) {
      text = make();
      texts.set(id, text);
    }
    return text;
  };
  return (key, options) => {
    if (options === undefined) return remembered(key, () => t(key));
    const names = Object.keys(options);
    const fillable =
      names.every((name) => typeof options[name] === 'string') &&
      !names.some((name) => SELECTING.includes(name));
    if (fillable) {
      const id = `${key}\u0000${names.join('\u0000')}`;
      let template = templates.get(id);
      if (template === undefined) {
        const made = t(key, Object.fromEntries(names.map((name) => [name, marker(name)])));
        // Each value exactly once and untouched, or the template cannot stand for the text.
        const usable = names.every((name) => made.split(marker(name)).length === 2);
        template = usable ? made : null;
        templates.set(id, template);
      }
      if (template !== null) {
        return names.reduce(
          (text, name) => text.replace(marker(name), () => options[name] as string),
          template,
        );
      }
    }
    return remembered(`${key}\u0000${JSON.stringify(options)}`, () => t(key, options));
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
