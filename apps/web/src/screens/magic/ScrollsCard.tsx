import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character, InventoryItem } from '@hearth/contract';
import type { SpellRules } from '@hearth/rules';
import { castFromScroll, filterSpells, scrollSaveDc } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { showToast } from '../../components/toast/toastStore.ts';
import { indexSpellsForSearch } from '../../data/catalogue/searchTitle.ts';
import { useInventories } from '../../data/characters/queries.ts';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useInventoryItemActions } from '../../data/inventories/itemActions.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { useSheetActions } from '../sheet/useSheetActions.ts';
import { useSpellLine } from './SpellDetails.tsx';
import { SpellDrawer } from './SpellDrawer.tsx';
import { withSpellTitles } from './useMagicTexts.ts';

import './Cast.css';

type Opened = { kind: 'choose' | 'cast'; id: string } | null;

/**
 * The character's spell scrolls (spec §4): a blank one takes a spell (the item is renamed
 * "Spell Scroll: <title>" and stores it); casting from a written one uses no slot, consumes one
 * scroll and shows its save DC, 10 + the spell's level. Both change the inventory, so both need
 * the connection.
 */
export const ScrollsCard = memo(
  ScrollsCardView,
  // The card follows the inventories and the catalogue itself; of the character it needs the id
  // (a cast starts from the latest character), so an edit leaves it as it is (issue 16).
  (before, after) => before.character.id === after.character.id,
);

