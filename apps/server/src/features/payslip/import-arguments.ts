export const IMPORT_USAGE = 'Usage: npm run import:payslips -- <file.csv|file.json>';

/** The command line's one argument: the payroll file (a path; relative to the directory npm runs in). */
export function parseImportArguments(args: readonly string[]): { file: string } | { problem: string } {
  const files = args.filter((arg) => arg !== '--');
  if (files.length === 0) return { problem: `Name the payroll file to import.\n${IMPORT_USAGE}` };
  if (files.length > 1) return { problem: `Import one file at a time (got ${files.length}).\n${IMPORT_USAGE}` };
  const [file] = files as [string];
  if (file.startsWith('-')) return { problem: `Unknown option ${file}.\n${IMPORT_USAGE}` };
  if (!/\.(csv|json)$/i.test(file)) return { problem: `${file} is neither a .csv nor a .json file.\n${IMPORT_USAGE}` };
  return { file };
}
