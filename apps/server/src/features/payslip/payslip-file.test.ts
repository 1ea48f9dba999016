import { describe, expect, it } from 'vitest';
import { detectFormat, readPayslipFile } from './payslip-file';
import type { SourceRow } from './payslip-rows';

/** The whole file's rows and problems, read as the import reads it. */
async function readAll(fileName: string, text: string): Promise<{ rows: SourceRow[]; errors: string[] }> {
  const read: { rows: SourceRow[]; errors: string[] } = { rows: [], errors: [] };
  for await (const item of readPayslipFile({ text }, fileName)) {
    if ('error' in item) read.errors.push(item.error.en);
    else read.rows.push(item);
  }
  return read;
}

const header = 'emp_id,year,month,period,pay_date,basic,sss,ytd_gross,ytd_contributions,ytd_withholding_tax,ytd_net_pay';

describe('detectFormat', () => {
  it('goes by the extension, else by the first character', () => {
    expect(detectFormat('payroll.CSV', '[')).toBe('csv');
    expect(detectFormat('payroll.json', 'emp_id')).toBe('json');
    expect(detectFormat('upload', '  [{"emp_id": "1"}]')).toBe('json');
    expect(detectFormat('upload', 'emp_id,year')).toBe('csv');
  });
});

describe('readPayslipFile, CSV', () => {
  it('numbers rows as a spreadsheet shows them and normalises the header', async () => {
    const csv = `\uFEFFEmp ID,Year,Month,Period,Pay-Date,Basic,SSS,YTD Gross,ytd_contributions,ytd_withholding_tax,ytd_net_pay\r\n4,2026,11,1,2026-11-13,14000,700,1,1,1,1\r\n,,,,,,,,,,\r\n5,2026,11,1,2026-11-13,"13,500",675,1,1,1,1\r\n`;
    const read = await readAll('november.csv', csv);
    expect(read.errors).toEqual([]);
    expect(read.rows.map((r) => r.row)).toEqual([2, 4]);
    expect(read.rows[1]!.values).toMatchObject({ emp_id: '5', pay_date: '2026-11-13', basic: '13,500' });
  });

  it('refuses unknown, missing and repeated columns as row 1', async () => {
    const read = await readAll('x.csv', 'emp_id,year,month,period,pay_date,basic,sss_amount,sss,sss\n4,2026,11,1,2026-11-13,1,1,1,1\n');
    expect(read.rows).toEqual([]);
    expect(read.errors[0]).toMatch(/^Row 1: "sss_amount" is not a payslip column \(the columns are emp_id, year, month, period, pay_date, basic, /);
    expect(read.errors.slice(1)).toEqual([
      'Row 1: the column ytd_gross is missing',
      'Row 1: the column ytd_contributions is missing',
      'Row 1: the column ytd_withholding_tax is missing',
      'Row 1: the column ytd_net_pay is missing',
      'Row 1: the column sss appears more than once',
    ]);
  });

  it('names a row with too few or too many values', async () => {
    const read = await readAll('x.csv', `${header}\n4,2026,11,1,2026-11-13,14000,700,1,1,1,1\n5,2026,11,1\n`);
    expect(read.rows).toHaveLength(1);
    expect(read.errors).toEqual(['Row 3: has 4 values but the header has 11 columns (line 3)']);
  });

  it('says when the file is empty, has only a header, or is not CSV', async () => {
    expect((await readAll('x.csv', '')).errors).toEqual(['The file is empty; it needs a header row and at least one payslip.']);
    expect((await readAll('x.csv', `${header}\n`)).errors).toEqual(['The file has no payslips.']);
    expect((await readAll('x.csv', `${header}\n"4,2026`)).errors[0]).toMatch(/^The file is not valid CSV: /);
  });
});

describe('readPayslipFile, JSON', () => {
  it('takes an array or { payslips: [...] }, row 1 first', async () => {
    const item = { emp_id: '4', year: 2026, 'Pay Date': '2026-11-13' };
    expect((await readAll('x.json', JSON.stringify([item]))).rows).toEqual([{ row: 1, values: { emp_id: '4', year: 2026, pay_date: '2026-11-13' } }]);
    expect((await readAll('x.json', JSON.stringify({ payslips: [item, item] }))).rows.map((r) => r.row)).toEqual([1, 2]);
  });

  it('names rows that are not objects or carry unknown fields', async () => {
    const read = await readAll('x.json', JSON.stringify([{ emp_id: '4' }, 7, { emp_id: '5', bonus: '1' }]));
    expect(read.rows).toHaveLength(1);
    expect(read.errors[0]).toBe("Row 2: must be an object with the payslip's fields");
    expect(read.errors[1]).toMatch(/^Row 3: "bonus" is not a payslip column/);
  });

  it('says when the JSON is broken or has the wrong shape', async () => {
    expect((await readAll('x.json', '[{')).errors[0]).toMatch(/^The file is not valid JSON: /);
    expect((await readAll('x.json', '{"rows": []}')).errors).toEqual(['The JSON must be an array of payslips, or an object with a "payslips" array.']);
    expect((await readAll('x.json', '[]')).errors).toEqual(['The file has no payslips.']);
  });
});
