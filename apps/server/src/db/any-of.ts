import { sql, type RawBuilder } from 'kysely';

/**
 * `= any($1::text[])`: a whole list as one array parameter. An `in (...)` list takes a
 * parameter per value, fails past 65,535 of them (a company-wide report), and, with
 * statements named by their text, prepares a new statement for every list length.
 */
export function anyOfTexts(values: Iterable<string>): RawBuilder<string> {
  return sql<string>`any(${[...values]}::text[])`;
}
