import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findCoeType, type CertificateVerification } from '@portal/contracts/coe';
import type { DB } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { say } from '../../lib/messages';
import { getCompanyTimeZone } from '../../company/company.repository';
import { toLocalDateTime } from '../../lib/local-time';
import { findCoeRequestByCode } from './coe.repository';

// No 0/O or 1/I: people type the code from paper.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

/** A random code of 60 bits: not guessable, short enough to type. */
export function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The address the QR code and the footer point at. */
export function verificationUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/#/verify/${code}`;
}

/**
 * What the public page may say of a code: whether the certificate is genuine and
 * still valid, with the name, type and dates, and nothing else about the person.
 */
export async function verifyCertificate(db: Kysely<DB>, code: string, now: Date = new Date()): Promise<CertificateVerification> {
  const found = await findCoeRequestByCode(db, code);
  if (!found) throw notFound(say('coe.unknown_code'));
  const today = toLocalDateTime(now, await getCompanyTimeZone(db)).date;
  const state =
    found.overall_status === 'A'
      ? found.valid_until !== null && today > found.valid_until
        ? 'expired'
        : 'valid'
      : found.overall_status === 'D' || found.overall_status === 'E'
        ? 'withdrawn'
        : 'pending';
  return {
    state,
    fullname: `${found.firstname} ${found.lastname}`,
    coe_desc: findCoeType(found.coetype)?.description ?? '',
    reqdate: found.reqdate,
    approved_date: found.approved_date,
    valid_until: found.valid_until,
  };
}
