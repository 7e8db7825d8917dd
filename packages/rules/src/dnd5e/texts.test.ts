import { describe, expect, it } from 'vitest';

import { fillText, MESSAGE_TEXTS, PROBLEM_TEXTS, problemText } from './texts.ts';

describe('texts', () => {
  it('fills the parameters a problem names and leaves unknown slots', () => {
    expect(problemText({ key: 'choice.incomplete', params: { selected: 1, required: 3 } })).toBe(
      '1 out of 3 options selected',
    );
    expect(fillText('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it("says the spec's texts word for word", () => {
    expect(MESSAGE_TEXTS['concentration.ends']).toBe('Your Concentration ends!');
    expect(MESSAGE_TEXTS['levels.max']).toBe('You have maximum level');
    expect(PROBLEM_TEXTS['choice.not-selected']).toBe('Not selected');
  });
});
