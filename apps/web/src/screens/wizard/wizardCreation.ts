import type { CreateCharacterBody } from '@hearth/contract';
import type { CreationDraft, RulesCatalogue, WizardStep } from '@hearth/rules';
import {
  backgroundBonusKey,
  backgroundToolKey,
  classSkillsKey,
  classToolsKey,
  speciesSizeKey,
} from '@hearth/rules';

import { defaultMenu } from '../../data/characters/menu.ts';
import { classOf, STORY_OPTION, storyOf, withoutKeys } from './wizardDraft.ts';

/**
 * The creation form (spec §7) of a complete draft: one class at level 1, the base scores, the
 * options (the story only when answered), the starting presets, and the sheet settings: the
 * ability method and the menu a new character gets (spec §2).
 */
export function creationBody(draft: CreationDraft, catalogue: RulesCatalogue): CreateCharacterBody {
  const cls = classOf(draft, catalogue);
  const story = storyOf(draft);
  const options = withoutKeys(draft.options, [STORY_OPTION]);
  if (story.some((answer) => answer.trim() !== '')) options[STORY_OPTION] = story;
  return {
    name: draft.name.trim(),
    specie: draft.specie ?? '',
    background: draft.background ?? '',
    classes: draft.classes.map((each) => ({ id: each.id, level: 1 as const })),
    attributes: { ...draft.attributes },
    options,
    hp: { current: draft.hp.max, max: draft.hp.max, max_mod: 0, temp: 0 },
    presets: [...draft.presets],
    items: [],
    settings: {
      abilityType: draft.abilityMethod,
      menu: defaultMenu({ spellcaster: Boolean(cls?.spellcasting), druid: cls?.id === 'druid' }),
    },
  };
}

/**
 * The step a field error of the creation call belongs to (`body.options.fighter-skills` →
 * class). Paths the wizard cannot place are put on Finish, so they are never lost.
 */
export function stepOfField(path: string, draft: CreationDraft): WizardStep {
  const field = path.startsWith('body.') ? path.slice('body.'.length) : path;
  const [head = '', ...rest] = field.split('.');
  switch (head) {
    case 'name':
      return 'name';
    case 'specie':
      return 'species';
    case 'background':
      return 'background';
    case 'classes':
      return 'class';
    case 'attributes':
    case 'abilities':
      return 'abilities';
    case 'hp':
      return 'hp';
    case 'presets':
    case 'items':
      return 'equipment';
  }
  if (head !== 'options') return 'finish';
  const key = rest.join('.');
  const classId = draft.classes[0]?.id;
  if (key === 'lang') return 'languages';
  if (classId && (key === classSkillsKey(classId) || key === classToolsKey(classId)))
    return 'class';
  if (key === 'bonus' || key.startsWith('bonus.')) return 'background';
  if (
    draft.background &&
    (key === backgroundBonusKey(draft.background) || key === backgroundToolKey(draft.background))
  ) {
    return 'background';
  }
  if (draft.specie && key === speciesSizeKey(draft.specie)) return 'species';
  return 'finish';
}
