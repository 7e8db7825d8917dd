import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

import type { ClassRules, RulesCatalogue } from '@hearth/rules';
import { classSkillsKey, classToolsKey, SKILL_IDS } from '@hearth/rules';

import { described, firstSentence, useRuleEntries } from './catalogueText.ts';
import { ChoiceCard } from './ChoiceCard.tsx';
import { ChoiceChips } from './ChoiceChips.tsx';
import type { StepProps } from './stepProps.ts';
import { chooseClass, toggleOption } from './wizardDraft.ts';

/** The tools a class's tool choice offers: a list, or every tool of a kind (instruments). */
export function toolOptions(catalogue: RulesCatalogue, from: readonly string[] | string) {
  const ids = Array.isArray(from)
    ? from
    : [...catalogue.items.values()]
        .filter((item) => item.type === 'tool' && item.subtype === from)
        .map((item) => item.id);
  return ids.map((id) => ({ id, title: catalogue.items.get(id)?.title ?? id }));
}

/** Class: the 12 classes; the chosen one asks for its skills and, for some, tools. */
export function ClassStep({ draft, catalogue, update, showDetails }: StepProps) {
  const { t } = useTranslation(['wizard', 'character']);
  const rules = useRuleEntries();
  const chosen = draft.classes[0]?.id;
  const classes = [...catalogue.classes.values()].sort((a, b) => a.title.localeCompare(b.title));

  const details = (cls: ClassRules) => {
    const entry = described(cls);
    showDetails({
      title: cls.title,
      description: entry.description,
      parts: cls.features
        .filter((feature) => feature.level === 1)
        .map((feature) => ({ title: feature.title, description: described(feature).description })),
    });
  };

  const choices = (cls: ClassRules) => {
    const { skills, tool_choice: tools } = cls.proficiencies;
    const skillIds = skills.from === 'ALL' ? SKILL_IDS : skills.from;
    const skillKey = classSkillsKey(cls.id);
    const toolKey = classToolsKey(cls.id);
    return (
      <div className="wizard-subchoice">
        <ChoiceChips
          legend={t('class.skills')}
          options={skillIds.map((id) => ({ id, title: rules.title(id) }))}
          chosen={draft.options[skillKey] ?? []}
          max={skills.count}
          onToggle={(id) => update((current) => toggleOption(current, skillKey, id, skills.count))}
        />
        {tools && (
          <ChoiceChips
            legend={t('class.tools')}
            options={toolOptions(catalogue, tools.from)}
            chosen={draft.options[toolKey] ?? []}
            max={tools.count}
            onToggle={(id) => update((current) => toggleOption(current, toolKey, id, tools.count))}
          />
        )}
      </div>
    );
  };

  return (
    <div className="wizard-cards">
      {classes.map((cls) => (
        <Fragment key={cls.id}>
          <ChoiceCard
            title={cls.title}
            selected={cls.id === chosen}
            onSelect={() => update((current) => chooseClass(current, cls.id, catalogue))}
            onDetails={() => details(cls)}
            meta={t('class.meta', {
              die: cls.hit_die,
              abilities: cls.primary_abilities
                .map((ability) => t(`character:abilities.${ability}`))
                .join(', '),
            })}
          >
            {firstSentence(described(cls).description)}
          </ChoiceCard>
          {cls.id === chosen && choices(cls)}
        </Fragment>
      ))}
    </div>
  );
}
