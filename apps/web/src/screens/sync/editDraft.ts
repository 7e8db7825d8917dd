/**
 * The edit form of a refused outbox entry, as pure data: each body field becomes an input of its
 * kind (numbers, switches, text, JSON for lists and records) and the inputs become a body again.
 */

export type DraftInput =
  | { field: string; kind: 'number'; text: string }
  | { field: string; kind: 'boolean'; checked: boolean }
  | { field: string; kind: 'text'; text: string }
  | { field: string; kind: 'json'; text: string };

export function draftOf(body: Record<string, unknown>): DraftInput[] {
  return Object.entries(body).map(([field, value]): DraftInput => {
    if (typeof value === 'number') return { field, kind: 'number', text: String(value) };
    if (typeof value === 'boolean') return { field, kind: 'boolean', checked: value };
    if (typeof value === 'string') return { field, kind: 'text', text: value };
    return { field, kind: 'json', text: JSON.stringify(value ?? null, null, 2) };
  });
}

/** Why an input could not be read back: not a number, not JSON. */
export type DraftProblem = 'number' | 'json';

export type DraftReading =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; problems: Record<string, DraftProblem> };

/** The body the inputs stand for, or which inputs cannot be read. */
export function bodyOf(inputs: readonly DraftInput[]): DraftReading {
  const body: Record<string, unknown> = {};
  const problems: Record<string, DraftProblem> = {};
  for (const input of inputs) {
    switch (input.kind) {
      case 'number': {
        const value = input.text.trim() === '' ? Number.NaN : Number(input.text);
        if (Number.isFinite(value)) body[input.field] = value;
        else problems[input.field] = 'number';
        break;
      }
      case 'boolean':
        body[input.field] = input.checked;
        break;
      case 'text':
        body[input.field] = input.text;
        break;
      case 'json':
        try {
          body[input.field] = JSON.parse(input.text) as unknown;
        } catch {
          problems[input.field] = 'json';
        }
        break;
    }
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, body };
}
