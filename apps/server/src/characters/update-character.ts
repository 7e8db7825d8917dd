import type { FastifyInstance } from 'fastify';

import type { Character, UpdateCharacterBody } from '@hearth/contract';
import type { RulesCatalogue } from '@hearth/rules';
import { abilityMethodProblems, deriveCharacter } from '@hearth/rules';

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
 * Applies a partial update (spec §7) in the caller's transaction: each field sent replaces the
 * stored one; the result must not break a rule the character kept before (checked with the
 * rules package against its inventory), or nothing is saved. `updated_at` and `version` move.
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
