import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import type { Item } from '@hearth/content';
import type { Character } from '@hearth/contract';
import type { DerivedCharacter, ItemRules, MagicItemChoice } from '@hearth/rules';

import { useChunkAfterPaint } from '../../app/useChunkAfterPaint.ts';
import { Link } from '../../components/link/RouterLink.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';
import { useInventories } from '../../data/characters/queries.ts';
import { useCatalogueAdds } from '../../data/inventories/catalogueAdds.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { useCarryWarning } from '../inventory/useCarryWarning.ts';
import type { CustomItemDraft } from './CustomItemModal.tsx';
import { findDestination } from './destination.ts';
import { ItemBrowser } from './ItemBrowser.tsx';
import { concreteOf } from './magicItems.ts';
import { useSourceTitle } from './useSourceTitle.ts';

import './Items.css';

/**
 * /items/{id?}/{container?} (spec platform §2): the catalogue's items to add to an inventory
 * (id), or into a container in it (an item id); custom items too. Adding needs the connection.
 */
// The add and custom-item dialogs are closed when the page opens (issue 16: first load).
const loadModals = () => import('./ItemsModals.tsx');
const ItemsModals = lazy(loadModals);

export default function ItemsScreen() {
  return (
    <CharacterGate>
      {(character, sheet) => <Items character={character} sheet={sheet} />}
    </CharacterGate>
  );
}

function Items({ character, sheet }: { character: Character; sheet: DerivedCharacter }) {
  const { t } = useTranslation(['items', 'routes']);
  const params = useParams();
  const online = useOnline();
  const catalogue = useCatalogue<Item>('items');
  const sourceTitle = useSourceTitle();
  const inventories = useInventories(character.id).data;
  const { addItem, addCustom } = useCatalogueAdds(character.id);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState<Item | null>(null);
  const [creating, setCreating] = useState(false);
  const modalsLoaded = useChunkAfterPaint(loadModals);

  const items = catalogue.data;
  // Adding something heavy says so here, once, as the inventory would.
  useCarryWarning(character.id, sheet.carry, (items?.length ?? 0) > 0);
  const byId = useMemo(() => new Map(items?.map((item) => [item.id, item])), [items]);
  const destination = findDestination(
    inventories,
    params.id,
    params.container,
    items ? (id) => byId.get(id) : undefined,
  );
  const target = destination.state === 'found' ? destination : null;
  const canAdd = online && target !== null;
  // A quiver lists only what goes into it; a custom item has no catalogue kind to fit it.
  const holds = target?.holds ?? null;

  const add = (item: Item, quantity: number, choice: MagicItemChoice) => {
    if (!target) return;
    const lookup = (id: string) => byId.get(id) as ItemRules | undefined;
    const name = concreteOf(item as ItemRules, choice, lookup).name;
    addItem.mutate(
      {
        inventoryId: target.inventory.id,
        itemId: item.id,
        quantity,
        containerId: target.containerId,
        ...(choice.variant ? { variant: choice.variant } : {}),
        ...(choice.base ? { base: choice.base } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t('add.added', { item: name }));
          setAdding(null);
          setOpenId(null);
        },
        onError: () => toast.error(t('add.failed')),
      },
    );
  };
  const create = (draft: CustomItemDraft) => {
    if (!target) return;
    addCustom.mutate(
      { ...draft, inventory_id: target.inventory.id, container_id: target.containerId },
      {
        onSuccess: () => {
          toast.success(t('custom.created', { name: draft.name }));
          setCreating(false);
        },
        onError: () => toast.error(t('custom.failed')),
      },
    );
  };

  let list;
  if (!items) list = <p className="sheet-note">{t('loading')}</p>;
  else if (items.length === 0) list = <p className="sheet-note">{t('noCatalogue')}</p>;
  else {
    list = (
      <ItemBrowser
        items={items}
        only={holds}
        sourceTitle={sourceTitle}
        openId={openId}
        onOpen={setOpenId}
        actions={(item) => (
          <button
            type="button"
            className="button button--primary items-add"
            disabled={!canAdd}
            onClick={() => setAdding(item)}
          >
            {t('add.button')}
          </button>
        )}
      />
    );
  }

  return (
    <CharacterPage character={character} title={t('routes:title.items')}>
      <div className="items-target card">
        <div className="items-target__text">
          {target && (
            <p className="items-target__into">
              {target.containerName
                ? t('intoContainer', {
                    container: target.containerName,
                    inventory: target.inventory.name,
                  })
                : t('into', { inventory: target.inventory.name })}
            </p>
          )}
          {target && holds && (
            <p className="items-target__holds">
              {t('holdsOnly', {
                container: target.containerName,
                items: holds.map((id) => byId.get(id)?.title ?? id).join(', '),
              })}
            </p>
          )}
          <Link
            className="items-target__back"
            to={target ? `/inventory/${target.inventory.id}` : '/inventory'}
          >
            {t('backToInventory')}
          </Link>
        </div>
        <button
          type="button"
          className="button"
          disabled={!canAdd || holds !== null}
          onClick={() => setCreating(true)}
        >
          {t('custom.button')}
        </button>
      </div>
      {destination.state === 'missing' && (
        <p className="sheet-warning" role="alert">
          {t('inventoryMissing')}
        </p>
      )}
      {destination.state === 'holds-nothing' && (
        <p className="sheet-warning" role="alert">
          {t('holdsNothing', { container: destination.containerName })}
        </p>
      )}
      {!online && (
        <p className="sheet-warning" role="status">
          {t('offline')}
        </p>
      )}
      {list}
      {(modalsLoaded || adding !== null || creating) && (
        <Suspense fallback={null}>
          <ItemsModals
            adding={adding}
            items={items ?? []}
            creating={creating}
            addBusy={addItem.isPending}
            createBusy={addCustom.isPending}
            onCloseAdd={() => setAdding(null)}
            onAdd={add}
            onCloseCreate={() => setCreating(false)}
            onCreate={create}
          />
        </Suspense>
      )}
    </CharacterPage>
  );
}
