import { z } from 'zod';

/** How far free-form JSON sent by a client may grow. */
export interface JsonLimits {
  /** Levels of objects and arrays inside the value (its own top level counts as 1). */
  depth: number;
  /** Characters in any string or key. */
  stringLength: number;
  /** Values in all, nested ones included. */
  values: number;
}

export interface JsonLimitProblem {
  path: (string | number)[];
  message: string;
}

/**
 * The first place where `value` passes one of `limits`, or null. Walks with its own stack, so
 * no input can overflow the call stack.
 *
 * @example
 * jsonLimitProblem({ a: [[1]] }, { depth: 2, stringLength: 10, values: 10 })
 * // { path: ['a', 0], message: 'Nested more than 2 levels deep' }
 */
export function jsonLimitProblem(value: unknown, limits: JsonLimits): JsonLimitProblem | null {
  const pending: { value: unknown; path: (string | number)[]; depth: number }[] = [
    { value, path: [], depth: 0 },
  ];
  let values = 0;
  while (pending.length > 0) {
    const next = pending.pop()!;
    values += 1;
    if (values > limits.values) {
      return { path: next.path, message: `More than ${limits.values} values` };
    }
    if (typeof next.value === 'string') {
      if (next.value.length > limits.stringLength) {
        return { path: next.path, message: `Longer than ${limits.stringLength} characters` };
      }
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= limits.depth) {
      return { path: next.path, message: `Nested more than ${limits.depth} levels deep` };
    }
    const entries = Object.entries(next.value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      const path = [...next.path, Array.isArray(next.value) ? index : key];
      if (key.length > limits.stringLength) {
        return { path, message: `Key longer than ${limits.stringLength} characters` };
      }
      pending.push({ value: child, path, depth: next.depth + 1 });
    }
  }
  return null;
}

/**
 * A JSON object the server stores without reading (an inventory item's `options`), bounded so
 * that a client cannot make it deep enough to overflow a serialiser or big enough to crowd out
 * the record it belongs to.
 *
 * @example
 * const ItemOptions = boundedJsonObject({ depth: 8, stringLength: 1000, values: 500 });
 */
export function boundedJsonObject(limits: JsonLimits) {
  return z
    .record(z.string().max(limits.stringLength), z.unknown())
    .superRefine((value, ctx) => {
      const problem = jsonLimitProblem(value, limits);
      if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    })
    .meta({
      description: `Free-form JSON: at most ${limits.depth} levels, ${limits.values} values, strings of ${limits.stringLength} characters`,
    });
}