function ScrollsCardView({ character }: { character: Character }) {
  const { t } = useTranslation('magic');
  const catalogue = useRulesCatalogue().data;
  const inventories = useInventories(character.id);
  const online = useOnline();
  const line = useSpellLine();
  const [opened, setOpened] = useState<Opened>(null);
  const items = useMemo(
    () => (inventories.data ?? []).flatMap((inventory) => inventory.items),
    [inventories.data],
  );
  const scrolls = items.filter(
    (item) =>
      item.quantity > 0 &&
      item.item_id !== null &&
      catalogue?.items.get(item.item_id)?.type === 'scroll',
  );
  const nameOf = (item: InventoryItem) =>
    item.item_data?.name ?? catalogue?.items.get(item.item_id ?? '')?.title ?? '';
  const spellOf = (item: InventoryItem) =>
    item.item_data?.spell ? catalogue?.spells.get(item.item_data.spell) : undefined;
  const current = opened ? scrolls.find((item) => item.id === opened.id) : undefined;
  const close = () => setOpened(null);

  return (
    <section className="card" aria-labelledby="scrolls-title">
      <h2 id="scrolls-title" className="eyebrow card__title">
        {t('scrolls.title')}
      </h2>
      {!online && scrolls.length > 0 && <p className="sheet-warning">{t('scrolls.offline')}</p>}
      {scrolls.length === 0 ? (
        <p className="sheet-note">
          {inventories.isPending ? t('scrolls.loading') : t('scrolls.none')}
        </p>
      ) : (
        <ul className="scroll-list">
          {scrolls.map((item) => {
            const spell = spellOf(item);
            const written = Boolean(item.item_data?.spell);
            return (
              <li key={item.id} className="scroll-row" data-testid={`scroll-${item.id}`}>
                <div className="scroll-row__text">
                  <span className="scroll-row__title">
                    {nameOf(item)}
                    {item.quantity > 1 && (
                      <span className="scroll-row__count">
                        {' '}
                        {t('scrolls.quantity', { n: item.quantity })}
                      </span>
                    )}
                  </span>
                  <span className="scroll-row__line">
                    {spell
                      ? `${line(spell)} · ${t('scrolls.saveDc', { dc: scrollSaveDc(spell.level) })}`
                      : written
                        ? t('scrolls.unknownSpell')
                        : t('scrolls.blank')}
                  </span>
                </div>
                <button
                  type="button"
                  className={written ? 'button button--primary' : 'button'}
                  disabled={!online || (written && !spell)}
                  onClick={() => setOpened({ kind: written ? 'cast' : 'choose', id: item.id })}
                >
                  {written ? t('scrolls.cast') : t('scrolls.choose')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {opened?.kind === 'choose' && current && (
        <ChooseScrollSpell item={current} characterId={character.id} onClose={close} />
      )}
      <SpellDrawer
        spellId={opened?.kind === 'cast' && current ? (spellOf(current)?.id ?? null) : null}
        onClose={close}
        actions={
          current &&
          spellOf(current) && (
            <ScrollCast
              character={character}
              items={items}
              item={current}
              spell={spellOf(current)!}
              online={online}
              onDone={close}
            />
          )
        }
      />
    </section>
  );
}

/** Casting from a written scroll: the character part through the rules, the item part on the
 * server (one fewer, or the item goes with the last one). */
function ScrollCast({
  character,
  items,
  item,
  spell,
  online,
  onDone,
}: {
  character: Character;
  items: InventoryItem[];
  item: InventoryItem;
  spell: SpellRules;
  online: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('magic');
  const run = useSheetActions(character);
  const catalogue = useRulesCatalogue().data;
  const { update, remove } = useInventoryItemActions(character.id);
  const cast = () => {
    // From the latest character (the card is not drawn again for every edit).
    let outcome: ReturnType<typeof castFromScroll> | undefined;
    run((current) => {
      outcome = castFromScroll(current, items, item.id, spell);
      return withSpellTitles(outcome, (id) => catalogue?.spells.get(id)?.title ?? id);
    });
    if (!outcome || outcome.messages.some((message) => message.level === 'error')) return;
    const left = outcome.items.find((entry) => entry.id === item.id);
    if (left) update.mutate({ id: item.id, changes: { quantity: left.quantity } });
    else remove.mutate(item.id);
    onDone();
  };
  return (
    <section className="cast" aria-label={t('scrolls.castTitle')}>
      <h3 className="eyebrow">{t('scrolls.castTitle')}</h3>
      <dl className="cast__numbers">
        <div>
          <dt>{t('cast.saveDc')}</dt>
          <dd data-testid="scroll-dc">{scrollSaveDc(spell.level)}</dd>
        </div>
        <div>
          <dt>{t('scrolls.left')}</dt>
          <dd>{item.quantity}</dd>
        </div>
      </dl>
      <p className="sheet-note">{t('scrolls.castHelp')}</p>
      {!online && <p className="sheet-warning">{t('scrolls.offline')}</p>}
      <button type="button" className="button button--primary" disabled={!online} onClick={cast}>
        {t('scrolls.cast')}
      </button>
    </section>
  );
}

/** The searchable spell list a blank scroll is written with. */
function ChooseScrollSpell({
  item,
  characterId,
  onClose,
}: {
  item: InventoryItem;
  characterId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('magic');
  const catalogue = useRulesCatalogue().data;
  const online = useOnline();
  const line = useSpellLine();
  const { update } = useInventoryItemActions(characterId);
  const [query, setQuery] = useState('');
  const index = useMemo(() => indexSpellsForSearch(catalogue?.spells.values() ?? []), [catalogue]);
  const found = useMemo(() => filterSpells(index, { query }), [index, query]);
  const choose = (spell: SpellRules) => {
    const name = t('scrolls.named', { title: spell.title });
    // The drawer closes at once; the promise still settles (a failure is toasted by the hook).
    update.mutateAsync({ id: item.id, changes: { item_data: { name, spell: spell.id } } }).then(
      () => showToast('success', t('scrolls.written', { name })),
      () => undefined,
    );
    onClose();
  };
  return (
    <Drawer open onClose={onClose} title={t('scrolls.chooseTitle')}>
      <div className="form-stack">
        {!online && <p className="sheet-warning">{t('scrolls.offline')}</p>}
        <TextField
          label={t('scrolls.search')}
          value={query}
          onValueChange={setQuery}
          type="search"
          maxLength={100}
          autoComplete="off"
        />
        {found.length === 0 ? (
          <p className="sheet-note">{t('scrolls.noMatches')}</p>
        ) : (
          <ul className="scroll-picker" aria-label={t('scrolls.spells')}>
            {found.map((spell) => (
              <li key={spell.id}>
                <button
                  type="button"
                  className="scroll-picker__option"
                  disabled={!online}
                  onClick={() => choose(spell)}
                >
                  <span className="spell-row__title">{spell.title}</span>
                  <span className="spell-row__line">{line(spell)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Drawer>
  );
}
