import { hash, verify } from '@node-rs/argon2';
import { Semaphore } from './semaphore';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/**
 * argon2id parameters: the OWASP Password Storage Cheat Sheet minimum (m = 19 MiB, t = 2, p = 1).
 * docs/security.md records them.
 */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** At most 2 hashes at once (2 cores, 19 MiB each) and 64 waiting; beyond that logins answer 1466. */
const gate = new Semaphore(2, 64);

/** Hashes a password with argon2id; the PHC string carries salt and parameters. @throws SemaphoreFullError under overload. */
export const hashPassword = (password: string): Promise<string> => gate.run(() => hash(password, ARGON2_OPTIONS));

/**
 * True when `password` matches the PHC `stored` hash. A malformed hash counts as no match.
 * @throws SemaphoreFullError under overload.
 */
export const verifyPassword = (stored: string, password: string): Promise<boolean> =>
  gate.run(async () => {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  });

let dummy: Promise<string> | undefined;
/**
 * A hash of a random password, computed once, to verify against when the email is unknown, so a
 * login for a missing account spends the same argon2 time as a wrong password (no timing oracle).
 */
export const dummyHash = (): Promise<string> => {
  dummy ??= hashPassword(`dummy-${crypto.randomUUID()}`);
  return dummy;
};
