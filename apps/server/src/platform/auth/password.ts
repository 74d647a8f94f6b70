import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's parameters: 19 MiB, 2 passes, 1 lane (the library's default algorithm is argon2id). */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);
export const verifyPassword = (stored: string, password: string) => verify(stored, password);

/** Checked when no account matches, so an unknown e-mail takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

/** Whether `password` is right for a stored hash; with no hash, a dummy one is checked (same time, false). */
export async function verifyStoredPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword('no account has this password');
  const right = await verifyPassword(stored ?? (await dummyHash), password);
  return Boolean(stored) && right;
}
