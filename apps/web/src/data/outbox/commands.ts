import type { ApiClient } from '@hearth/contract';

import type { BodyMerge } from './merge.ts';
import type { CommandKind, OutboxEntry, Refusal } from './types.ts';

/** How a kind of command reaches the server and what the app does with the answer. */
export interface CommandHandler {
  /** Sends the entry (its `id` as the Idempotency-Key); throws the client's ApiError on failure. */
  send(entry: OutboxEntry, options: { client: ApiClient; keepalive?: boolean }): Promise<unknown>;
  /** The server applied the entry (called once it is out of the outbox). */
  confirmed?(entry: OutboxEntry, answer: unknown): void;
  /** The server refused the entry: it stays in the outbox, refused, until retried or discarded. */
  refused?(entry: OutboxEntry, refusal: Refusal): void;
  /** The player discarded the entry: the app stops showing its values. */
  discarded?(entry: OutboxEntry): void;
  /** Debounce in ms: an entry waits this long after its last merged edit (character 500…). */
  delay?: number;
  /** Merges a waiting body with a later edit's; later-wins per field when absent. */
  mergeBody?: BodyMerge;
}

const handlers = new Map<CommandKind, CommandHandler>();
const listeners = new Set<() => void>();

/**
 * Registers (or replaces) the handler of a kind. Entries of a kind without a handler wait
 * (their module may load later); registering wakes the runner for them.
 */
export function registerCommand(kind: CommandKind, handler: CommandHandler): void {
  handlers.set(kind, handler);
  for (const listener of [...listeners]) listener();
}

export function commandHandler(kind: CommandKind): CommandHandler | undefined {
  return handlers.get(kind);
}

/** The runner listens: a newly registered kind may have entries waiting. */
export function onCommandRegistered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
