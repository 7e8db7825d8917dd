import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Purse, PurseCoin, PurseView, RulesCatalogue } from '@hearth/rules';
import { coinCountChange, coinItemIds, PURSE_COINS, purseValue, purseWeight } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { NumberField } from '../../components/form/NumberField.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import type { PurseChanges } from '../../data/inventories/purseActions.ts';
import { purseNeedsConnection, useSavePurse } from '../../data/inventories/purseActions.ts';
import { useAmountTexts } from '../../i18n/useAmountTexts.ts';

/** The most coins of one kind a stack holds (the API's limit). */
const MAX_COINS = 100_000;

interface PurseDrawerProps {
  /** The inventory whose purse is recounted; closed when undefined. */
  inventory: { id: string; name: string } | undefined;
  purse: PurseView | undefined;
  catalogue: RulesCatalogue;
  characterId: string;
  online: boolean;
  onClose: () => void;
}

/**
 * Recounting a purse: each coin's count, the new total shown as it is typed, saved at once
 * (offline too, unless a coin needs a new stack).
 */
export function PurseDrawer({ inventory, purse, onClose, ...rest }: PurseDrawerProps) {
  const { t } = useTranslation('inventory');
  const open = inventory !== undefined && purse !== undefined;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={inventory ? t('purse.editTitle', { name: inventory.name }) : ''}
    >
      {open && (
        <PurseForm
          key={inventory.id}
          inventoryId={inventory.id}
          purse={purse}
          onClose={onClose}
          {...rest}
        />
      )}
    </Drawer>
  );
}

/** What a recount changes: each coin's stacks set to the new count, new stacks where none. */
export function purseChanges(
  inventoryId: string,
  purse: PurseView,
  counts: Purse,
  itemIds: Partial<Record<PurseCoin, string>>,
): PurseChanges {
  const changes: PurseChanges = { inventoryId, updates: [], adds: [] };
  for (const coin of PURSE_COINS) {
    const change = coinCountChange(purse.stacks[coin], counts[coin]);
    changes.updates.push(...change.updates);
    const itemId = itemIds[coin];
    if (change.add > 0 && itemId) changes.adds.push({ itemId, quantity: change.add });
  }
  return changes;
}

function PurseForm({
  inventoryId,
  purse,
  catalogue,
  characterId,
  online,
  onClose,
}: Omit<PurseDrawerProps, 'inventory' | 'purse'> & { inventoryId: string; purse: PurseView }) {
  const { t } = useTranslation('inventory');
  const amounts = useAmountTexts();
  const save = useSavePurse(characterId);
  const [counts, setCounts] = useState<Purse>(purse.coins);
  const itemIds = useMemo(() => coinItemIds(catalogue.items.values()), [catalogue]);
  const changes = purseChanges(inventoryId, purse, counts, itemIds);
  const changed = changes.updates.length + changes.adds.length > 0;
  // New counts are kept offline; a coin without a stack yet is a new line, added online only.
  const blockedOffline = !online && purseNeedsConnection(changes);

  const submit = () => {
    save.mutate(changes, {
      onSuccess: () => {
        toast.success(t('purse.saved'));
        onClose();
      },
    });
  };

  return (
    <form
      className="form-stack purse-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="purse-form__fields">
        {PURSE_COINS.map((coin) => (
          <NumberField
            key={coin}
            live
            label={t('purse.count', {
              name: t(`purse.names.${coin}`),
              short: t(`purse.short.${coin}`),
            })}
            value={counts[coin]}
            min={0}
            max={MAX_COINS}
            onValueChange={(count) => setCounts((current) => ({ ...current, [coin]: count }))}
          />
        ))}
      </div>
      <p className="sheet-note" data-testid="purse-new-total">
        {t('purse.total', {
          value: amounts.value(purseValue(counts)),
          weight: amounts.weight(purseWeight(counts)),
        })}
        {' · '}
        {t('purse.weightRule')}
      </p>
      {blockedOffline && <p className="sheet-warning">{t('purse.offline')}</p>}
      <button
        type="submit"
        className="button button--primary"
        disabled={blockedOffline || !changed || save.isPending}
      >
        {t('purse.save')}
      </button>
    </form>
  );
}
