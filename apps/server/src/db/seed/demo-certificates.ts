import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Transaction } from 'kysely';
import type { DB } from '../database';

const assets = path.join(import.meta.dirname, 'assets');
/** HR's manager signs the demo company's certificates. */
const DEMO_SIGNATORY = '00000001';

/** What the demo company's certificates print: letterhead, contacts, signatory and signature, benefits. */
export async function insertCertificateSetup(trx: Transaction<DB>): Promise<void> {
  await trx
    .updateTable('company')
    .set({
      address2: 'Ground Floor, Demo Tower',
      telno: '(02) 8123 4567',
      emailadd: 'hr@democompany.example',
      website: 'www.democompany.example',
      logo: readFileSync(path.join(assets, 'demo-logo.png')),
      logo_content_type: 'image/png',
      signatory_emp_id: DEMO_SIGNATORY,
    })
    .execute();
  await trx
    .insertInto('signatures')
    .values({ emp_id: DEMO_SIGNATORY, image: readFileSync(path.join(assets, 'demo-signature.png')), content_type: 'image/png' })
    .execute();
  await trx.updateTable('employees').set({ benefits_coverage: 'SSS, PhilHealth, Pag-IBIG and the company HMO plan' }).execute();
}
