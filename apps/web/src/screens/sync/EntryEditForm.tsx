import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SwitchField } from '../../components/form/SwitchField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { editEntry } from '../../data/outbox/outbox.ts';
import type { OutboxEntry } from '../../data/outbox/types.ts';
import type { Translate } from '../../i18n/problemWords.ts';
import { fieldLabel } from './changeText.ts';
import type { DraftInput } from './editDraft.ts';
import { bodyOf, draftOf } from './editDraft.ts';

/**
 * Edits a refused entry's body field by field: numbers, switches, text, and JSON for lists and
 * records. Saving reads the inputs back, checks the body with the contract's schema for the
 * entry's command and queues it again; problems are shown under their field.
 */
export function EntryEditForm({ entry, onDone }: { entry: OutboxEntry; onDone: () => void }) {
  const { t } = useTranslation('sync');
  const translate = t as unknown as Translate;
  const [inputs, setInputs] = useState<DraftInput[]>(() => draftOf(entry.body));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const formError = errors[''];

  const change = (next: DraftInput) =>
    setInputs((all) => all.map((input) => (input.field === next.field ? next : input)));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const reading = bodyOf(inputs);
    if (!reading.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(reading.problems).map(([field, problem]) => [
            field,
            problem === 'json' ? t('edit.badJson') : t('edit.badNumber'),
          ]),
        ),
      );
      return;
    }
    setSaving(true);
    const { checkEntryBody } = await import('./entrySchemas.ts');
    setSaving(false);
    const problems = checkEntryBody(entry.kind, reading.body);
    if (problems.length > 0) {
      const found: Record<string, string> = {};
      for (const problem of problems) {
        const field = inputs.some((input) => input.field === problem.field) ? problem.field : '';
        found[field] = found[field] ? `${found[field]}; ${problem.message}` : problem.message;
      }
      setErrors(found);
      return;
    }
    editEntry(entry.id, reading.body);
    toast.success(t('edit.saved'));
    onDone();
  };

  return (
    <form className="sync-edit" data-testid="outbox-edit" onSubmit={(event) => void save(event)}>
      <p className="sync-edit__hint">{t('edit.hint')}</p>
      {inputs.map((input) => (
        <DraftField
          key={input.field}
          input={input}
          label={fieldLabel(translate, input.field)}
          error={errors[input.field]}
          onChange={change}
        />
      ))}
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button" onClick={onDone}>
          {t('edit.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={saving}>
          {t('edit.save')}
        </button>
      </div>
    </form>
  );
}

function DraftField({
  input,
  label,
  error,
  onChange,
}: {
  input: DraftInput;
  label: string;
  error: string | undefined;
  onChange: (next: DraftInput) => void;
}) {
  const { t } = useTranslation('sync');
  const id = useId();
  switch (input.kind) {
    case 'boolean':
      return (
        <SwitchField
          label={label}
          checked={input.checked}
          onCheckedChange={(checked) => onChange({ ...input, checked })}
        />
      );
    case 'number':
    case 'text':
      return (
        <TextField
          label={label}
          value={input.text}
          error={error}
          {...(input.kind === 'number' ? { type: 'number', inputMode: 'decimal' as const } : {})}
          onValueChange={(text) => onChange({ ...input, text })}
        />
      );
    case 'json':
      return (
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {t('edit.json', { field: label })}
          </label>
          <textarea
            id={id}
            className="field__control sync-edit__json"
            value={input.text}
            spellCheck={false}
            rows={Math.min(10, input.text.split('\n').length + 1)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange({ ...input, text: event.target.value })}
          />
          {error && (
            <p id={`${id}-error`} className="field__error">
              {error}
            </p>
          )}
        </div>
      );
  }
}
