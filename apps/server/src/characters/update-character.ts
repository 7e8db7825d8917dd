import type { FastifyInstance } from 'fastify';

import type { Character, UpdateCharacterBody } from '@hearth/contract';
import type { RulesCatalogue } from '@hearth/rules';
import { abilityMethodProblems, deriveCharacter, errorsOf, liveStateProblems } from '@hearth/rules';

import type { Database } from '../db/index.ts';
import { AppError } from '../errors/app-error.ts';
import { holdUpload, releaseUploads } from '../uploads/file-cleanup.ts';
import { avatarNotStored } from './avatar.ts';
import { introducedErrors, toFieldErrors } from './character-problems.ts';
import { dataOf, toCharacterView, toEquipment } from './character-view.ts';
import { charactersRepository } from './characters-repository.ts';
import { loadCharacterFor } from './load-character.ts';

type Changes = { [K in keyof UpdateCharacterBody]?: Exclude<UpdateCharacterBody[K], null | ''> };

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

/**
 * Saves a {@link liveChange} in one statement (no transaction needed, nothing read under a
 * lock), on the user's own character only.
 */
export async function applyLiveChange(
  app: FastifyInstance,
  db: Database,
  user: { id: string },
  id: string,
  changes: Changes,
): Promise<Character> {
  const { name, active, ...data } = changes;
  const row = await charactersRepository.patch(
    db,
    { userId: user.id, id },
    { ...(name === undefined ? {} : { name }), ...(active === undefined ? {} : { active }), data },
    app.now(),
  );
  if (!row) throw new AppError('CHAR.NOT_FOUND');
  return toCharacterView(row);
}

/**
 * Applies a partial update (spec §7) in the caller's transaction (a {@link liveChange} in one
 * statement): each field sent replaces the stored one; the result must not break a rule the
 * character kept before (checked with the rules package against its inventory), or nothing is
 * saved. `updated_at` and `version` move.
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
): Promise<Character> {
  if (liveChange(changes)) return applyLiveChange(app, db, user, id, changes);
  const row = await loadCharacterFor(db, user, id, { lock: true });
  const before = toCharacterView(row);
  const after = { ...before, ...changes } as Character;
  // Corrected scores keep to the method the character declares (a point-buy character's
  // scores still spend exactly 27 points), as the wizard and the origin screen require.
  const introduced = METHOD_FIELDS.some((field) => field in changes)
    ? introducedErrors(abilityMethodProblems(before), abilityMethodProblems(after))
    : [];
  if (Object.keys(changes).some((field) => !PLAIN_FIELDS.has(field))) {
    const items = toEquipment(await charactersRepository.carriedItems(db, id));
    introduced.push(
      ...introducedErrors(
        deriveCharacter(before, catalogue, items).problems,
        deriveCharacter(after, catalogue, items).problems,
      ),
    );
  }
  if (introduced.length > 0) {
    throw new AppError('VALIDATION', undefined, { fields: toFieldErrors(introduced, catalogue) });
  }
  if (Object.keys(changes).length === 0) return before;
  const avatarChanged = after.avatar !== before.avatar;
  if (avatarChanged && !(await holdUpload(db, user.id, after.avatar))) throw avatarNotStored();
  const updated = await charactersRepository.update(
    db,
    id,
    { name: after.name, avatar: after.avatar, active: after.active, data: dataOf(after) },
    app.now(),
  );
  if (avatarChanged) released.push(...(await releaseUploads(db, user.id, [before.avatar])));
  return toCharacterView(updated);
}
