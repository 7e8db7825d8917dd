import type { OutboxEntry } from '../../data/outbox/types.ts';
import type { Translate } from '../../i18n/problemWords.ts';
import { fieldLabel, hitPointsText, humanize, shortValue } from './changeText.ts';

/** What an outbox entry changes, in words: a title and one line per field it sends. */
export interface EntrySummary {
  title: string;
  changes: { field: string; label: string; value: string }[];
}

/** Body fields that say nothing to the player (bookkeeping the request carries). */
const QUIET_FIELDS = new Set(['characterId', 'id', 'base', 'device']);

function changeLines(t: Translate, body: Record<string, unknown>): EntrySummary['changes'] {
  return Object.entries(body)
    .filter(([field, value]) => !QUIET_FIELDS.has(field) && value !== undefined)
    .map(([field, value]) => ({
      field,
      label: fieldLabel(t, field),
      value: (field === 'hp' ? hitPointsText(value) : null) ?? shortValue(t, value),
    }));
}

/**
 * The title and lines of an entry. `itemName` names an inventory line by its id when the
 * device knows it (the cached inventories); else the body's own name, else none.
 */
export function summarizeEntry(
  t: Translate,
  entry: Pick<OutboxEntry, 'kind' | 'target' | 'body'>,
  itemName: (id: string) => string | undefined = () => undefined,
): EntrySummary {
  const changes = changeLines(t, entry.body);
  switch (entry.kind) {
    case 'character.update':
      return { title: changes.map((change) => change.label).join(', '), changes };
    case 'item.update': {
      const data = entry.body.item_data as { name?: unknown } | null | undefined;
      const name =
        (typeof data?.name === 'string' ? data.name : undefined) ?? itemName(entry.target);
      return {
        title: name ? t('kinds.itemNamed', { name }) : t('kinds.item'),
        // An item's `options` are not the character's choices.
        changes: changes.map((change) =>
          change.field === 'options' ? { ...change, label: t('fields.options_item') } : change,
        ),
      };
    }
    case 'note.save': {
      const title = typeof entry.body.title === 'string' ? entry.body.title : '';
      return {
        title: title ? t('kinds.noteNamed', { title: shortValue(t, title) }) : t('kinds.note'),
        changes: changes.filter((change) => change.field !== 'title'),
      };
    }
    case 'beast.update':
      return { title: t('kinds.beast'), changes };
    default:
      return { title: humanize(String(entry.kind)), changes };
  }
}
