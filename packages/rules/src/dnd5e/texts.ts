/**
 * The English text of every problem and message key the rules return, with `{name}` slots for
 * their parameters. The web app translates the same keys (with these as the fallback); the
 * server uses them for the messages of field errors. Keys are typed from these tables, so a
 * validator cannot return a key without a text.
 */
export const PROBLEM_TEXTS = {
  'ability-max': 'Enter a whole number',
  'ability.above-max': 'No score can go above {max}',
  'ability.addition-total': 'At most {max} points in all',
  'ability.addition-whole': 'Increases are whole numbers',
  'ability.max-in-one': 'At most {max} to one ability',
  'armor.several': 'Only one armor and one shield can be worn at a time',
  'armor.untrained':
    'Not trained with this armor: disadvantage on Strength and Dexterity tests, and no spellcasting',
  'attunement.max': 'At most {max} items can be attuned',
  'background.not-offered': 'The background does not raise this ability',
  'background.shape': 'Raise one ability by 2 and another by 1, or three by 1',
  'background.unknown': 'Unknown background "{background}"',
  'cantrip.duplicate': '{spell} is also given by {source}: you may choose another cantrip instead',
  'choice.duplicate': 'The same option is chosen twice',
  'choice.incomplete': '{selected} out of {required} options selected',
  'choice.not-offered': 'This option is not offered here',
  'choice.not-proficient': 'Expertise needs proficiency in {skill}',
  'choice.not-selected': 'Not selected',
  'choice.too-many': '{selected} options selected, only {required} allowed',
  'class.unknown': 'Unknown class "{class}"',
  'classes.duplicate': 'A class can be taken only once',
  'classes.level-min': 'A class level is at least {min}',
  'classes.none': 'Choose a class',
  'classes.total-max': 'The total level is at most {max}',
  'condition.unknown': 'Unknown condition "{condition}"',
  'custom.range': 'Scores run from {min} to {max}',
  'feat.ability': 'Needs {abilities} {min} or more',
  'feat.attack-cantrip': 'Needs a {class} cantrip you know that deals damage with an attack roll',
  'feat.cantrip': 'Needs a {class} cantrip you know that deals damage',
  'feat.class-level': 'Needs {class} level {level}',
  'feat.feature': 'Needs {feature}',
  'feat.level': 'Needs level {level}',
  'feat.repeat': 'This feat cannot be taken twice',
  'feat.spell': 'Needs the spell {spell}',
  'feature.unknown': 'Unknown feature "{feature}"',
  'hp.not-recommended': 'The recommended maximum is {recommended}',
  'item.base-unfit': '{item} cannot be made from "{base}": it counts as the item alone',
  'item.variant-unknown': '{item} has no kind "{variant}": it counts as the item alone',
  'item.needs-choice':
    '{item} comes in several kinds or over a base item: add it from the inventory',
  'languages.too-many': 'Common and at most {max} more languages',
  'multiclass.ability': '{class} needs {abilities} {min} or more to multiclass',
  'number.range': 'Must be a whole number from {min} to {max}',
  'point-buy.over': '{over} points over the budget',
  'point-buy.range': 'Point buy scores run from {min} to {max}',
  'point-buy.unspent': '{remaining} points left to spend',
  'proficiency.duplicate': 'Also given by {source}: you may choose another instead',
  'resource.max': 'At most {max}',
  'resource.min': 'At least {min}',
  'resource.name': 'Enter a name for the resource',
  'resource.name-length': 'A name of at most {max} characters',
  'shield.untrained': 'Not trained with shields: the shield adds nothing to AC',
  'skill.unknown': 'Unknown skill',
  'species.unknown': 'Unknown species "{species}"',
  'spells.cantrips': '{chosen} of {allowed} cantrips chosen',
  'spells.no-caster': '{spell} is prepared, but no class of yours casts spells',
  'spells.off-list': '{spell} is not on the {class} spell list',
  'spells.pact': 'The pact book takes 3 cantrips and 2 rituals ({cantrips} and {rituals} chosen)',
  'spells.prepared': '{chosen} of {allowed} spells prepared',
  'spells.spellbook': 'The spellbook needs at least {minimum} spells ({chosen} now)',
  'spells.too-high': '{spell} is a level {level} spell; you cast spells up to level {highest}',
  'spells.unknown': 'Unknown spell "{spell}"',
  'standard-array': 'Use each of {values} once',
  'wild-shape.challenge': 'Challenge rating {cr} is above your maximum of {max}',
  'wild-shape.fly': 'Forms with a Fly Speed come at Druid level {level}',
  'wild-shape.level': 'Wild Shape comes at Druid level {level}',
  'wild-shape.not-beast': 'Only Beasts can be Wild Shape forms',
  'wizard.background': 'Choose a background',
  'wizard.class': 'Choose a class',
  'wizard.equipment': 'Choose one starting equipment option',
  'wizard.name': 'Enter a name',
  'wizard.species': 'Choose a species',
} as const;
export type ProblemKey = keyof typeof PROBLEM_TEXTS;

