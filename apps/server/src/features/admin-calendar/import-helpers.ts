import type { ParsedRow } from '../../admin/run-import';
import { rowProblem, type ProblemLine } from '../../lib/csv-rows';
import { say } from '../../lib/messages';

/** "Row 5: shift DAY is also on row 2": a key may appear once per file, or the import's outcome would depend on row order. */
export function repeatedKeyProblems<T>(rows: readonly ParsedRow<T>[], keyOf: (value: T) => string, describe: (value: T) => { en: string; fil: string }): ProblemLine[] {
  const firstRow = new Map<string, number>();
  const problems: ProblemLine[] = [];
  for (const { row, value } of rows) {
    const key = keyOf(value);
    const first = firstRow.get(key);
    if (first === undefined) firstRow.set(key, row);
    else problems.push(rowProblem(row, say('import.key_repeated', { what: describe(value), first })));
  }
  return problems;
}

/** An empty cell of an optional column is the same as the column left out. */
export function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
