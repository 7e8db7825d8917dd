import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { invalidField } from '../errors/app-error.ts';

/** Deeper than anything the API accepts (catalogue entries nest about a dozen levels). */
export const MAX_INPUT_DEPTH = 32;

export const NUL_MESSAGE = 'Must not contain the NUL character (U+0000)';
export const DEPTH_MESSAGE = `Nested more than ${MAX_INPUT_DEPTH} levels deep`;

export interface InputProblem {
  path: string;
  message: string;
}

/**
 * The first value of a parsed request part that no route may take: a string or key holding
 * U+0000 (PostgreSQL text and jsonb cannot store it and fail the whole query) or nesting
 * deeper than {@link MAX_INPUT_DEPTH} (serialising it overflows the stack). Walks with its own
 * stack, so the walk itself cannot overflow on the input it is checking.
 *
 * @example findInputProblem({ name: 'a\u0000' }, 'body') // { path: 'body.name', message: NUL_MESSAGE }
 */
export function findInputProblem(root: unknown, rootPath: string): InputProblem | null {
  if (isFlatAndClean(root)) return null;
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value: root, path: rootPath, depth: 0 },
  ];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { path, message: NUL_MESSAGE };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return { path, message: DEPTH_MESSAGE };
    const keys = Object.keys(value);
    // Pushed last to first so that problems are found in the order the client wrote them.
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index]!;
      const childPath = `${path}.${key}`;
      if (key.includes('\u0000')) return { path: childPath, message: NUL_MESSAGE };
      pending.push({
        value: (value as Record<string, unknown>)[key],
        path: childPath,
        depth: depth + 1,
      });
    }
  }
  return null;
}

/**
 * The common case, checked without allocating: nothing, a plain value, or an object of plain
 * values (path parameters, most query strings) with no NUL in a key or a string.
 */
function isFlatAndClean(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return true;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000')) return false;
    const child = (value as Record<string, unknown>)[key];
    if (
      typeof child === 'string'
        ? child.includes('\u0000')
        : typeof child === 'object' && child !== null
    ) {
      return false;
    }
  }
  return true;
}

/** Throws the VALIDATION error naming the field when `value` holds input no route may take. */
export function refuseUnsafeInput(value: unknown, path: string): void {
  const problem = findInputProblem(value, path);
  if (problem) throw invalidField(problem.path, problem.message);
}

/** The first problem of the request's parts, as the VALIDATION error to answer; none if none. */
function checkRequest(request: FastifyRequest): Error | undefined {
  try {
    refuseUnsafeInput(request.params, 'params');
    refuseUnsafeInput(request.query, 'query');
    refuseUnsafeInput(request.body, 'body');
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

/**
 * One rule for every route, before its own schema runs: path parameters, query and JSON body
 * are refused (400 VALIDATION naming the field) when they hold a NUL character or nest too
 * deeply, instead of reaching the database and failing there with a 500. Multipart fields are
 * read by their route, which checks them with {@link refuseUnsafeInput}.
 */
export const inputGuard = fp(
  async (app: FastifyInstance) => {
    // Callback style: an async hook would cost a promise and a microtask on every request.
    app.addHook('preValidation', (request, _reply, done) => done(checkRequest(request)));
  },
  { name: 'hearth-input-guard' },
);
