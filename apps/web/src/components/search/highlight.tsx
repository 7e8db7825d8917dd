import { foldText } from '@hearth/rules';

/**
 * Where the search text sits in a title, folded the way the rules search folds it (case and
 * accents), as offsets into the title itself; null when it is not there.
 */
export function matchRange(title: string, query: string): [number, number] | null {
  const needle = foldText(query.trim());
  if (!needle) return null;
  // Fold character by character, remembering where each folded character came from.
  let folded = '';
  const origin: number[] = [];
  let at = 0;
  for (const char of title) {
    const part = foldText(char);
    folded += part;
    for (let i = 0; i < part.length; i += 1) origin.push(at);
    at += char.length;
  }
  origin.push(at);
  const found = folded.indexOf(needle);
  if (found < 0) return null;
  const start = origin[found]!;
  const last = origin[found + needle.length - 1]!;
  // The end is after the whole original character the last folded one came from.
  const end = last + ([...title.slice(last)][0]?.length ?? 1);
  return [start, end];
}

/** A title with the matching part of the search marked. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  const range = matchRange(text, query);
  if (!range) return <>{text}</>;
  const [start, end] = range;
  return (
    <>
      {text.slice(0, start)}
      <mark className="search-mark">{text.slice(start, end)}</mark>
      {text.slice(end)}
    </>
  );
}
