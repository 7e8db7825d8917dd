import { vi } from 'vitest';

import { ApiError } from '@hearth/contract';

import { registerCommand } from './commands.ts';
import type { CommandKind, OutboxEntry } from './types.ts';

/** What the fake server answers one request: a value, a refusal or fault, or no network. */
export type Answer =
  | { ok: unknown }
  | { status: number; code: string; fields?: { path: string; message: string }[] }
  | 'network-error';

/**
 * The network boundary of the runner's tests: a command kind whose requests land here. Each
 * request waits for its answer (`answerNext`), or gets the default one at once.
 */
export function fakeServer(kind: CommandKind = 'note.save', delay = 500) {
  const requests: { entry: OutboxEntry; keepalive: boolean }[] = [];
  const waiting: ((answer: Answer) => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  let hold = false;
  let fallback: Answer = { ok: { saved: true } };
  const confirmed = vi.fn<(entry: OutboxEntry, answer: unknown) => void>();
  const refused = vi.fn<(entry: OutboxEntry, refusal: unknown) => void>();
  const discarded = vi.fn<(entry: OutboxEntry) => void>();

  registerCommand(kind, {
    delay,
    async send(entry, options) {
      requests.push({ entry, keepalive: options.keepalive === true });
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        const answer = hold
          ? await new Promise<Answer>((resolve) => waiting.push(resolve))
          : fallback;
        if (answer === 'network-error') {
          throw new ApiError(0, { code: 'NETWORK', message: 'Failed to fetch' });
        }
        if ('ok' in answer) return answer.ok;
        throw new ApiError(answer.status, {
          code: answer.code,
          message: `refused: ${answer.code}`,
          ...(answer.fields ? { details: { fields: answer.fields } } : {}),
        });
      } finally {
        inFlight -= 1;
      }
    },
    confirmed,
    refused,
    discarded,
  });

  return {
    requests,
    confirmed,
    refused,
    discarded,
    /** Bodies in the order they reached the server. */
    bodies: () => requests.map((request) => request.entry.body),
    mostInFlight: () => mostInFlight,
    /** Every request waits until answered one by one. */
    holdAnswers() {
      hold = true;
    },
    answerNext(answer: Answer = { ok: { saved: true } }) {
      const next = waiting.shift();
      if (!next) throw new Error('no request is waiting');
      next(answer);
    },
    answerAllWith(answer: Answer) {
      hold = false;
      fallback = answer;
    },
  };
}