export const MESSAGE_TEXTS = {
  'attunement.max': 'At most {max} items can be attuned',
  'casting.no-slot': 'No slot of level {level} or higher is left',
  'classes.duplicate': 'The character already has this class',
  'classes.last': 'A character keeps at least one class',
  'concentration.ends': 'Your Concentration ends!',
  'concentration.replaced': 'Concentration on {spell} ends',
  'concentration.save': 'Make a Constitution saving throw (DC {dc}) to keep concentrating',
  'death.damage': 'Damage at 0 HP: one failed death save',
  'death.damage-critical': 'A critical hit at 0 HP: two failed death saves',
  'death.dead': 'The character dies',
  'death.massive': 'Massive damage: the character dies outright',
  'death.no-healing': 'The dead are not healed: undo the damage or mark a revival',
  'exhaustion.dead': 'Exhaustion 6: the character dies',
  'item.no-attunement': 'This item does not need attunement',
  'item.not-equippable': 'Only weapons and armor can be equipped',
  'item.no-study': 'Studying this item raises no score',
  'levels.max': 'You have maximum level',
  'levels.no-class': 'The character does not have this class',
  'resource.none-left': 'No uses left',
  'rest.all-hit-dice': 'All hit dice restored',
  'rest.concentration': '{spell} has run out: concentration ends',
  'rest.exhaustion': 'Exhaustion down to {level}',
  'rest.dead': 'The dead do not rest',
  // i18next picks `_one`/`_other` by `count`; the server's fillText uses the plain key.
  'rest.hit-dice': '{count} hit dice spent, {healing} HP regained',
  'rest.hit-dice_one': '{count} hit die spent, {healing} HP regained',
  'rest.hit-dice_other': '{count} hit dice spent, {healing} HP regained',
  'rest.hit-points': '{hp} HP restored',
  'rest.no-hit-dice': 'No hit dice left',
  'rest.pact-slots': 'Pact slots restored',
  'rest.resource': '{resource} restored',
  'rest.spell-slots': 'Spell slots restored',
  'rest.temp-hp': 'Temporary HP end',
  'scroll.cast': 'The scroll crumbles; save DC {dc}',
  'scroll.missing': 'The scroll is not in the inventory',
  'wild-shape.no-uses': 'No Wild Shape uses left',
  'wild-shape.taken': 'Wild Shape: {temp} temporary HP',
} as const;
export type MessageKey = keyof typeof MESSAGE_TEXTS;

/** Fills `{name}` slots with parameters. */
export function fillText(template: string, params: Record<string, number | string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    params[name] === undefined ? slot : String(params[name]),
  );
}

/** The English text of a problem. */
export function problemText(found: {
  key: ProblemKey;
  params?: Record<string, number | string>;
}): string {
  return fillText(PROBLEM_TEXTS[found.key], found.params);
}
