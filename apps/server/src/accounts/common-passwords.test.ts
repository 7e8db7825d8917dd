import { describe, expect, it } from 'vitest';

import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it.each(['password', '12345678', 'iloveyou', 'sunshine1', 'qwertyuiop', 'Password1', 'LETMEIN1'])(
    'finds %j on the list',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['correct horse', 'a sturdy password', 'Brienne of Tarth 42', 'pppppppp'])(
    'lets %j through',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(false);
    },
  );
});
