/**
 * The second system's rules under their own names (`@hearth/rules/daggerheart`). The package
 * root exports the same, except that `takeDamage`, `shortRest` and `longRest` there are the
 * fifth edition's, and these are `dhTakeDamage`, `dhShortRest` and `dhLongRest`.
 */
export * from './catalogue.ts';
export * from './catalogue-index.ts';
export * from './character.ts';
export * from './create.ts';
export * from './death-moves.ts';
export * from './derive.ts';
export * from './equip.ts';
export * from './level-up.ts';
export * from './loadout.ts';
export * from './rests.ts';
export * from './sheet.ts';
export * from './transitions.ts';
