import { Secret, TOTP } from 'otpauth';

// Authenticator codes (TOTP, RFC 6238) as every common app makes them: SHA-1, six
// digits, thirty seconds. The server's clock decides, never the client's.

const PERIOD_SECONDS = 30;
/** A code from the step before or after is accepted: a phone's clock a little off, or a slow typist. */
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

/** The otpauth:// address an app scans: the company's name as issuer, the username as account. */
export function totpUri(secret: string, username: string, issuer: string): string {
  return totp(secret, username, issuer).toString();
}

/** The 30-second step a code belongs to, or null if it is no code of this secret now. */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

/** The code an app shows now (for tests and the bench: the server only checks). */
export function totpCodeAt(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}
