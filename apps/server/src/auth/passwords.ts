import type { Algorithm } from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, unusable as a value under verbatimModuleSyntax.
const ARGON2ID = 2 as Algorithm.Argon2id;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a verification when there is no account, so timing reveals nothing. */
  verifyNothing(password: string): Promise<void>;
}

/** argon2id with the configured cost (tests lower it; production keeps OWASP's baseline). */
export function createPasswordHasher(cost: {
  memoryKib: number;
  timeCost: number;
}): PasswordHasher {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: cost.memoryKib,
    timeCost: cost.timeCost,
    parallelism: 1,
  };
  // Made lazily once: a hash of the same cost, so verifying against it takes as long as a real one.
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    verify: async (passwordHash, password) => {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash must not become a 500 on login: it simply does not match.
        return false;
      }
    },
    verifyNothing: async (password) => {
      dummy ??= hash('not-a-real-password', options);
      await verify(await dummy, password).catch(() => false);
    },
  };
}
