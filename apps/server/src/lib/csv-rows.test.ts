import { describe, expect, it } from 'vitest';
import { readCsvRows, type CsvShape, type ProblemLine } from './csv-rows';

/** The English lines of a read's problems, as the answer's `errors` lists them. */
const english = (content: string, shape: CsvShape) => readCsvRows(content, shape).errors.map((line: ProblemLine) => line.en);

const columns = { all: ['emp_id', 'firstname', 'hire_date'], required: ['emp_id', 'firstname'], noun: 'employee', maxRows: 100 };

describe('readCsvRows', () => {
  it('numbers rows as a spreadsheet does and normalises header names', () => {
    const read = readCsvRows('\uFEFFEmp ID,First-Name\r\n1,"Ana, Jr."\n\n2,Jose\n,\n', { ...columns, all: ['emp_id', 'first_name'], required: ['emp_id'] });
    expect(read.errors).toEqual([]);
    expect(read.rows).toEqual([
      { row: 2, values: { emp_id: '1', first_name: 'Ana, Jr.' } },
      { row: 3, values: { emp_id: '2', first_name: 'Jose' } },
    ]);
  });
  it('refuses unknown, missing and repeated columns, naming row 1', () => {
    expect(english('emp_id,salary,salary\n1,2,3\n', columns)).toEqual([
      'Row 1: "salary", "salary" are not employee columns (the columns are emp_id, firstname, hire_date)',
      'Row 1: the column firstname is missing',
      'Row 1: the column salary appears more than once',
    ]);
  });
  it('refuses rows of the wrong width and files without rows', () => {
    expect(readCsvRows('emp_id,firstname\n1,Ana,extra\n2,Jose\n', columns)).toEqual({
      rows: [{ row: 3, values: { emp_id: '2', firstname: 'Jose' } }],
      errors: [
        {
          en: 'Row 2: has 3 values but the header has 2 columns (line 2)',
          fil: 'Row 2: may 3 value pero 2 column ang header (linya 2)',
        },
      ],
    });
    expect(english('emp_id,firstname\n', columns)).toEqual(['The file has no employees.']);
    expect(english('', columns)).toEqual(['The file is empty; it needs a header row and at least one employee.']);
    expect(english('emp_id,firstname\n1,a\n2,b\n', { ...columns, maxRows: 1 })).toEqual(['The file has more than 1 rows; split it into smaller files.']);
    expect(english('a,"b\n', columns)[0]).toMatch(/^The file is not valid CSV/);
  });
});
