import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { DhCatalogue, DhProblem, DhWizardStep } from '@hearth/rules';
import { createDhCharacter, DH_WIZARD_STEPS, dhStepProblems } from '@hearth/rules';

import { PageHeader } from '../../../components/PageHeader.tsx';
import { toast } from '../../../components/toast/toastStore.ts';
import { saveNewDhCharacter } from '../../../data/dh/dhCharacters.ts';
import { useDhCatalogue } from '../../../data/dh/useDhCatalogue.ts';
import { useDhProblemText } from '../../../data/dh/useDhProblemText.ts';
import type { Details } from '../../wizard/DetailsDrawer.tsx';
import { DetailsDrawer } from '../../wizard/DetailsDrawer.tsx';
import { AncestryStep } from './AncestryStep.tsx';
import { ArmorStep } from './ArmorStep.tsx';
import { ClassStep } from './ClassStep.tsx';
import { CommunityStep } from './CommunityStep.tsx';
import type { DhStepProps } from './dhStepProps.ts';
import { DhStepSection } from './DhStepSection.tsx';
import { clearDhWizardState } from './dhWizardStorage.ts';
import { DomainsStep } from './DomainsStep.tsx';
import { ExperiencesStep } from './ExperiencesStep.tsx';
import { NameStep } from './NameStep.tsx';
import { SubclassStep } from './SubclassStep.tsx';
import { TraitsStep } from './TraitsStep.tsx';
import { useDhStepSummary } from './useDhStepSummary.ts';
import { useDhWizard } from './useDhWizard.ts';
import { WeaponStep } from './WeaponStep.tsx';

import '../../../styles/character.css';
import '../../wizard/Wizard.css';
import './DhWizard.css';

const STEP_BODIES: Record<DhWizardStep, (props: DhStepProps) => ReactNode> = {
  class: ClassStep,
  subclass: SubclassStep,
  ancestry: AncestryStep,
  community: CommunityStep,
  traits: TraitsStep,
  domains: DomainsStep,
  armor: ArmorStep,
  primary: (props) => <WeaponStep {...props} slot="primary" />,
  secondary: (props) => <WeaponStep {...props} slot="secondary" />,
  experiences: ExperiencesStep,
  name: NameStep,
};

/** Steps the player must complete (spec §5); every other step may be left as it is. */
const REQUIRED_STEPS: readonly DhWizardStep[] = ['primary', 'name'];

/** /dh/character/create: the second system's 11-step creation wizard (spec §2, §5). */
export default function DhWizardScreen() {
  const { t } = useTranslation(['dh', 'routes', 'common']);
  const { catalogue, empty } = useDhCatalogue();
  return (
    <main className="page wizard">
      <PageHeader title={t('routes:title.dhCreate')} />
      {catalogue && !empty ? (
        <DhWizard catalogue={catalogue} />
      ) : (
        <p className="wizard__empty" role="status">
          {empty ? t('wizard.noCatalogue') : t('common:loading')}
        </p>
      )}
    </main>
  );
}

function DhWizard({ catalogue }: { catalogue: DhCatalogue }) {
  const { t } = useTranslation('dh');
  const navigate = useNavigate();
  const problemText = useDhProblemText();
  const wizard = useDhWizard(catalogue);
  const { draft, step, index, reached } = wizard;
  const summary = useDhStepSummary(draft, catalogue);
  const [details, setDetails] = useState<Details | null>(null);
  const [creating, setCreating] = useState(false);
  const last = step === 'name';

  const create = async () => {
    setCreating(true);
    try {
      const character = createDhCharacter(draft, catalogue, Date.now());
      await saveNewDhCharacter(character);
      clearDhWizardState();
      void navigate(`/dh/character/${character.id}`, { replace: true });
    } catch (error) {
      console.error('A new Daggerheart character could not be saved.', error);
      toast.warning(t('wizard.createFailed'));
      setCreating(false);
    }
  };

  // A mixed ancestry with one half still empty holds an empty id: the rules call it unknown.
  const messageOf = (problem: DhProblem) =>
    problem.code === 'unknown-entry' && problem.params?.id === ''
      ? t('wizard.ancestry.chooseBoth')
      : problemText(problem);

  const stepProps: DhStepProps = {
    draft,
    catalogue,
    update: wizard.update,
    showDetails: setDetails,
    mixedAncestry: wizard.mixedAncestry,
    setMixedAncestry: wizard.setMixedAncestry,
  };

  return (
    <>
      <ol className="wizard__steps">
        {DH_WIZARD_STEPS.map((each, at) => {
          const open = each === step;
          const problems = dhStepProblems(draft, catalogue, each);
          const Body = STEP_BODIES[each];
          const messages = open ? [...new Set(problems.map(messageOf))] : [];
          return (
            <DhStepSection
              key={each}
              step={each}
              index={at}
              open={open}
              reached={at <= reached}
              invalid={!open && problems.length > 0}
              optional={!REQUIRED_STEPS.includes(each)}
              summary={at <= reached ? summary(each) : ''}
              onOpen={() => wizard.goTo(each)}
            >
              <Body {...stepProps} />
              {messages.length > 0 && (
                <ul className="wizard-problems" aria-label={t('wizard.problems')}>
                  {messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
            </DhStepSection>
          );
        })}
      </ol>
      <div className="wizard__bar" role="group" aria-label={t('wizard.actions')}>
        <button type="button" className="button" disabled={index === 0} onClick={wizard.back}>
          {t('wizard.back')}
        </button>
        {last ? (
          <button
            type="button"
            className="button button--primary"
            disabled={!wizard.canAdvance || creating}
            onClick={() => void create()}
          >
            {creating ? t('wizard.creating') : t('wizard.create')}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={!wizard.canAdvance}
            onClick={wizard.next}
          >
            {t('wizard.next')}
          </button>
        )}
      </div>
      <DetailsDrawer details={details} onClose={() => setDetails(null)} />
    </>
  );
}
