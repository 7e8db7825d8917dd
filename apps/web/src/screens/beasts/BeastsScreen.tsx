import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Beast } from '@hearth/content';
import type { Character, CharacterBeast } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';
import { wildShapeLimits } from '@hearth/rules';

import { Link } from '../../components/link/RouterLink.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import type { BeastChange } from '../../data/beasts/beastList.ts';
import { groupByType } from '../../data/beasts/beastList.ts';
import { useBeastActions, useCharacterBeasts } from '../../data/beasts/characterBeasts.ts';
import { entriesById } from '../../data/catalogue/lookups.ts';
import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { BeastDrawer } from './BeastDrawer.tsx';
import { KnownForms } from './KnownForms.tsx';
import { useBeastTexts } from './useBeastTexts.ts';

import '../../components/search/Search.css';
import './Beasts.css';

/** /beasts (character.md §2): the character's wild shapes, companions and mounts. */
export default function BeastsScreen() {
  return (
    <CharacterGate>
      {(character, sheet) => <Beasts character={character} sheet={sheet} />}
    </CharacterGate>
  );
}

function Beasts({ character, sheet }: { character: Character; sheet: DerivedCharacter }) {
  const { t } = useTranslation(['beasts', 'routes', 'common']);
  const texts = useBeastTexts();
  const online = useOnline();
  const query = useCharacterBeasts(character.id);
  const actions = useBeastActions(character.id);
  const catalogue = useCatalogue<Beast>('beasts').data;
  const [openId, setOpenId] = useState<string | null>(null);
  const byId = catalogue ? entriesById(catalogue) : undefined;
  const druidLevel = sheet.classLevels.druid ?? 0;
  const list = query.data;
  const opened = openId ? list?.find((beast) => beast.id === openId) : undefined;

  // Through the outbox, offline too; a refusal is toasted by the command.
  const update = (beast: CharacterBeast, change: BeastChange) => actions.update(beast.id, change);
  const pin = (beast: CharacterBeast) => {
    // Platform §4: pinning closes the drawer, unpinning keeps it open.
    if (!beast.pin) setOpenId(null);
    update(beast, { pin: !beast.pin });
  };
  const remove = (beast: CharacterBeast) =>
    actions.remove.mutate(beast.id, {
      onSuccess: () => setOpenId(null),
      onError: () => toast.error(t('list.removeFailed')),
    });

  let body;
  if (query.isError && !list) {
    body = (
      <div className="sheet-warning beast-error" role="alert">
        <p>{t('list.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </button>
      </div>
    );
  } else if (!list) {
    body = <p className="sheet-note">{t('common:loading')}</p>;
  } else if (list.length === 0) {
    body = (
      <div className="card beast-empty">
        <p>{t('list.empty')}</p>
        <Link className="button button--primary" to="/beasts-add">
          {t('list.addLink')}
        </Link>
      </div>
    );
  } else {
    body = groupByType(list).map((group) => (
      <section key={group.type} className="beast-group" aria-labelledby={`beasts-${group.type}`}>
        <h2 id={`beasts-${group.type}`} className="eyebrow beast-group__title">
          {texts.beastType(group.type)}
        </h2>
        <ul className="search-list" data-testid={`beasts-${group.type}`}>
          {group.beasts.map((owned) => {
            const beast = byId?.get(owned.beast_id);
            const title = beast?.title ?? owned.beast_id;
            return (
              <li key={owned.id} className="search-row beast-row">
                <button
                  type="button"
                  className="search-row__open"
                  aria-label={title}
                  onClick={() => setOpenId(owned.id)}
                >
                  <span className="search-row__title">{title}</span>
                  <span className="search-row__meta">
                    {beast ? `${texts.line(beast)} · CR ${texts.cr(beast.cr)}` : ''}
                    {owned.notes && <span className="beast-row__notes">{owned.notes}</span>}
                  </span>
                </button>
                <span className="beast-row__tags">
                  {owned.pin && <span className="tag">{t('list.pinned')}</span>}
                  {owned.active && (
                    <span className="tag beast-tag beast-tag--yes" data-testid="active-mark">
                      {t('list.active')}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    ));
  }

  const wildShapes = list?.filter((beast) => beast.type === 'wildshape').length ?? 0;
  return (
    <CharacterPage character={character} title={t('routes:title.beasts')}>
      <div className="card beast-summary">
        {druidLevel > 0 && <KnownForms limits={wildShapeLimits(druidLevel)} known={wildShapes} />}
        <Link className="button button--primary beast-summary__add" to="/beasts-add">
          {t('list.addLink')}
        </Link>
      </div>
      {!online && (
        <p className="sheet-warning" role="status">
          {t('add.offline')}
        </p>
      )}
      {body}
      <BeastDrawer
        owned={opened}
        beast={opened ? byId?.get(opened.beast_id) : undefined}
        druidLevel={druidLevel}
        online={online}
        onClose={() => setOpenId(null)}
        onActivate={(beast) => update(beast, { active: !beast.active })}
        onPin={pin}
        onNotes={(beast, notes) => update(beast, { notes })}
        onRemove={remove}
      />
    </CharacterPage>
  );
}
