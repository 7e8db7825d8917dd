import type { FieldError } from '@hearth/contract';
import type { Problem, RulesCatalogue } from '@hearth/rules';

import type { Translate } from '../../i18n/problemWords.ts';
import { problemInWords } from '../../i18n/problemWords.ts';

/** How a refusal's fields and reasons are put in words. */
export interface RefusalWords {
  /** The field a body path names ('Eldritch Invocations', 'Classes'). */
  field(path: string): string;
  /** One field error's reason. */
  reason(field: FieldError): string;
}

/**
 * A refusal in words, one part per field: 'Eldritch Invocations — Lifedrinker: Needs Warlock
 * level 9; Lifedrinker: Needs Pact of the Blade'. Each reason is said once.
 */
export function refusalLines(fields: readonly FieldError[], words: RefusalWords): string[] {
  const byField = new Map<string, string[]>();
  for (const field of fields) {
    const name = words.field(field.path);
    const reasons = byField.get(name) ?? [];
    const reason = words.reason(field);
    if (!reasons.includes(reason)) reasons.push(reason);
    byField.set(name, reasons);
  }
  return [...byField].map(([name, reasons]) => `${name} — ${reasons.join('; ')}`);
}

/**
 * The words of a character's fields: a choice by its title (`body.options.<choice key>`), an
 * ability by its name, every other field by its label; an unknown one by its path.
 */
export function characterFieldName(
  path: string,
  t: Translate,
  choiceTitle: (key: string) => string | undefined,
): string {
  const [head = '', ...rest] = path.replace(/^body\./, '').split('.');
  if (head === 'options' && rest.length > 0) {
    const key = rest.join('.');
    return (
      choiceTitle(key) ??
      t(`common:refusal.fields.${key}`, { defaultValue: t('common:refusal.fields.options') })
    );
  }
  if (head === 'attributes' && rest[0]) {
    return t(`character:abilities.${rest[0]}`, { defaultValue: rest[0].toUpperCase() });
  }
  return t(`common:refusal.fields.${head}`, { defaultValue: path });
}

/** A field error's reason: its rules key in the player's language, else the server's text. */
export function fieldReason(
  field: FieldError,
  t: Translate,
  language: string,
  catalogue: RulesCatalogue | undefined,
): string {
  if (!field.key) return field.message;
  const found = {
    key: field.key as Problem['key'],
    ...(field.params ? { params: field.params } : {}),
  };
  return problemInWords(found, t, language, catalogue, field.message);
}
