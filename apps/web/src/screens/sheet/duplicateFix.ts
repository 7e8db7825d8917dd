import type { Duplicate } from '@hearth/rules';

/**
 * Where the player fixes a proficiency or cantrip gained twice: the features page for a choice
 * or a replacement, the spells page for a class's cantrips, the pact book for its own.
 */
export function duplicateFixPath(fix: Duplicate['fix']): string | undefined {
  switch (fix.kind) {
    case 'choice':
    case 'replacement':
      return '/features/edit';
    case 'spells':
      return fix.key === 'spells.pact' ? '/pact-spells' : '/spells';
    default:
      return undefined;
  }
}
