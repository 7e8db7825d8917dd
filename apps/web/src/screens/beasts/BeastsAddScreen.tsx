import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Beast } from '@hearth/content';
import type { CharacterBeastType } from '@hearth/contract';
import type { Character } from '@hearth/contract';
import type { DerivedCharacter, WildShapeEligibility } from '@hearth/rules';
import { wildShapeEligibility, wildShapeLimits } from '@hearth/rules';

import { useChunkAfterPaint } from '../../app/useChunkAfterPaint.ts';
import { Link } from '../../components/link/RouterLink.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { BEAST_TYPES } from '../../data/beasts/beastList.ts';
import { useBeastActions, useCharacterBeasts } from '../../data/beasts/characterBeasts.ts';
import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { errorText } from '../../i18n/errorText.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import type { AddBeastDraft } from './AddBeastModal.tsx';
import { BeastBrowser } from './BeastBrowser.tsx';
import { KnownForms } from './KnownForms.tsx';

import './Beasts.css';

// The add dialog is closed when the page opens (issue 16: first load).
const loadModal = () => import('./AddBeastModal.tsx');
const AddBeastModal = lazy(loadModal);

/** /beasts-add (platform §2): the bestiary to add wild shapes, companions and mounts from. */
export default function BeastsAddScreen() {
  return (
    <CharacterGate>
      {(character, sheet) => <BeastsAdd character={character} sheet={sheet} />}
    </CharacterGate>
  );
}

function BeastsAdd({ character, sheet }: { character: Character; sheet: DerivedCharacter }) {
  const { t } = useTranslation(['beasts', 'routes']);
  const { t: errorsT } = useTranslation(['common', 'errors']);
  const online = useOnline();
  const rules = useRulesTexts();
  const catalogue = useCatalogue<Beast>('beasts');
  const owned = useCharacterBeasts(character.id).data;
  const { add } = useBeastActions(character.id);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState<Beast | null>(null);
  const modalLoaded = useChunkAfterPaint(loadModal);

  const druidLevel = sheet.classLevels.druid ?? 0;
  const druid = druidLevel > 0;
  const limits = wildShapeLimits(druidLevel);
  const beasts = catalogue.data;
  const eligibility = useMemo(
    () =>
      druid && beasts
        ? new Map<string, WildShapeEligibility>(
            beasts.map((beast) => [beast.id, wildShapeEligibility(beast, druidLevel)]),
          )
        : null,
    [druid, druidLevel, beasts],
  );
  const knownForms = owned?.filter((beast) => beast.type === 'wildshape').length ?? 0;
  // Wild Shape takes only Beasts (SRD 5.2); any creature may be a companion, summon or mount.
  const formable = adding?.type === 'beast';
  const types = formable ? BEAST_TYPES : BEAST_TYPES.filter((type) => type !== 'wildshape');
  const defaultType: CharacterBeastType = druid && formable ? 'wildshape' : 'companion';

  const addBeast = (beast: Beast, draft: AddBeastDraft) =>
    add.mutate(
      { beast_id: beast.id, type: draft.type, notes: draft.notes },
      {
        onSuccess: () => {
          toast.success(t('add.added', { name: beast.title }));
          setAdding(null);
          setOpenId(null);
        },
        onError: (error) => toast.error(t('add.failed', { message: errorText(errorsT, error) })),
      },
    );

  const addingEligibility = adding ? eligibility?.get(adding.id) : undefined;
  const wildShapeWarning =
    [
      limits &&
        knownForms >= limits.knownForms &&
        t('add.formsFull', { allowed: limits.knownForms }),
      addingEligibility &&
        !addingEligibility.allowed &&
        `${t('eligibility.why')} ${addingEligibility.problems.map(rules.problem).join(' ')}`,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  let list;
  if (!beasts) list = <p className="sheet-note">{t('loading')}</p>;
  else if (beasts.length === 0) list = <p className="sheet-note">{t('noCatalogue')}</p>;
  else {
    list = (
      <BeastBrowser
        beasts={beasts}
        eligibility={eligibility}
        openId={openId}
        onOpen={setOpenId}
        actions={(beast) => (
          <button
            type="button"
            className="button button--primary beast-add"
            disabled={!online}
            onClick={() => setAdding(beast)}
          >
            {t('add.button')}
          </button>
        )}
      />
    );
  }

  return (
    <CharacterPage character={character} title={t('routes:title.beastsAdd')}>
      <div className="card beast-summary">
        {druid && <KnownForms limits={limits} known={knownForms} />}
        <Link className="beast-summary__link" to="/beasts">
          {t('routes:title.beasts')}
        </Link>
      </div>
      {!online && (
        <p className="sheet-warning" role="status">
          {t('add.offline')}
        </p>
      )}
      {list}
      {(modalLoaded || adding !== null) && (
        <Suspense fallback={null}>
          <AddBeastModal
            name={adding?.title ?? null}
            defaultType={defaultType}
            types={types}
            wildShapeWarning={wildShapeWarning}
            busy={add.isPending}
            onClose={() => setAdding(null)}
            onAdd={(draft) => adding && addBeast(adding, draft)}
          />
        </Suspense>
      )}
    </CharacterPage>
  );
}
