import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhInventoryLine } from '@hearth/rules';

import { TextField } from '../../../components/form/TextField.tsx';
import { MarkdownText } from '../../../components/MarkdownText.tsx';
import type { DhView } from '../common/DhGate.tsx';
import { AddItemDrawer } from './AddItemDrawer.tsx';
import {
  addInventoryLine,
  MAX_QUANTITY,
  removeInventoryLine,
  setLineQuantity,
} from './inventoryLines.ts';

/**
 * What the character carries besides what they wield: the SRD's items and consumables and lines
 * of their own, each with a count and a way out.
 */
export function InventoryTab({ character, catalogue, change }: DhView) {
  const { t } = useTranslation('dhSheet');
  const [custom, setCustom] = useState('');
  const [adding, setAdding] = useState(false);
  const titleOf = (line: DhInventoryLine): string => {
    if (!line.ref) return line.name ?? '';
    return (
      catalogue.items.get(line.ref)?.title ??
      catalogue.weapons.get(line.ref)?.title ??
      catalogue.armor.get(line.ref)?.title ??
      line.name ??
      line.ref
    );
  };
  const addCustom = () => {
    if (!custom.trim()) return;
    change((current) => addInventoryLine(current, { kind: 'custom', name: custom }));
    setCustom('');
  };
  return (
    <div className="form-stack">
      {character.inventory.length === 0 && <p className="sheet-note">{t('inventory.empty')}</p>}
      <ul className="dh-inventory">
        {character.inventory.map((line) => {
          const title = titleOf(line);
          const description = line.ref ? catalogue.items.get(line.ref)?.description : undefined;
          return (
            <li key={line.id} className="dh-inventory__line" data-testid="dh-inventory-line">
              <div className="card__row">
                <div className="dh-inventory__name">
                  <strong>{title}</strong>
                  <span className="tag">{t(`inventory.kinds.${line.kind}`)}</span>
                </div>
                <div className="inline-stepper">
                  <button
                    type="button"
                    className="icon-button number-field__step"
                    aria-label={t('inventory.less', { item: title })}
                    disabled={line.quantity <= 1}
                    onClick={() =>
                      change((current) => setLineQuantity(current, line.id, line.quantity - 1))
                    }
                  >
                    −
                  </button>
                  <span className="dh-count" aria-label={t('inventory.quantity', { item: title })}>
                    {line.quantity}
                  </span>
                  <button
                    type="button"
                    className="icon-button number-field__step"
                    aria-label={t('inventory.more', { item: title })}
                    disabled={line.quantity >= MAX_QUANTITY}
                    onClick={() =>
                      change((current) => setLineQuantity(current, line.id, line.quantity + 1))
                    }
                  >
                    +
                  </button>
                </div>
              </div>
              {description && (
                <details>
                  <summary className="dh-inventory__more">{t('inventory.details')}</summary>
                  <MarkdownText text={description} />
                </details>
              )}
              <button
                type="button"
                className="button button--ghost dh-inventory__remove"
                aria-label={t('inventory.remove', { item: title })}
                onClick={() => change((current) => removeInventoryLine(current, line.id))}
              >
                {t('inventory.removeShort')}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button" onClick={() => setAdding(true)}>
        {t('inventory.addItem')}
      </button>
      <form
        className="dh-inventory__custom"
        onSubmit={(event) => {
          event.preventDefault();
          addCustom();
        }}
      >
        <TextField
          label={t('inventory.customLabel')}
          value={custom}
          maxLength={80}
          onValueChange={setCustom}
        />
        <button type="submit" className="button" disabled={!custom.trim()}>
          {t('inventory.addCustom')}
        </button>
      </form>
      {adding && (
        <AddItemDrawer
          items={[...catalogue.items.values()]}
          onAdd={(item) => {
            change((current) => addInventoryLine(current, { kind: item.kind, ref: item.id }));
            setAdding(false);
          }}
          onClose={() => setAdding(false)}
        />
      )}
    </div>
  );
}
