import { Character } from '@hearth/contract';

/**
 * A stored record as a character, or nothing when it is not one (written by an older version
 * of the app, or damaged): the server's copy is fetched instead of the sheet failing on it.
 * Its own module: the app worker loads the schema (and zod) only when a character is read.
 */
export function asCharacter(record: unknown): Character | undefined {
  const parsed = Character.safeParse(record);
  return parsed.success ? parsed.data : undefined;
}
