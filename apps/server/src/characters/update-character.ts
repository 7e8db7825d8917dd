import type { FastifyInstance } from 'fastify';

import type { Character, SyncBase, SyncDevice } from '@hearth/contract';
import type { EquipmentItem, Problem, RulesCatalogue } from '@hearth/rules';
import { abilityMethodProblems, deriveCharacter, errorsOf, liveStateProblems } from '@hearth/rules';

import type { Database } from '../db/index.ts';
import { AppError } from '../errors/app-error.ts';
import { holdUpload, releaseUploads } from '../uploads/file-cleanup.ts';
import { avatarNotStored } from './avatar.ts';
import { pruneHistory, recordHistory } from './character-history.ts';
import { introducedErrors, toFieldErrors } from './character-problems.ts';
import { dataOf, toCharacterView, toEquipment } from './character-view.ts';
import { charactersRepository } from './characters-repository.ts';
import { loadCharacterFor } from './load-character.ts';
import type { CharacterChanges as Changes } from './merge-fields.ts';
import { mergeCharacterUpdate } from './merge-fields.ts';

/** Fields that change nothing the rules read: no need to derive the sheet for them. */
const PLAIN_FIELDS = new Set(['name', 'avatar', 'active', 'settings']);
/** Fields the ability method reads: the base scores and where the method is recorded. */
const METHOD_FIELDS = ['attributes', 'settings', 'options'] as const;
/**
 * Fields whose problems depend on their own values only (`liveStateProblems`), with the plain
 * columns: a change of only these needs neither the stored record nor the sheet to be checked.
 * Not the avatar (its upload is held and released) nor the settings (the ability method).
 */
const LIVE_FIELDS = new Set(['name', 'active', 'hp', 'saving_death', 'conditions']);

/**
 * A change saved in one statement, without reading or deriving the character first: only
 * live fields, whose new values have no error. The full check could then find nothing new —
 * the rules read nothing else from these fields (tested against it over generated characters)
 * and errors of the old values do not count. Null: the change takes the full check.
 */
export function liveChange(changes: Changes): Changes | null {
  const fields = Object.keys(changes);
  if (fields.length === 0 || !fields.every((field) => LIVE_FIELDS.has(field))) return null;
  return errorsOf(liveStateProblems(changes)).length === 0 ? changes : null;
}

/** What an update says about itself (issue 19): its base values and the device it came from. */
export interface UpdateContext {
  base?: SyncBase | undefined;
  device?: SyncDevice | undefined;
}

/**
 * Saves a {@link liveChange} in one statement (no transaction needed, nothing read under a
 * lock), on the user's own character only; what changed goes to the history in the same
 * statement.
 */
export async function applyLiveChange(
  app: FastifyInstance,
  db: Database,
  user: { id: string },
  id: string,
  changes: Changes,
  device?: SyncDevice,
): Promise<Character> {
  const { name, active, ...data } = changes;
  const row = await charactersRepository.patch(
    db,
    { userId: user.id, id },
    { ...(name === undefined ? {} : { name }), ...(active === undefined ? {} : { active }), data },
    app.now(),
    device,
  );
  if (!row) throw new AppError('CHAR.NOT_FOUND');
  await pruneHistory(db, row.id, row.version);
  return toCharacterView(row);
}

/**
 * The errors a change brings that the character did not have before: none for a live change
 * without errors (nothing to derive), the ability method's for its fields, and the sheet's,
 * derived before and after against the items carried, for anything the rules read.
 */
async function introducedProblems(
  before: Character,
  after: Character,
  changes: Changes,
  catalogue: RulesCatalogue,
  carriedItems: () => Promise<EquipmentItem[]>,
): Promise<Problem[]> {
  if (liveChange(changes)) return [];
  // Corrected scores keep to the method the character declares (a point-buy character's
  // scores still spend exactly 27 points), as the wizard and the origin screen require.
  const introduced = METHOD_FIELDS.some((field) => field in changes)
    ? introducedErrors(abilityMethodProblems(before), abilityMethodProblems(after))
    : [];
  if (Object.keys(changes).every((field) => PLAIN_FIELDS.has(field))) return introduced;
  const items = await carriedItems();
  return [
    ...introduced,
    ...introducedErrors(
      deriveCharacter(before, catalogue, items).problems,
      deriveCharacter(after, catalogue, items).problems,
    ),
  ];
}

/**
 * Applies a partial update (spec §7) in the caller's transaction. Without `base`, each field
 * sent replaces the stored one (a {@link liveChange} in one statement); with it, the update is
 * merged into the locked row field by field ({@link mergeCharacterUpdate}). The result must not
 * break a rule the character kept before (checked with the rules package against its
 * inventory), or nothing is saved. `updated_at` and `version` move, and every part that changed
 * is recorded in the character's history, in the same transaction.
 * A replaced avatar's upload is released: its file name joins `released`, for the caller to
 * remove once the transaction has committed.
 */
export async function applyUpdate(
  app: FastifyInstance,
  db: Database,
  user: { id: string },
  id: string,
  changes: Changes,
  catalogue: RulesCatalogue,
  released: string[] = [],
  context: UpdateContext = {},
): Promise<Character> {
  const { base, device } = context;
  if (!base && liveChange(changes)) return applyLiveChange(app, db, user, id, changes, device);
  const row = await loadCharacterFor(db, user, id, { lock: true });
  const before = toCharacterView(row);
  const { merged, parts } = mergeCharacterUpdate(before, changes, base);
  const after = { ...before, ...merged } as Character;
  const introduced = await introducedProblems(before, after, merged, catalogue, async () =>
    toEquipment(await charactersRepository.carriedItems(db, id)),
  );
  if (introduced.length > 0) {
    throw new AppError('VALIDATION', undefined, { fields: toFieldErrors(introduced, catalogue) });
  }
  if (Object.keys(merged).length === 0) return before;
  const avatarChanged = after.avatar !== before.avatar;
  if (avatarChanged && !(await holdUpload(db, user.id, after.avatar))) throw avatarNotStored();
  const updated = await charactersRepository.update(
    db,
    id,
    { name: after.name, avatar: after.avatar, active: after.active, data: dataOf(after) },
    app.now(),
  );
  await recordHistory(
    db,
    { characterId: id, userId: user.id, device, version: updated.version, at: updated.updatedAt },
    parts,
  );
  if (avatarChanged) released.push(...(await releaseUploads(db, user.id, [before.avatar])));
  return toCharacterView(updated);
}
