import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { settingsWritten } from '../../lib/request-freshness';

type Db = Kysely<DB> | Transaction<DB>;

export interface CompanyFields {
  name: string;
  tin: string | null;
  address: string;
  address2: string;
  telno: string;
  emailadd: string;
  website: string;
  market_label: string;
  support_email: string;
  time_zone: string;
  default_language: 'en' | 'fil';
  signatory_emp_id: string | null;
  coe_validity_days: number;
  settings: Record<string, unknown>;
}

/** Images are described by type, size and hash; their bytes never leave the database here. */
const imageFacts = (bytes: string, type: string) =>
  sql<{ content_type: string; bytes: number; sha256: string } | null>`case when ${sql.ref(bytes)} is null then null
    else json_build_object('content_type', ${sql.ref(type)}, 'bytes', length(${sql.ref(bytes)}), 'sha256', encode(sha256(${sql.ref(bytes)}), 'hex')) end`;

/** The company row as the settings screen shows it, with the signatory's name and signature facts. */
export function findCompanySettings(db: Db) {
  return db
    .selectFrom('company as c')
    .leftJoin('employees as e', 'e.emp_id', 'c.signatory_emp_id')
    .leftJoin('signatures as s', 's.emp_id', 'c.signatory_emp_id')
    .select([
      'c.name',
      'c.tin',
      'c.address',
      'c.address2',
      'c.telno',
      'c.emailadd',
      'c.website',
      'c.market_label',
      'c.support_email',
      'c.time_zone',
      sql<'en' | 'fil'>`c.default_language`.as('default_language'),
      'c.signatory_emp_id',
      'c.coe_validity_days',
      'c.settings',
      sql<string | null>`e.firstname || ' ' || e.lastname`.as('signatory_name'),
      imageFacts('c.logo', 'c.logo_content_type').as('logo'),
      imageFacts('c.footer_image', 'c.footer_image_content_type').as('footer_image'),
      imageFacts('s.image', 's.content_type').as('signature'),
    ])
    .executeTakeFirst();
}

/** The one company row, locked for a change. */
export function lockCompany(trx: Transaction<DB>) {
  return trx
    .selectFrom('company')
    .select([
      'name',
      'tin',
      'address',
      'address2',
      'telno',
      'emailadd',
      'website',
      'market_label',
      'support_email',
      'time_zone',
      sql<'en' | 'fil'>`default_language`.as('default_language'),
      'signatory_emp_id',
      'coe_validity_days',
      'settings',
    ])
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function updateCompany(trx: Transaction<DB>, fields: CompanyFields): Promise<void> {
  // The rest of this call reads the settings fresh: the version it saw is older than this change.
  settingsWritten();
  await trx
    .updateTable('company')
    .set({ ...fields, settings: JSON.stringify(fields.settings) })
    .execute();
}

export function findEmployeeStatus(db: Db, empId: string) {
  return db
    .selectFrom('employees')
    .select(['emp_id', 'firstname', 'lastname', 'active'])
    .where('emp_id', '=', empId)
    .executeTakeFirst();
}

/** The company's own images: the certificate's logo and its static footer image. */
export type CompanyImageKind = 'logo' | 'footer';
const imageColumns = {
  logo: { bytes: 'logo', type: 'logo_content_type' },
  footer: { bytes: 'footer_image', type: 'footer_image_content_type' },
} as const;

export function findCompanyImageFacts(trx: Transaction<DB>, kind: CompanyImageKind) {
  const { bytes, type } = imageColumns[kind];
  return trx
    .selectFrom('company as c')
    .select(imageFacts(`c.${bytes}`, `c.${type}`).as('image'))
    .forUpdate()
    .executeTakeFirst();
}

export async function replaceCompanyImage(
  trx: Transaction<DB>,
  kind: CompanyImageKind,
  image: Buffer,
  contentType: string,
): Promise<void> {
  const { bytes, type } = imageColumns[kind];
  await trx
    .updateTable('company')
    .set({ [bytes]: image, [type]: contentType })
    .execute();
}

export async function findCompanyImage(
  db: Db,
  kind: CompanyImageKind,
): Promise<{ content: Buffer; contentType: string } | null> {
  const { bytes, type } = imageColumns[kind];
  const row = await db
    .selectFrom('company')
    .select([`${bytes} as content`, `${type} as contentType`])
    .executeTakeFirst();
  return row?.content && row.contentType ? { content: row.content, contentType: row.contentType } : null;
}

export function findSignatureFacts(trx: Transaction<DB>, empId: string) {
  return trx
    .selectFrom('signatures as s')
    .select(imageFacts('s.image', 's.content_type').as('image'))
    .where('s.emp_id', '=', empId)
    .forUpdate()
    .executeTakeFirst();
}

export async function replaceSignature(
  trx: Transaction<DB>,
  empId: string,
  image: Buffer,
  contentType: string,
): Promise<void> {
  await trx
    .insertInto('signatures')
    .values({ emp_id: empId, image, content_type: contentType })
    .onConflict((oc) => oc.column('emp_id').doUpdateSet({ image, content_type: contentType, updated_at: sql`now()` }))
    .execute();
}

