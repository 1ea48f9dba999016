import type { ParsedRow } from '../../admin/run-import';
import { rowProblem, type ProblemLine } from '../../lib/csv-rows';

/** "Row 5: shift DAY is also on row 2": a key may appear once per file, or the import's outcome would depend on row order. */
export function repeatedKeyProblems<T>(rows: readonly ParsedRow<T>[], keyOf: (value: T) => string, describe: (value: T) => string): ProblemLine[] {
  const firstRow = new Map<string, number>();
  const problems: ProblemLine[] = [];
  for (const { row, value } of rows) {
    const key = keyOf(value);
    const first = firstRow.get(key);
    if (first === undefined) firstRow.set(key, row);
    else problems.push(rowProblem(row, `${describe(value)} is also on row ${first}; keep one of them`));
  }
  return problems;
}

/** An empty cell of an optional column is the same as the column left out. */
export function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
