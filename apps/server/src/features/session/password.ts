import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1): OWASP's minimum,
// about 14 ms a hash here.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

// Verified against when the username is unknown, so a wrong username takes as long
// as a wrong password and the timing does not tell which accounts exist.
let decoyHash: Promise<string> | null = null;
export function verifyDecoy(password: string): Promise<boolean> {
  decoyHash ??= hash('decoy-password-never-matches');
  return decoyHash.then((decoy) => verifyPassword(decoy, password)).then(() => false);
}
