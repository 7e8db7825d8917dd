import {
  UpdateCharacterBeastBody,
  UpdateCharacterBody,
  UpdateInventoryItemBody,
  UpdateNoteBody,
} from '@hearth/contract';

import type { CommandKind } from '../../data/outbox/types.ts';

/**
 * The contract's body schema of each outbox command, to check an edited entry before it is
 * queued again. Loaded only when an edit is saved: the schema library stays out of the pages.
 */
const SCHEMAS = {
  'character.update': UpdateCharacterBody,
  'item.update': UpdateInventoryItemBody,
  'note.save': UpdateNoteBody,
  'beast.update': UpdateCharacterBeastBody,
} satisfies Record<CommandKind, unknown>;

/** A problem the contract finds: the body field it concerns ('' for the body) and its text. */
export interface BodyProblem {
  field: string;
  message: string;
}

export function checkEntryBody(kind: CommandKind, body: Record<string, unknown>): BodyProblem[] {
  const result = SCHEMAS[kind].safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const [field = '', ...rest] = issue.path.map(String);
    // A deeper part ('hp.current') is named in the message: the input is the whole field.
    return {
      field,
      message: rest.length > 0 ? `${rest.join('.')}: ${issue.message}` : issue.message,
    };
  });
}
