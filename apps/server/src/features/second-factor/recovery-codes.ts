import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@portal/contracts/second-factor';

// Recovery codes: ten per person, each signing in once when the phone is lost. Ten
// characters from 31 that cannot be misread (no 0/o, 1/l/i) make about 50 bits, far
// past guessing under the attempt lock, so a plain SHA-256 stores them safely; a
// slow hash is for passwords people choose.

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

function randomPart(): string {
  return Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Ten new codes like "k3m9p-xq2rt", as the person is shown them once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomPart()}-${randomPart()}`);
}

/** A code as typed: any case, with or without its dash or spaces. */
export function normalRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  return code.length === HALF * 2 && [...code].every((character) => ALPHABET.includes(character)) ? code : null;
}

export function hashRecoveryCode(code: string): string {
  const normal = normalRecoveryCode(code);
  if (!normal) throw new Error('not a recovery code');
  return createHash('sha256').update(normal).digest('hex');
}
