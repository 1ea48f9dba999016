import { sql, type Kysely, type Transaction } from 'kysely';
import type { Language } from '@portal/contracts/language-constants';
import type { DB } from '../db/database';

/** The language a person reads: their own choice, or the company's default. */
export async function languageOf(db: Kysely<DB> | Transaction<DB>, empId: string): Promise<Language> {
  const { rows } = await sql<{ language: Language }>`
    select coalesce((select language from employees where emp_id = ${empId}), (select default_language from company limit 1), 'en') as language
  `.execute(db);
  return rows[0]?.language ?? 'en';
}

/** The languages of several people at once (a notice's recipients), each as languageOf answers it. */
export async function languagesOf(db: Kysely<DB> | Transaction<DB>, empIds: readonly string[]): Promise<Map<string, Language>> {
  if (empIds.length === 0) return new Map();
  const { rows } = await sql<{ emp_id: string; language: Language }>`
    select e.emp_id, coalesce(e.language, (select default_language from company limit 1), 'en') as language
    from employees e where e.emp_id = any(${[...new Set(empIds)]}::text[])
  `.execute(db);
  return new Map(rows.map((row) => [row.emp_id, row.language]));
}
