import { AppError } from './app-error.ts';

/** PostgreSQL's SQLSTATE for a foreign key violation. */
const FOREIGN_KEY_VIOLATION = '23503';
/** How PostgreSQL words the violation of a row written (not of a referenced row deleted). */
const WRITTEN_ROW = /^insert or update on table/;

/** The database error under whatever wrapped it (Drizzle puts the driver's error in `cause`). */
function databaseErrorOf(error: unknown): { code?: unknown; message?: unknown } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) {
      return current as { code?: unknown; message?: unknown };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * A write that points at a row deleted at the same moment (an item added to an inventory being
 * deleted) is the client's race, not a server fault: 404 in the envelope. The handlers lock
 * what they write into, so this is the safety net for a path that does not yet.
 */
export function foreignKeyViolationAsNotFound(error: unknown): AppError | null {
  const violation = databaseErrorOf(error);
  if (!violation || typeof violation.message !== 'string') return null;
  if (!WRITTEN_ROW.test(violation.message)) return null;
  return new AppError('NOT_FOUND', 'What this refers to no longer exists');
}
