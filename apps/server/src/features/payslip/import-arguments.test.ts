import { describe, expect, it } from 'vitest';
import { IMPORT_USAGE, parseImportArguments } from './import-arguments';

describe('parseImportArguments', () => {
  it('takes one CSV or JSON file', () => {
    expect(parseImportArguments(['payroll/november.csv'])).toEqual({ file: 'payroll/november.csv' });
    expect(parseImportArguments(['--', 'NOVEMBER.JSON'])).toEqual({ file: 'NOVEMBER.JSON' });
  });

  it('explains what is wrong, with the usage', () => {
    expect(parseImportArguments([])).toEqual({ problem: `Name the payroll file to import.\n${IMPORT_USAGE}` });
    expect(parseImportArguments(['a.csv', 'b.csv'])).toEqual({ problem: `Import one file at a time (got 2).\n${IMPORT_USAGE}` });
    expect(parseImportArguments(['--force'])).toEqual({ problem: `Unknown option --force.\n${IMPORT_USAGE}` });
    expect(parseImportArguments(['payroll.xlsx'])).toEqual({ problem: `payroll.xlsx is neither a .csv nor a .json file.\n${IMPORT_USAGE}` });
  });
});
