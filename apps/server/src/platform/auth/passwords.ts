import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimums (19 MiB, 2 passes).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash of nothing, verified when the account is unknown so both paths take the same time. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** A random password that satisfies the product's password rule (used for the first administrator). */
export function generatePassword(): string {
  const core = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `${core}Aa1!`;
}
