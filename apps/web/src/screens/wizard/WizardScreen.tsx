import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Problem, RulesCatalogue, WizardStep } from '@hearth/rules';
import { canAdvance, WIZARD_STEPS, wizardStepProblems } from '@hearth/rules';

import { OfflineIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { useProblemText } from '../../i18n/problemWords.ts';
import { AbilitiesStep } from './AbilitiesStep.tsx';
import { BackgroundStep } from './BackgroundStep.tsx';
import { ClassStep } from './ClassStep.tsx';
import type { Details } from './DetailsDrawer.tsx';
import { DetailsDrawer } from './DetailsDrawer.tsx';
import { EquipmentStep } from './EquipmentStep.tsx';
import { FinishStep } from './FinishStep.tsx';
import { HpStep } from './HpStep.tsx';
import { LanguagesStep } from './LanguagesStep.tsx';
import { NameStep } from './NameStep.tsx';
import { SpeciesStep } from './SpeciesStep.tsx';
import type { StepProps } from './stepProps.ts';
import { useCreateCharacter } from './useCreateCharacter.ts';
import { useStepSummary } from './useStepSummary.ts';
import { useWizard } from './useWizard.ts';
import { creationBody, stepOfField } from './wizardCreation.ts';
import { WizardStepSection } from './WizardStepSection.tsx';

import '../../styles/character.css';
import './Wizard.css';

const STEP_BODIES: Record<WizardStep, (props: StepProps) => ReactNode> = {
  class: ClassStep,
  background: BackgroundStep,
  equipment: EquipmentStep,
  species: SpeciesStep,
  languages: LanguagesStep,
  abilities: AbilitiesStep,
  hp: HpStep,
  name: NameStep,
  finish: FinishStep,
};

/** /moc and /moc/dnd: the fantasy-system creation wizard (spec §2, §5, §7). */
export default function WizardScreen() {
  const { t } = useTranslation(['wizard', 'routes', 'common']);
  const catalogue = useRulesCatalogue();
  return (
    <main className="page wizard">
      <PageHeader title={t('routes:title.moc')} />
      {catalogue.data && !catalogue.empty ? (
        <Wizard catalogue={catalogue.data} />
      ) : (
        <p className="wizard__empty" role="status">
          {catalogue.empty ? t('noCatalogue') : t('common:loading')}
        </p>
      )}
    </main>
  );
}

function Wizard({ catalogue }: { catalogue: RulesCatalogue }) {
  const { t } = useTranslation('wizard');
  const texts = useRulesTexts();
  const online = useOnline();
  const wizard = useWizard(catalogue);
  const { draft, step, index, reached, serverErrors } = wizard;
  const summary = useStepSummary(draft, catalogue);
  const problemText = useProblemText(catalogue);
  const create = useCreateCharacter(wizard.markRefused, {
    field: (path) => t(`steps.${stepOfField(path, draft)}`),
    reason: (field) =>
      field.key
        ? problemText({ key: field.key as Problem['key'], params: field.params }, field.message)
        : field.message,
  });
  const [details, setDetails] = useState<Details | null>(null);

  const problemsOf = (each: WizardStep) => wizardStepProblems(each, draft, catalogue);
  const advance = canAdvance(step, draft, catalogue);
  const last = step === 'finish';

  const problemTexts = (each: WizardStep) => [
    ...new Set([
      ...problemsOf(each).map((found) => texts.problem(found)),
      // The server's field errors carry the rules' own problem keys; schema errors only a text.
      ...(serverErrors[each] ?? []).map((field) =>
        field.key
          ? texts.problem({ key: field.key as Problem['key'], params: field.params })
          : field.message,
      ),
    ]),
  ];

  return (
    <>
      {!online && (
        <p className="wizard__offline" role="status">
          <OfflineIcon /> {t('offline')}
        </p>
      )}
      <ol className="wizard__steps">
        {WIZARD_STEPS.map((each, at) => {
          const open = each === step;
          const Body = STEP_BODIES[each];
          const refused = (serverErrors[each]?.length ?? 0) > 0;
          const messages = open ? problemTexts(each) : [];
          return (
            <WizardStepSection
              key={each}
              step={each}
              index={at}
              open={open}
              reached={at <= reached}
              invalid={refused || (!open && problemsOf(each).length > 0)}
              summary={at <= reached ? summary(each) : ''}
              onOpen={() => wizard.goTo(each)}
            >
              <Body
                draft={draft}
                catalogue={catalogue}
                update={wizard.update}
                showDetails={setDetails}
              />
              {messages.length > 0 && (
                <ul className="wizard-problems" aria-label={t('problems')}>
                  {messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
            </WizardStepSection>
          );
        })}
      </ol>
      <div
        className={online ? 'wizard__bar' : 'wizard__bar wizard__bar--offline'}
        role="group"
        aria-label={t('actions.label')}
      >
        <button type="button" className="button" disabled={index === 0} onClick={wizard.back}>
          {t('actions.back')}
        </button>
        {last ? (
          <button
            type="button"
            className="button button--primary"
            disabled={!advance || !online || create.isPending}
            onClick={() => create.mutate(creationBody(draft, catalogue))}
          >
            {create.isPending ? t('actions.creating') : t('actions.create')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={!advance}
            onClick={wizard.next}
          >
            {t('actions.next')}
          </button>
        )}
      </div>
      <DetailsDrawer details={details} onClose={() => setDetails(null)} />
    </>
  );
}
