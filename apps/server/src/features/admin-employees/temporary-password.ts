import { randomInt } from 'node:crypto';
import { TEMPORARY_PASSWORD_LENGTH } from '@portal/contracts/admin-employees';

// Read aloud or copied from a screen: no 0/O, 1/l/I or other look-alikes.
const READABLE = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A temporary password of readable characters from a cryptographic source (about 69 bits). */
export function newTemporaryPassword(length = TEMPORARY_PASSWORD_LENGTH): string {
  let password = '';
  for (let index = 0; index < length; index += 1) password += READABLE[randomInt(READABLE.length)];
  return password;
}
