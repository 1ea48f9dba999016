import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows, quoting only what needs it', () => {
    expect(toCsv(['name', 'hours'], [['dela Cruz, Juan', 8], ['Santos "Mae"', null], ['plain', ['in 08:00', 'out 12:00']]])).toBe(
      '\uFEFFname,hours\r\n"dela Cruz, Juan",8\r\n"Santos ""Mae""",\r\nplain,in 08:00; out 12:00\r\n',
    );
  });
  it('keeps a formula-looking text from running in a spreadsheet, and leaves numbers alone', () => {
    expect(toCsv(['reason', 'hours'], [['=HYPERLINK("http://x")', -4], ['@SUM(A1)', '-1.5'], ['+63 917', 8]])).toBe(
      '\uFEFFreason,hours\r\n"\'=HYPERLINK(""http://x"")",-4\r\n\'@SUM(A1),-1.5\r\n\'+63 917,8\r\n',
    );
  });
});
