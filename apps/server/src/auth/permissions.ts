/**
 * Spec §6: a permission check passes only if the user holds every requested permission (an
 * empty requirement always passes).
 *
 * @example
 * hasPermissions({ permissions: [1, 4] }, [1]); // true
 */
export function hasPermissions(
  user: { permissions: readonly number[] } | null | undefined,
  required: readonly number[],
): boolean {
  if (!user) return required.length === 0;
  return required.every((permission) => user.permissions.includes(permission));
}
