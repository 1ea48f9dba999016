import { sql, type Kysely } from 'kysely';

// A helper of the migrations, beside them: like them, frozen in time.

/**
 * Changes a stored function's text in place, each change a piece of text replaced by
 * another, so a migration states only what it changes and the rest stays as the
 * migration that wrote it left it. A piece that is not there fails the migration.
 */
export async function rewriteFunction(
  db: Kysely<unknown>,
  signature: string,
  changes: [from: string, to: string][],
): Promise<void> {
  const { rows } = await sql<{
    definition: string;
  }>`select pg_get_functiondef(${sql.raw(`'${signature.replace(/\s+/g, ' ')}'`)}::regprocedure) as definition`.execute(
    db,
  );
  let definition = rows[0]!.definition;
  for (const [from, to] of changes) {
    if (!definition.includes(from)) throw new Error(`${signature} is not as expected: it lacks\n${from}`);
    definition = definition.replace(from, to);
  }
  await sql.raw(definition).execute(db);
}
