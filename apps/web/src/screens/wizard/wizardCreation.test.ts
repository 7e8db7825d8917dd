import { describe, expect, it } from 'vitest';

import { ABILITY_METHODS } from '@hearth/rules';

import { defaultMenu } from '../../data/characters/menu.ts';
import { creationBody, stepOfField } from './wizardCreation.ts';
import { chooseClass, setStory } from './wizardDraft.ts';
import { fighterDraft, realRulesCatalogue } from './wizardTestKit.ts';

const catalogue = realRulesCatalogue();

const fighter = () => fighterDraft(ABILITY_METHODS.pointBuy);

describe('the creation call', () => {
  it('sends the form with the method, the menu and only an answered story', () => {
    const draft = fighter();
    const body = creationBody(draft, catalogue);
    expect(body).toEqual({
      name: 'Brienne',
      specie: 'human',
      background: 'soldier',
      classes: [{ id: 'fighter', level: 1 }],
      attributes: draft.attributes,
      options: draft.options,
      hp: { current: draft.hp.max, max: draft.hp.max, max_mod: 0, temp: 0 },
      presets: ['fighter-a', 'soldier-a'],
      items: [],
      settings: { abilityType: 1, menu: defaultMenu({ spellcaster: false, druid: false }) },
    });
    const told = setStory(draft, 1, 'x'.repeat(250));
    expect(creationBody(told, catalogue).options?.story).toEqual(['', 'x'.repeat(200), '', '']);
  });

  it('gives druids their menu', () => {
    const druid = chooseClass(fighter(), 'druid', catalogue);
    expect(creationBody(druid, catalogue).settings?.menu).toEqual(
      defaultMenu({ spellcaster: true, druid: true }),
    );
  });

  it('places the server field errors on their steps', () => {
    const draft = fighter();
    expect(stepOfField('body.options.fighter-skills', draft)).toBe('class');
    expect(stepOfField('body.options.soldier-bonus', draft)).toBe('background');
    expect(stepOfField('body.options.bonus.str', draft)).toBe('background');
    expect(stepOfField('body.options.soldier-tool', draft)).toBe('background');
    expect(stepOfField('body.options.human-size', draft)).toBe('species');
    expect(stepOfField('body.options.lang', draft)).toBe('languages');
    expect(stepOfField('body.presets.class', draft)).toBe('equipment');
    expect(stepOfField('body.attributes.cha', draft)).toBe('abilities');
    expect(stepOfField('body.hp.max', draft)).toBe('hp');
    expect(stepOfField('body.name', draft)).toBe('name');
    expect(stepOfField('body.specie', draft)).toBe('species');
    expect(stepOfField('body.options.elf-keen-senses-skill', draft)).toBe('finish');
  });
});
